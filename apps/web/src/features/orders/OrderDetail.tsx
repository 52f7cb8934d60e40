import { useState, type ReactNode } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, ORDER_STATUS, type CloseReason, type Order } from '@leverline/contract';
import { call } from '../../api/client';
import { formatUnixTime } from '../../ui/dateTime';
import { useNumbers } from '../../ui/useNumbers';
import { wireLots, wirePrice } from '../../ui/wire';
import { useInstruments } from '../quotes/instruments';
import { EndedBadge } from './EndedBadge';
import { money6, moneyDirection, priceOrNone } from './format';
import { isCancelled, isEnded, KIND_KEYS } from './orderKind';
import { PartialCloseForm } from './PartialCloseForm';
import { PendingTrigger } from './PendingTrigger';
import { SideBadge } from './SideBadge';
import { StopsForm } from './StopsForm';

interface OrderDetailProps {
  order: Order;
  /** The order changed (closed, cancelled, stops saved): reload what shows it. */
  onDone: () => void;
}

type ReasonKey =
  | 'orders.reason_user'
  | 'orders.reason_partial'
  | 'orders.reason_take_profit'
  | 'orders.reason_trailing_stop'
  | 'orders.reason_stop_loss'
  | 'orders.reason_stop_out'
  | 'orders.reason_cancel'
  | 'orders.reason_expired'
  | 'orders.reason_demo_reset';

const REASON_KEYS: Record<CloseReason, ReasonKey> = {
  user: 'orders.reason_user',
  partial: 'orders.reason_partial',
  take_profit: 'orders.reason_take_profit',
  stop_loss: 'orders.reason_stop_loss',
  trailing_stop: 'orders.reason_trailing_stop',
  stop_out: 'orders.reason_stop_out',
  cancel: 'orders.reason_cancel',
  expired: 'orders.reason_expired',
  demo_reset: 'orders.reason_demo_reset',
};

type Panel = 'none' | 'stops' | 'part';

/**
 * Everything about one order, and what can be done with it (§4): close a holding position, or
 * part of it, cancel a pending order (each after confirmation), set or clear take-profit, stop-loss
 * and trailing stop of either, move the stop-loss to break-even in one tap. A filled order shows
 * its receipt (price asked for, price filled, slippage, the quote's time); a pending one its kind,
 * live distance to the trigger and expiry; a cancelled one no close price or fee, since it never
 * opened. The server's message is the toast; then the list reloads.
 */
export function OrderDetail({ order, onDone }: OrderDetailProps) {
  const { t, i18n } = useTranslation();
  const numbers = useNumbers();
  const [panel, setPanel] = useState<Panel>('none');
  const isHolding = order.Status === ORDER_STATUS.holding;
  const isPending = order.Status === ORDER_STATUS.pending;
  const isHistory = isEnded(order);
  const cancelled = isCancelled(order);
  const precision = order.ForexTradeLists.PricePrecision;
  const filled = !isPending && !cancelled;

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
  const breakEven = async () => {
    try {
      await call(routes.breakEven, { id: order.Id }, { loading: true, toastSuccess: true });
      onDone();
    } catch {
      // the API client has shown the server's message
    }
  };
  const cancel = () =>
    act(t('orders.cancel_confirm'), t('orders.cancel'), 'order-cancel-confirm', () =>
      call(routes.cancelOrder, { id: order.Id }, { loading: true, toastSuccess: true }),
    );

  const rows: [string, ReactNode, string?][] = [
    [t('orders.order_no'), order.Id, 'detail-id'],
    [t('orders.lots'), numbers.price(wireLots(order.Quantity)), 'detail-lots'],
    [t('orders.leverage'), `${order.Multiple}x`],
  ];
  if (order.Kind !== 'market') rows.push([t('orders.kind'), t(KIND_KEYS[order.Kind]), 'detail-kind']);
  if (isPending || cancelled) rows.push([t('orders.target_price'), numbers.price(priceOrNone(order.OriginPrice, precision))]);
  else rows.push([t('orders.open_price'), numbers.price(priceOrNone(order.Price, precision))]);
  if (filled) {
    rows.push([
      isHistory ? t('orders.close_price') : t('orders.current_price'),
      numbers.price(priceOrNone(order.UpdatePrice, precision)),
      'detail-price',
    ]);
  }
  rows.push(
    [t('orders.take_profit_full'), numbers.price(priceOrNone(order.TargetProfitPrice, precision))],
    [t('orders.stop_loss_full'), numbers.price(priceOrNone(order.TargetLossPrice, precision)), 'detail-stop-loss'],
  );
  if (order.TrailingStop > 0) rows.push([t('orders.trailing_stop'), numbers.price(priceOrNone(order.TrailingStop, precision)), 'detail-trailing']);
  rows.push([t('orders.margin'), `${numbers.decimal(money6(order.CautionMoney))} USD`]);
  if (!cancelled) rows.push([t('orders.fee'), `${numbers.decimal(money6(order.TradeFee))} USD`, 'detail-fee']);
  // bdi: a date reads in its language's own direction (Arabic dates carry direction marks)
  rows.push([t('orders.order_time'), <bdi>{formatUnixTime(order.CreateTime, i18n.language)}</bdi>]);
  if (!isPending && !cancelled) rows.push([t('orders.swap'), `${numbers.signedDecimal(money6(order.Swap))} USD`, 'detail-swap']);
  if (isHistory) {
    rows.push([t('orders.complete_time'), <bdi>{formatUnixTime(order.CompleteTime, i18n.language)}</bdi>]);
    if (order.CloseReason) rows.push([t('orders.reason'), t(REASON_KEYS[order.CloseReason]), 'detail-reason']);
  }
  // The fill's receipt: what was asked for against what the market gave, and when.
  const receipt: [string, ReactNode, string][] = filled
    ? [
        [t('orders.requested_price'), numbers.price(priceOrNone(order.OriginPrice, precision)), 'receipt-requested'],
        [t('orders.filled_price'), numbers.price(priceOrNone(order.Price, precision)), 'receipt-filled'],
        [t('orders.slippage'), slippageText(order.Slippage, precision), 'receipt-slippage'],
        [
          t('orders.quote_time'),
          <bdi>{order.QuoteTime > 0 ? formatUnixTime(Math.floor(order.QuoteTime / 1000), i18n.language) : '--'}</bdi>,
          'receipt-quote-time',
        ],
      ]
    : [];

  return (
    <div className="order-detail" data-testid="order-detail">
      <header className="order-detail-head">
        <span className="order-card-code" dir="ltr">
          {order.ForexTradeLists.ShowCode}
        </span>
        <SideBadge orderType={order.OrderType} />
        <EndedBadge order={order} />
        <span className="order-detail-title">{t('orders.detail')}</span>
      </header>
      {filled && (
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
        {isPending && <PendingTrigger order={order} testIdSuffix="" />}
      </dl>
      {receipt.length > 0 && (
        <>
          <h3 className="order-detail-section">{t('orders.receipt')}</h3>
          <dl className="order-detail-fields" data-testid="order-receipt">
            {receipt.map(([label, value, testId]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd dir="ltr" data-testid={testId}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {panel === 'stops' && <StopsForm order={order} onSaved={onDone} />}
      {panel === 'part' && <PartialCloseSection order={order} onClosed={onDone} />}
      {!isHistory && (
        <div className="order-detail-actions">
          {panel !== 'stops' && (
            <Button block fill="outline" color="primary" onClick={() => setPanel('stops')} data-testid="order-set-stops">
              {t('orders.set_stops')}
            </Button>
          )}
          {isHolding && (
            <Button block fill="outline" color="primary" onClick={() => void breakEven()} data-testid="order-break-even">
              {t('orders.break_even')}
            </Button>
          )}
          {isHolding && panel !== 'part' && (
            <Button block fill="outline" color="danger" onClick={() => setPanel('part')} data-testid="order-close-part">
              {t('orders.close_part')}
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

/** The partial close with the position's instrument (its lot rule) from the instrument list. */
function PartialCloseSection({ order, onClosed }: { order: Order; onClosed: () => void }) {
  const { list } = useInstruments();
  const instrument = list?.find((i) => i.Id === order.ForexId);
  return <PartialCloseForm order={order} instrument={instrument} onClosed={onClosed} />;
}

/** Slippage in price, signed: + filled better than asked, − worse, at the instrument's precision. */
function slippageText(slippage: number, precision: number): string {
  const text = wirePrice(Math.abs(slippage), precision);
  if (slippage === 0) return text;
  return slippage > 0 ? `+${text}` : `−${text}`;
}
