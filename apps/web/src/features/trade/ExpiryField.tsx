import { useTranslation } from 'react-i18next';
import type { Expiry } from '@leverline/domain';

interface ExpiryFieldProps {
  expiry: Expiry;
  onExpiry: (expiry: Expiry) => void;
  /** The chosen moment as the date-and-time box holds it (local time). */
  expireAt: string;
  onExpireAt: (text: string) => void;
}

const CHOICES: readonly {
  value: Expiry;
  labelKey: 'order.expiry_gtc' | 'order.expiry_day' | 'order.expiry_date';
}[] = [
  { value: 'gtc', labelKey: 'order.expiry_gtc' },
  { value: 'day', labelKey: 'order.expiry_day' },
  { value: 'date', labelKey: 'order.expiry_date' },
];

/** How long a pending order waits: good till cancelled, to the end of the (UTC) day, or a chosen moment. */
export function ExpiryField({ expiry, onExpiry, expireAt, onExpireAt }: ExpiryFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="order-field">
      <div className="order-row is-stacked">
        <span className="order-label">{t('order.expiry')}</span>
        <span className="order-expiries" role="radiogroup" aria-label={t('order.expiry')}>
          {CHOICES.map(({ value, labelKey }) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={expiry === value}
              className={expiry === value ? 'order-expiry is-active' : 'order-expiry'}
              onClick={() => onExpiry(value)}
              data-testid={`expiry-${value}`}
            >
              {t(labelKey)}
            </button>
          ))}
        </span>
      </div>
      {expiry === 'date' && (
        <label className="order-row">
          <span className="order-label">{t('order.expire_at')}</span>
          <input
            type="datetime-local"
            className="order-input order-datetime"
            dir="ltr"
            value={expireAt}
            onChange={(event) => onExpireAt(event.target.value)}
            data-testid="expire-at"
          />
        </label>
      )}
    </div>
  );
}
