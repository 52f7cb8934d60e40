import { Skeleton } from 'antd-mobile';

/** Placeholder rows while the instrument list loads (§2: 10 of them). */
export function QuoteSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <div className="quote-skeleton" aria-busy="true" data-testid="quotes-loading">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="quote-row is-skeleton" data-testid="skeleton-row">
          <Skeleton animated className="sk-logo" />
          <span className="quote-names">
            <Skeleton animated className="sk-line sk-code" />
            <Skeleton animated className="sk-line sk-name" />
          </span>
          <Skeleton animated className="sk-spark" />
          <span className="quote-figures">
            <Skeleton animated className="sk-line sk-price" />
            <Skeleton animated className="sk-line sk-change" />
          </span>
        </div>
      ))}
    </div>
  );
}
