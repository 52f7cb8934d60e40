import { useTranslation } from 'react-i18next';
import { useInstruments } from '../quotes/instruments';
import { HISTORY_PERIODS, isBackwards, type HistoryFilter, type HistoryPeriod } from './historyFilter';

const PERIOD_KEYS = {
  all: 'orders.period_all',
  today: 'orders.period_today',
  week: 'orders.period_week',
  month: 'orders.period_month',
  custom: 'orders.period_custom',
} as const satisfies Record<HistoryPeriod, string>;

interface HistoryFilterBarProps {
  filter: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
}

/** The history's period chips, the custom range's two days, and the instrument to show. */
export function HistoryFilterBar({ filter, onChange }: HistoryFilterBarProps) {
  const { t } = useTranslation();
  const { list } = useInstruments();
  const backwards = isBackwards(filter);
  return (
    <section className="history-filter" aria-label={t('orders.filter')}>
      <div className="history-periods" role="radiogroup" aria-label={t('orders.period')}>
        {HISTORY_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            role="radio"
            aria-checked={filter.period === period}
            className={filter.period === period ? 'history-period is-active' : 'history-period'}
            onClick={() => onChange({ ...filter, period })}
            data-testid={`history-period-${period}`}
          >
            {t(PERIOD_KEYS[period])}
          </button>
        ))}
      </div>
      {filter.period === 'custom' && (
        <div className="history-range">
          <label>
            <span>{t('orders.range_from')}</span>
            <input
              type="date"
              value={filter.from}
              max={filter.to || undefined}
              onChange={(event) => onChange({ ...filter, from: event.target.value })}
              data-testid="history-from"
            />
          </label>
          <label>
            <span>{t('orders.range_to')}</span>
            <input
              type="date"
              value={filter.to}
              min={filter.from || undefined}
              onChange={(event) => onChange({ ...filter, to: event.target.value })}
              data-testid="history-to"
            />
          </label>
          {backwards && (
            <p className="history-range-error" role="alert" data-testid="history-range-error">
              {t('orders.range_backwards')}
            </p>
          )}
        </div>
      )}
      <label className="history-instrument">
        <span>{t('orders.instrument')}</span>
        <select
          value={filter.instrumentId ?? ''}
          onChange={(event) => onChange({ ...filter, instrumentId: event.target.value === '' ? null : Number(event.target.value) })}
          data-testid="history-instrument"
        >
          <option value="">{t('orders.all_instruments')}</option>
          {(list ?? []).map((instrument) => (
            <option key={instrument.Id} value={instrument.Id}>
              {instrument.ShowCode || instrument.Code}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
