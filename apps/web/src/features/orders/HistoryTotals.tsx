import { useTranslation } from 'react-i18next';
import { useNumbers } from '../../ui/useNumbers';
import { money6, moneyDirection, NO_VALUE } from './format';
import type { OrderSums } from './useOrders';

/**
 * The period's totals above the history: realised profit, fees, swaps and the number of orders,
 * over every order the filter holds (the server sums them, not only the loaded pages).
 */
export function HistoryTotals({ sums }: { sums: OrderSums | null }) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const amount = (usd: number | undefined) =>
    usd === undefined ? NO_VALUE : numbers.signedDecimal(money6(usd));
  const cells = [
    {
      key: 'profit',
      label: t('orders.total_profit'),
      value: amount(sums?.profit),
      direction: sums ? moneyDirection(sums.profit) : 'flat',
    },
    {
      key: 'fees',
      label: t('orders.total_fees'),
      value: amount(sums === null ? undefined : -sums.fees),
      direction: 'flat',
    },
    { key: 'swaps', label: t('orders.total_swaps'), value: amount(sums?.swaps), direction: 'flat' },
    {
      key: 'count',
      label: t('orders.total_count'),
      value: sums ? numbers.decimal(String(sums.count)) : NO_VALUE,
      direction: 'flat',
    },
  ] as const;
  return (
    <section aria-label={t('orders.totals')}>
      <dl className="history-totals" data-testid="history-totals">
        {cells.map((cell) => (
          <div key={cell.key}>
            <dt className="summary-label">{cell.label}</dt>
            <dd dir="ltr" className={`is-${cell.direction}`} data-testid={`history-total-${cell.key}`}>
              {cell.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
