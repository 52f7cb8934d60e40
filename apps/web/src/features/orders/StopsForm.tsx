import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, ORDER_STATUS, type Order } from '@leverline/contract';
import { call } from '../../api/client';
import { decimalOf, typedDecimal } from '../../ui/decimalInput';
import { optionalPrice } from './format';

interface StopsFormProps {
  order: Order;
  /** Saved: the server's message has been shown. */
  onSaved: () => void;
}

/**
 * Take-profit, stop-loss and trailing stop of an open order; an empty box or 0 removes that price
 * (§4). A trailing stop is a distance: while one is set the stop-loss follows the price on the
 * server, so the fixed stop-loss box is not sent (the server refuses both at once). Removing the
 * distance keeps the stop-loss where the trail left it, as the box shows.
 */
export function StopsForm({ order, onSaved }: StopsFormProps) {
  const { t } = useTranslation();
  const precision = order.ForexTradeLists.PricePrecision;
  const [takeProfit, setTakeProfit] = useState(optionalPrice(order.TargetProfitPrice, precision) ?? '');
  const [stopLoss, setStopLoss] = useState(optionalPrice(order.TargetLossPrice, precision) ?? '');
  const [trailing, setTrailing] = useState(optionalPrice(order.TrailingStop, precision) ?? '');
  const [saving, setSaving] = useState(false);
  const trailingDistance = decimalOf(trailing);
  const isTrailing = trailingDistance !== null && Number(trailingDistance) > 0;
  // A pending order's trail starts when it fills; its stop-loss box stays as it is meanwhile.
  const canTrail = order.Status === ORDER_STATUS.holding || order.Status === ORDER_STATUS.pending;

  const typed = (set: (text: string) => void) => (text: string) => {
    const next = typedDecimal(text, precision);
    if (next !== null) set(next);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await call(
        routes.setStopPrice,
        {
          id: order.Id,
          target_profit_price: decimalOf(takeProfit) ?? '0',
          stop_loss_price: isTrailing ? '0' : (decimalOf(stopLoss) ?? '0'),
          trailing_stop: isTrailing ? (trailingDistance ?? undefined) : '0',
        },
        { loading: true, toastSuccess: true },
      );
      onSaved();
    } catch {
      // the API client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stops-form" onSubmit={(event) => void save(event)} noValidate>
      <label className="stops-field">
        <span>{t('orders.take_profit_full')}</span>
        <input
          className="stops-input"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={takeProfit}
          onChange={(event) => typed(setTakeProfit)(event.target.value)}
          data-testid="stops-take-profit"
        />
      </label>
      <label className="stops-field">
        <span>{t('orders.stop_loss_full')}</span>
        <input
          className="stops-input"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={stopLoss}
          disabled={isTrailing}
          onChange={(event) => typed(setStopLoss)(event.target.value)}
          data-testid="stops-stop-loss"
        />
      </label>
      {canTrail && (
        <label className="stops-field">
          <span>{t('orders.trailing_stop')}</span>
          <input
            className="stops-input"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={trailing}
            onChange={(event) => typed(setTrailing)(event.target.value)}
            data-testid="stops-trailing"
          />
        </label>
      )}
      <p className="stops-hint">{isTrailing ? t('orders.trailing_hint') : t('orders.stops_hint')}</p>
      <Button block type="submit" color="primary" loading={saving} data-testid="stops-save">
        {t('orders.save')}
      </Button>
    </form>
  );
}
