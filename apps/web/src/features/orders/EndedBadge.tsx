import { useTranslation } from 'react-i18next';
import type { Order } from '@leverline/contract';
import { isCancelled } from './orderKind';

/**
 * How a history order ended when it never opened: "Cancelled", or "Expired" when its expiry passed.
 * Nothing for an order that was closed (its profit says the rest).
 */
export function EndedBadge({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (!isCancelled(order)) return null;
  const expired = order.CloseReason === 'expired';
  return (
    <span className="ended-badge" data-testid={`order-ended-${order.Id}`}>
      {expired ? t('orders.reason_expired') : t('orders.reason_cancel')}
    </span>
  );
}
