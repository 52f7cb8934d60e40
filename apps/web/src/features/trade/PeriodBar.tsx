import { useTranslation } from 'react-i18next';
import type { Period } from '@leverline/contract';
import { PERIOD_OPTIONS } from './periods';

interface PeriodBarProps {
  value: Period;
  onChange: (period: Period) => void;
}

/** 1M 5M 15M 30M 1H 1D: the candle period of the chart. */
export function PeriodBar({ value, onChange }: PeriodBarProps) {
  const { t } = useTranslation();
  return (
    <div className="period-bar" role="radiogroup" aria-label={t('trade.periods')} dir="ltr">
      {PERIOD_OPTIONS.map(({ period, labelKey }) => (
        <button
          key={period}
          type="button"
          role="radio"
          aria-checked={period === value}
          className={period === value ? 'period-button is-active' : 'period-button'}
          onClick={() => onChange(period)}
          data-testid={`period-${period}`}
        >
          {t(labelKey)}
        </button>
      ))}
    </div>
  );
}
