import { useTranslation } from 'react-i18next';
import { KIND_KEYS } from '../orders/orderKind';
import type { PlacedOrder } from './useOrderTicket';

/**
 * The confirmation of the last order sent, naming what it became: its number, the lots and the
 * price it filled at (or waits for, as a buy limit, sell stop…).
 */
export function PlacedNotice({ placed, code }: { placed: PlacedOrder; code: string }) {
  const { t } = useTranslation();
  const text =
    placed.kind === 'market'
      ? t('order.filled', {
          id: placed.id,
          side: placed.side === 'buy' ? t('order.buy') : t('order.sell'),
          lots: placed.lots,
          code,
          price: placed.price,
        })
      : t('order.placed', {
          id: placed.id,
          kind: t(KIND_KEYS[placed.kind]),
          lots: placed.lots,
          code,
          price: placed.price,
        });
  return (
    <p className="order-placed" role="status" data-testid="order-placed">
      {text}
    </p>
  );
}
