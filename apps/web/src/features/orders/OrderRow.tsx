import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type Order } from '@leverline/contract';
import { isPendingKind } from '@leverline/domain';
import { formatUnixTime } from '../../ui/dateTime';
import { useNumbers } from '../../ui/useNumbers';
import { wireLots } from '../../ui/wire';
import { EndedBadge } from './EndedBadge';
import { money6, moneyDirection, priceOrNone } from './format';
import { isCancelled, isEnded, KIND_KEYS } from './orderKind';
import { PendingTrigger } from './PendingTrigger';
import { SideBadge } from './SideBadge';

interface OrderRowProps {
  order: Order;
  onOpen: (id: number) => void;
}

/**
 * One order of a list: instrument, side, lots, open (or target) and current (or close) price,
 * profit in the up or down colour to 6 places (§9) in the reader's number style, stop-loss and
 * take-profit (prices as quoted). A pending order shows its kind, the live price its trigger
 * watches, the distance still to go and its expiry; a cancelled or expired one says so, with no
 * close price, profit or fee (it never opened). Tapping opens it.
 */
export function OrderRow({ order, onOpen }: OrderRowProps) {
  const { t, i18n } = useTranslation();
  const numbers = useNumbers();
  const isPending = order.Status === ORDER_STATUS.pending;
  const isHistory = isEnded(order);
  const cancelled = isCancelled(order);
  const precision = order.ForexTradeLists.PricePrecision;
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
        {isPendingKind(order.Kind) && (isPending || cancelled) && (
          <span className="kind-badge" data-testid={`order-kind-${order.Id}`}>
            {t(KIND_KEYS[order.Kind])}
          </span>
        )}
        <EndedBadge order={order} />
        {!isPending && !cancelled && (
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
          <dd dir="ltr" data-testid={`order-lots-${order.Id}`}>
            {numbers.price(wireLots(order.Quantity))}
          </dd>
        </div>
        <div>
          <dt>{isPending || cancelled ? t('orders.target_price') : t('orders.open_price')}</dt>
          <dd dir="ltr">
            {numbers.price(isPending || cancelled ? priceOrNone(order.OriginPrice, precision) : priceOrNone(order.Price, precision))}
          </dd>
        </div>
        {isPending && <PendingTrigger order={order} testIdSuffix={`-${order.Id}`} />}
        {!isPending && !cancelled && (
          <div>
            <dt>{isHistory ? t('orders.close_price') : t('orders.current_price')}</dt>
            <dd dir="ltr" data-testid={`order-price-${order.Id}`}>
              {numbers.price(priceOrNone(order.UpdatePrice, precision))}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('orders.stop_loss')}</dt>
          <dd dir="ltr" data-testid={`order-sl-${order.Id}`}>
            {numbers.price(priceOrNone(order.TargetLossPrice, precision))}
          </dd>
        </div>
        <div>
          <dt>{t('orders.take_profit')}</dt>
          <dd dir="ltr">{numbers.price(priceOrNone(order.TargetProfitPrice, precision))}</dd>
        </div>
        <div>
          <dt>{isHistory ? t('orders.complete_time') : t('orders.order_time')}</dt>
          <dd dir="ltr">
            <bdi>{formatUnixTime(isHistory ? order.CompleteTime : order.CreateTime, i18n.language)}</bdi>
          </dd>
        </div>
      </dl>
    </div>
  );
}
