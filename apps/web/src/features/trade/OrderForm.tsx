import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@leverline/contract';
import { useNumbers } from '../../ui/useNumbers';
import { EstimatePanel } from './EstimatePanel';
import { LotsStepper } from './LotsStepper';
import { StopPriceField } from './StopPriceField';
import { useOrderTicket, type OrderKind } from './useOrderTicket';
import { ExpiryField } from './ExpiryField';
import { PlacedNotice } from './PlacedNotice';

interface OrderFormProps {
  instrument: Instrument;
  /** Every listed instrument: their prices convert a non-USD quote currency to USD. */
  instruments: readonly Instrument[];
}

const KINDS: readonly { kind: OrderKind; labelKey: 'order.market' | 'order.pending' }[] = [
  { kind: 'market', labelKey: 'order.market' },
  { kind: 'pending', labelKey: 'order.pending' },
];

/**
 * The order form under the chart (§2 Trade, §4, §5): buy (long) or sell (short) with the spread
 * between them, market or pending at a target price with its expiry, lots (with quick sizes),
 * leverage, optional take-profit, stop-loss or trailing stop (each saying whether its level is
 * valid for the side), the live estimate, and the button that sends it, which stays on screen as
 * the form scrolls. The account's margin-call warning shows here as on the orders page. Closed
 * market or no leverage configured: nothing can be sent.
 */
export function OrderForm({ instrument, instruments }: OrderFormProps) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const ticket = useOrderTicket(instrument, instruments);
  const isBuy = ticket.side === 'buy';
  const blocked = !ticket.isMarketOpen || ticket.isLeverageMissing;

  return (
    <section className="order-form" aria-label={t('order.title')} data-testid="order-form">
      {ticket.marginCall && (
        <p className="order-margin-call" role="alert" data-testid="trade-margin-call">
          {t('orders.margin_call', ticket.marginCall)}
        </p>
      )}
      <div className="order-sides" role="radiogroup" aria-label={t('order.side')}>
        <button
          type="button"
          role="radio"
          aria-checked={isBuy}
          className={isBuy ? 'order-side is-buy is-active' : 'order-side is-buy'}
          onClick={() => ticket.setSide('buy')}
          data-testid="side-buy"
        >
          <span className="order-side-name">
            {t('order.buy')} · {t('order.long')}
          </span>
          <span className="order-side-price" dir="ltr">
            {numbers.price(ticket.ask)}
          </span>
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={!isBuy}
          className={isBuy ? 'order-side is-sell' : 'order-side is-sell is-active'}
          onClick={() => ticket.setSide('sell')}
          data-testid="side-sell"
        >
          <span className="order-side-name">
            {t('order.sell')} · {t('order.short')}
          </span>
          <span className="order-side-price" dir="ltr">
            {numbers.price(ticket.bid)}
          </span>
        </button>
        <span className="order-spread" data-testid="order-spread">
          {t('order.spread')} <bdi dir="ltr">{numbers.price(ticket.spread)}</bdi>
        </span>
      </div>

      <div className="order-kinds" role="radiogroup" aria-label={t('order.kind')}>
        {KINDS.map(({ kind, labelKey }) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={ticket.kind === kind}
            className={ticket.kind === kind ? 'order-kind is-active' : 'order-kind'}
            onClick={() => ticket.setKind(kind)}
            data-testid={`order-kind-${kind}`}
          >
            {t(labelKey)}
          </button>
        ))}
      </div>

      {ticket.kind === 'pending' && (
        <label className="order-row">
          <span className="order-label">{t('order.target_price')}</span>
          <input
            className="order-input"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={ticket.targetPrice}
            onChange={(event) => ticket.typeTargetPrice(event.target.value)}
            data-testid="target-price"
          />
        </label>
      )}
      {ticket.kind === 'pending' && (
        <ExpiryField
          expiry={ticket.expiry}
          onExpiry={ticket.setExpiry}
          expireAt={ticket.expireAt}
          onExpireAt={ticket.setExpireAt}
        />
      )}

      <div className="order-row">
        <span className="order-label">{t('order.lots')}</span>
        <LotsStepper
          value={ticket.lots}
          onType={ticket.typeLots}
          onStep={ticket.stepLots}
          canStepDown={ticket.canStepDown}
          canStepUp={ticket.canStepUp}
        />
      </div>
      {ticket.quickLots.length > 1 && (
        <div className="order-quick-lots" role="group" aria-label={t('order.quick_lots')} dir="ltr">
          {ticket.quickLots.map((size) => (
            <button
              key={size}
              type="button"
              className={size === ticket.lots ? 'order-quick-lot is-active' : 'order-quick-lot'}
              aria-pressed={size === ticket.lots}
              onClick={() => ticket.setLots(size)}
              data-testid={`quick-lots-${size}`}
            >
              {size}
            </button>
          ))}
        </div>
      )}

      {ticket.isLeverageMissing && (
        <p className="order-blocked" role="alert" data-testid="no-leverage">
          {t('msg.leverage_not_configured')}
        </p>
      )}
      {!ticket.isFixedMargin && ticket.leverageOptions.length > 0 && (
        // More options than fit beside the label go on a line of their own, all in one row.
        <div className={ticket.leverageOptions.length > 4 ? 'order-row is-stacked' : 'order-row'}>
          <span className="order-label">{t('order.leverage')}</span>
          <span className="order-leverages" role="radiogroup" aria-label={t('order.leverage')} dir="ltr">
            {ticket.leverageOptions.map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={ticket.leverage === value}
                className={ticket.leverage === value ? 'order-leverage is-active' : 'order-leverage'}
                onClick={() => ticket.setLeverage(value)}
                data-testid={`leverage-${value}`}
              >
                {value}x
              </button>
            ))}
          </span>
        </div>
      )}

      <StopPriceField
        label={t('order.take_profit')}
        value={ticket.takeProfit}
        onToggle={ticket.toggleTakeProfit}
        onType={ticket.typeTakeProfit}
        testId="take-profit"
        check={ticket.takeProfitCheck}
      />
      <StopPriceField
        label={t('order.stop_loss')}
        value={ticket.stopLoss}
        onToggle={ticket.toggleStopLoss}
        onType={ticket.typeStopLoss}
        testId="stop-loss"
        check={ticket.stopLossCheck}
      />
      <StopPriceField
        label={t('order.trailing_stop')}
        value={ticket.trailingStop}
        onToggle={ticket.toggleTrailingStop}
        onType={ticket.typeTrailingStop}
        testId="trailing-stop"
        placeholder={t('order.trailing_distance')}
      />

      <EstimatePanel
        estimate={ticket.estimate}
        isLoggedIn={ticket.isLoggedIn}
        precision={instrument.PricePrecision}
      />

      {ticket.placed && <PlacedNotice placed={ticket.placed} code={instrument.ShowCode} />}

      <Button
        block
        size="large"
        color={isBuy ? 'success' : 'danger'}
        className="order-submit"
        disabled={blocked}
        loading={ticket.submitting}
        onClick={() => void ticket.submit()}
        data-testid="order-submit"
      >
        {isBuy
          ? t('order.submit_buy', { code: instrument.ShowCode })
          : t('order.submit_sell', { code: instrument.ShowCode })}
      </Button>
    </section>
  );
}
