import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '@leverline/contract';
import { accountFigures, isMarginCall } from '@leverline/domain';
import { useNumbers } from '../../ui/useNumbers';
import { usd2 } from '../../ui/usd';
import { wireLevel, wireMoney, wirePercent } from '../../ui/wire';
import { money6, moneyDirection, NO_VALUE } from './format';

type CellKey =
  | 'orders.balance'
  | 'orders.net_value'
  | 'orders.margin'
  | 'orders.free_margin'
  | 'orders.margin_level'
  | 'orders.risk_rate';

/**
 * The account summary above the order lists (§2 Orders): floating profit, then balance and net
 * value (2 places, like every balance), margin and free margin (6 places, §9), margin level and
 * risk rate, in the reader's number style. Live through useAccountSummary.
 */
export function AccountSummaryCard({ summary }: { summary: AccountSummary | null }) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const floating = summary?.profits_total ?? null;
  const cells: { labelKey: CellKey; value: string; testId: string }[] = [
    {
      labelKey: 'orders.balance',
      value: summary ? numbers.decimal(usd2(summary.balance)) : NO_VALUE,
      testId: 'summary-balance',
    },
    {
      labelKey: 'orders.net_value',
      value: summary ? numbers.decimal(usd2(summary.net_value)) : NO_VALUE,
      testId: 'summary-net-value',
    },
    {
      labelKey: 'orders.margin',
      value: summary ? numbers.decimal(money6(summary.current_margin)) : NO_VALUE,
      testId: 'summary-margin',
    },
    {
      labelKey: 'orders.free_margin',
      value: summary ? numbers.decimal(money6(summary.available_prepayment)) : NO_VALUE,
      testId: 'summary-free-margin',
    },
    {
      labelKey: 'orders.margin_level',
      value: summary ? numbers.percent(wirePercent(summary.prepayment_ratio)) : NO_VALUE,
      testId: 'summary-margin-level',
    },
    {
      labelKey: 'orders.risk_rate',
      value: summary ? numbers.percent(wirePercent(summary.risk_rate)) : NO_VALUE,
      testId: 'summary-risk-rate',
    },
  ];
  // The margin-call warning, by the domain's one definition of the margin level.
  const called =
    summary !== null &&
    isMarginCall(
      accountFigures(
        wireMoney(summary.balance),
        wireMoney(summary.profits_total),
        wireMoney(summary.current_margin),
      ),
      wireLevel(summary.margin_call_level),
    );
  return (
    <section className="summary-card" aria-label={t('orders.summary')}>
      {called && (
        <p className="summary-margin-call" role="alert" data-testid="summary-margin-call">
          {t('orders.margin_call', {
            level: wireLevel(summary.margin_call_level),
            stop: wireLevel(summary.stop_out_level),
          })}
        </p>
      )}
      <div className="summary-floating">
        <span className="summary-label">{t('orders.floating')}</span>
        <span
          className={`summary-floating-value is-${floating === null ? 'flat' : moneyDirection(floating)}`}
          dir="ltr"
          data-testid="summary-floating"
        >
          {floating === null ? NO_VALUE : numbers.signedDecimal(money6(floating))}
        </span>
      </div>
      <dl className="summary-grid">
        {cells.map(({ labelKey, value, testId }) => (
          <div key={testId}>
            <dt className="summary-label">{t(labelKey)}</dt>
            <dd dir="ltr" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
