import type { ReactNode } from 'react';
import { CopyButton } from '../../ui/CopyButton';

interface DetailLineProps {
  label: string;
  value: string;
  /** Offer a copy button (addresses, account numbers). */
  copy?: boolean;
  /** Addresses, account numbers and codes read left to right in every language. */
  ltr?: boolean;
  testId?: string;
  children?: ReactNode;
}

/** One labelled detail of a deposit channel (address, bank, account…), with its copy button. */
export function DetailLine({ label, value, copy = false, ltr = false, testId, children }: DetailLineProps) {
  return (
    <div className="detail-line">
      <dt>{label}</dt>
      <dd>
        {/* free text (bank names, remarks) takes the direction of its own script */}
        <span className="detail-value" dir={ltr ? 'ltr' : 'auto'} data-testid={testId}>
          {value}
        </span>
        {children}
        {copy && value && <CopyButton text={value} label={label} testId={testId && `${testId}-copy`} />}
      </dd>
    </div>
  );
}
