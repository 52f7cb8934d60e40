/** The period bar (§2, §9): what each button reads and the kline period it asks for. */
import { DEFAULT_PERIOD, type Period } from '@leverline/contract';

export interface PeriodOption {
  period: Period;
  /** Translation key of the button label (1M, 5M, 15M, 30M, 1H, 1D in English). */
  labelKey: `period.${Period}`;
}

export const PERIOD_OPTIONS: readonly PeriodOption[] = [
  { period: '1min', labelKey: 'period.1min' },
  { period: '5min', labelKey: 'period.5min' },
  { period: '15min', labelKey: 'period.15min' },
  { period: '30min', labelKey: 'period.30min' },
  { period: '60min', labelKey: 'period.60min' },
  { period: '1day', labelKey: 'period.1day' },
];

export { DEFAULT_PERIOD };
