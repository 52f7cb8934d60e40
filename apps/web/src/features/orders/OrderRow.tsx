import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type Order } from '@leverline/contract';
import { formatDateTime } from '../../ui/dateTime';
import { useNumbers } from '../../ui/useNumbers';
import { money6, moneyDirection, NO_VALUE, optionalPrice } from './format';
import { SideBadge } from './SideBadge';

interface OrderRowProps {
  order: Order;
  onOpen: (id: number) => void;
}

/**
 * One order of a list: instrument, side, lots, open (or target) and current (or close) price,
 * profit in the up or down colour to 6 places (§9) in the reader's number style, stop-loss and
 * take-profit (prices as quoted). Tapping opens it.
 */
export function OrderRow({ order, onOpen }: OrderRowProps) {
  const { t, i18n } = useTranslation();
  const numbers = useNumbers();
  const isPending = order.Status === ORDER_STATUS.pending;
  const isHistory = order.Status === ORDER_STATUS.completed;
  const open = () => onOpen(order.Id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  return (
    <div
      role="button"
      tabIndex={0}
      className="order-card"
      onClick={open}
      onKeyDown={onKeyDown}
      data-testid={`order-${order.Id}`}
    >
      <div className="order-card-top">
        <span className="order-card-code" dir="ltr">
          {order.ForexTradeLists.ShowCode}
        </span>
        <SideBadge orderType={order.OrderType} />
        {!isPending && (
          <span
            className={`order-card-profit is-${moneyDirection(order.FactProfits)}`}
            dir="ltr"
            data-testid={`order-profit-${order.Id}`}
          >
            {numbers.signedDecimal(money6(order.FactProfits))}
          </span>
        )}
      </div>
      <dl className="order-card-fields">
        <div>
          <dt>{t('orders.lots')}</dt>
          <dd dir="ltr">{order.Quantity}</dd>
        </div>
        <div>
          <dt>{isPending ? t('orders.target_price') : t('orders.open_price')}</dt>
          <dd dir="ltr">{isPending ? order.OriginPrice : order.Price || NO_VALUE}</dd>
        </div>
        <div>
          <dt>{isHistory ? t('orders.close_price') : t('orders.current_price')}</dt>
          <dd dir="ltr" data-testid={`order-price-${order.Id}`}>
            {order.UpdatePrice || NO_VALUE}
          </dd>
        </div>
        <div>
          <dt>{t('orders.stop_loss')}</dt>
          <dd dir="ltr">{optionalPrice(order.TargetLossPrice) ?? NO_VALUE}</dd>
        </div>
        <div>
          <dt>{t('orders.take_profit')}</dt>
          <dd dir="ltr">{optionalPrice(order.TargetProfitPrice) ?? NO_VALUE}</dd>
        </div>
        <div>
          <dt>{isHistory ? t('orders.complete_time') : t('orders.order_time')}</dt>
          <dd dir="ltr">
            <bdi>
              {formatDateTime(isHistory ? order.CompleteTimeHandler : order.CreateTimeHandler, i18n.language)}
            </bdi>
          </dd>
        </div>
      </dl>
    </div>
  );
}
