import { useTranslation } from 'react-i18next';
import { ORDER_TYPE, type Order } from '@leverline/contract';

/** Buy (green) or sell (red) of an order. */
export function SideBadge({ orderType }: { orderType: Order['OrderType'] }) {
  const { t } = useTranslation();
  const isBuy = orderType === ORDER_TYPE.buy;
  return (
    <span className={isBuy ? 'side-badge is-buy' : 'side-badge is-sell'}>
      {isBuy ? t('order.buy') : t('order.sell')}
    </span>
  );
}
