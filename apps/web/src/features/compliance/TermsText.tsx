import type { Terms } from '@leverline/contract';

/** The broker's text as written: paragraphs by line, never HTML. */
export function TermsText({ terms }: { terms: Terms }) {
  return (
    <div className="terms-text" data-testid="terms-text">
      <h2 className="terms-heading">{terms.title}</h2>
      {terms.text.split(/\n+/).map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}
