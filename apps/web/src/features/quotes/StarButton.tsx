import { StarFill, StarOutline } from 'antd-mobile-icons';

interface StarButtonProps {
  starred: boolean;
  /** What the button does, for screen readers ("Add EURUSD to favourites"). */
  label: string;
  onToggle: () => void;
  testId: string;
}

/** The favourite star beside a quote: filled when the instrument is in the watchlist. */
export function StarButton({ starred, label, onToggle, testId }: StarButtonProps) {
  return (
    <button
      type="button"
      className={starred ? 'icon-button star-button is-starred' : 'icon-button star-button'}
      aria-pressed={starred}
      aria-label={label}
      onClick={onToggle}
      data-testid={testId}
    >
      {starred ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
    </button>
  );
}
