import { useState, type ReactNode } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, ORDER_STATUS, type CloseReason, type Order } from '@leverline/contract';
import { call } from '../../api/client';
import { formatDateTime } from '../../ui/dateTime';
import { useNumbers } from '../../ui/useNumbers';
import { money6, moneyDirection, NO_VALUE, optionalPrice } from './format';
import { SideBadge } from './SideBadge';
import { StopsForm } from './StopsForm';

interface OrderDetailProps {
  order: Order;
  /** The order changed (closed, cancelled, stops saved): reload what shows it. */
  onDone: () => void;
}

type ReasonKey =
  | 'orders.reason_user'
  | 'orders.reason_take_profit'
  | 'orders.reason_stop_loss'
  | 'orders.reason_stop_out'
  | 'orders.reason_cancel'
  | 'orders.reason_demo_reset';

const REASON_KEYS: Record<CloseReason, ReasonKey> = {
  user: 'orders.reason_user',
  take_profit: 'orders.reason_take_profit',
  stop_loss: 'orders.reason_stop_loss',
  stop_out: 'orders.reason_stop_out',
  cancel: 'orders.reason_cancel',
  demo_reset: 'orders.reason_demo_reset',
};

/**
 * Everything about one order, and what can be done with it (§4): close a holding position, cancel
 * a pending order (each after confirmation), set or clear take-profit and stop-loss of either.
 * The server's message is the toast; then the list reloads.
 */
export function OrderDetail({ order, onDone }: OrderDetailProps) {
  const { t, i18n } = useTranslation();
  const numbers = useNumbers();
  const [editingStops, setEditingStops] = useState(false);
  const isHolding = order.Status === ORDER_STATUS.holding;
  const isPending = order.Status === ORDER_STATUS.pending;
  const isHistory = order.Status === ORDER_STATUS.completed;

  const act = async (question: string, confirmLabel: string, testId: string, run: () => Promise<unknown>) => {
    const confirmed = await Dialog.confirm({
      content: question,
      confirmText: <span data-testid={testId}>{confirmLabel}</span>,
      cancelText: <span data-testid="order-action-keep">{t('orders.keep')}</span>,
    });
    if (!confirmed) return;
    try {
      await run();
      onDone();
    } catch {
      // the API client has shown the server's message
    }
  };
  const close = () =>
    act(t('orders.close_confirm'), t('orders.close'), 'order-close-confirm', () =>
      call(routes.closeOrder, { id: order.Id }, { loading: true, toastSuccess: true }),
    );
  const cancel = () =>
    act(t('orders.cancel_confirm'), t('orders.cancel'), 'order-cancel-confirm', () =>
      call(routes.cancelOrder, { id: order.Id }, { loading: true, toastSuccess: true }),
    );

  const rows: [string, ReactNode, string?][] = [
    [t('orders.order_no'), order.Id],
    [t('orders.lots'), order.Quantity],
    [t('orders.leverage'), `${order.Multiple}x`],
    isPending
      ? [t('orders.target_price'), order.OriginPrice]
      : [t('orders.open_price'), order.Price || NO_VALUE],
    [
      isHistory ? t('orders.close_price') : t('orders.current_price'),
      order.UpdatePrice || NO_VALUE,
      'detail-price',
    ],
    [t('orders.take_profit_full'), optionalPrice(order.TargetProfitPrice) ?? NO_VALUE],
    [t('orders.stop_loss_full'), optionalPrice(order.TargetLossPrice) ?? NO_VALUE],
    [t('orders.margin'), `${numbers.decimal(money6(order.CautionMoney))} USD`],
    [t('orders.fee'), `${numbers.decimal(money6(order.TradeFee))} USD`],
    // bdi: a date reads in its language's own direction (Arabic dates carry direction marks)
    [t('orders.order_time'), <bdi>{formatDateTime(order.CreateTimeHandler, i18n.language)}</bdi>],
  ];
  if (isHistory) {
    rows.push([
      t('orders.complete_time'),
      <bdi>{formatDateTime(order.CompleteTimeHandler, i18n.language)}</bdi>,
    ]);
    if (order.CloseReason) rows.push([t('orders.reason'), t(REASON_KEYS[order.CloseReason])]);
  }

  return (
    <div className="order-detail" data-testid="order-detail">
      <header className="order-detail-head">
        <span className="order-card-code" dir="ltr">
          {order.ForexTradeLists.ShowCode}
        </span>
        <SideBadge orderType={order.OrderType} />
        <span className="order-detail-title">{t('orders.detail')}</span>
      </header>
      {!isPending && (
        <div className="order-detail-profit">
          <span>{t('orders.profit')}</span>
          <span
            className={`order-card-profit is-${moneyDirection(order.FactProfits)}`}
            dir="ltr"
            data-testid="detail-profit"
          >
            {numbers.signedDecimal(money6(order.FactProfits))}
          </span>
        </div>
      )}
      <dl className="order-detail-fields">
        {rows.map(([label, value, testId]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir="ltr" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {editingStops && <StopsForm order={order} onSaved={onDone} />}
      {!isHistory && (
        <div className="order-detail-actions">
          {!editingStops && (
            <Button
              block
              fill="outline"
              color="primary"
              onClick={() => setEditingStops(true)}
              data-testid="order-set-stops"
            >
              {t('orders.set_stops')}
            </Button>
          )}
          {isHolding && (
            <Button block color="danger" onClick={() => void close()} data-testid="order-close">
              {t('orders.close')}
            </Button>
          )}
          {isPending && (
            <Button
              block
              color="danger"
              fill="outline"
              onClick={() => void cancel()}
              data-testid="order-cancel"
            >
              {t('orders.cancel')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
