/**
 * The order form's state and rules (§4, §5): side, market or pending (with its expiry), lots,
 * leverage, optional take-profit, stop-loss or trailing stop; the live estimate; and submitting.
 * The form is keyed by instrument: each starts from the lots and leverage last used on it (this
 * browser remembers them), else from its defaults (minimum lots, first leverage).
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes, ORDER_TYPE, type Instrument, type Order } from '@leverline/contract';
import {
  accountFigures,
  closePrice,
  decimal,
  fillPrice,
  FIXED_MARGIN_MODE,
  isDecimalText,
  isMarginCall,
  orderProblem,
  stopsProblem,
  type Expiry,
  type OrderProblem,
  type Side,
} from '@leverline/domain';
import { call } from '../../api/client';
import { onPickedPrice } from './chart/chartPick';
import { showToast } from '../../app/start';
import { loginPath } from '../identity/redirect';
import { refreshUser } from '../identity/refreshUser';
import { useBasicInfo } from '../identity/useBasicInfo';
import { useSession } from '../identity/useSession';
import { useAccountSummary } from '../orders/useAccountSummary';
import { formatPrice } from '../quotes/format';
import { quoteOf } from '../quotes/quoteStore';
import { spreadText } from '../quotes/spread';
import { useQuote } from '../quotes/useQuote';
import { decimalOf, decimalsOf, typedDecimal } from '../../ui/decimalInput';
import { wireLevel, wireLots, wireMoney, wirePrice } from '../../ui/wire';
import { estimateOrder, usdRateOf, type Estimate } from './orderEstimate';
import { canStepDown, canStepUp, stepLots, type LotRule } from './lots';
import { announceOrdersChanged } from './chart/ordersChanged';
import { quickLots } from './quickLots';
import { recall, remember } from './ticketMemory';

export type OrderKind = 'market' | 'pending';

/** Why the order cannot be sent as it stands: a domain rule, or a box that holds no number. */
export type TicketProblem = OrderProblem | 'lots_invalid' | 'price_invalid' | 'expiry_invalid' | 'trailing_invalid';

/** Whether a stop-loss or take-profit level lies on its side of the price, said before sending. */
export interface LevelCheck {
  isValid: boolean;
  /** The level must be below the price (a buy's stop-loss, a sell's take-profit) or above it. */
  below: boolean;
  /** The price it is judged against, as quoted. */
  price: string;
}

/** What the last order sent became: the fill (or the pending order) the confirmation names. */
export interface PlacedOrder {
  id: number;
  side: Side;
  kind: Order['Kind'];
  lots: string;
  price: string;
}

/** The date-and-time box's text (local time, to the minute) for a moment. */
export function localDateTimeText(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

export interface OrderTicket {
  side: Side;
  setSide: (side: Side) => void;
  kind: OrderKind;
  setKind: (kind: OrderKind) => void;
  targetPrice: string;
  typeTargetPrice: (text: string) => void;
  lots: string;
  typeLots: (text: string) => void;
  stepLots: (direction: 1 | -1) => void;
  canStepDown: boolean;
  canStepUp: boolean;
  leverageOptions: number[];
  leverage: number | undefined;
  setLeverage: (value: number) => void;
  /** MarginMode 1: a fixed margin per lot, no leverage to choose. */
  isFixedMargin: boolean;
  /** No leverage configured for a leveraged instrument: ordering is blocked (§4). */
  isLeverageMissing: boolean;
  /** Null while switched off. */
  takeProfit: string | null;
  stopLoss: string | null;
  toggleTakeProfit: (on: boolean) => void;
  toggleStopLoss: (on: boolean) => void;
  typeTakeProfit: (text: string) => void;
  typeStopLoss: (text: string) => void;
  /** Whether each level is valid for the side, null while off or not a number. */
  takeProfitCheck: LevelCheck | null;
  stopLossCheck: LevelCheck | null;
  /** A trailing stop's distance in price; null while off. It replaces a fixed stop-loss. */
  trailingStop: string | null;
  toggleTrailingStop: (on: boolean) => void;
  typeTrailingStop: (text: string) => void;
  /** How long a pending order waits, and the moment chosen for `date` (the box's local text). */
  expiry: Expiry;
  setExpiry: (expiry: Expiry) => void;
  expireAt: string;
  setExpireAt: (text: string) => void;
  /** Lot sizes offered as one tap. */
  quickLots: string[];
  setLots: (lots: string) => void;
  /** Ask − bid as quoted. */
  spread: string;
  /** The account is at or below its margin-call level: the levels to warn with, else null. */
  marginCall: { level: string; stop: string } | null;
  /** The order the last submit placed, for the confirmation. */
  placed: PlacedOrder | null;
  /** Bid and ask as quoted, for the side buttons. */
  bid: string;
  ask: string;
  isMarketOpen: boolean;
  isLoggedIn: boolean;
  estimate: Estimate;
  submitting: boolean;
  /** Buy or sell pressed: a visitor goes to log in; otherwise the order is checked and sent. */
  submit: () => Promise<void>;
}

export function useOrderTicket(instrument: Instrument, instruments: readonly Instrument[]): OrderTicket {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const { info } = useBasicInfo();
  const account = useAccountSummary(token !== null);
  const quote = useQuote(instrument.Code) ?? quoteOf(instrument);
  const precision = instrument.PricePrecision;
  const bid = formatPrice(quote.close, precision);
  const ask = formatPrice(quote.ask, precision);

  const leverageOptions = instrument.HasForexMultiple.map((m) => m.Value);
  const isFixedMargin = instrument.MarginMode === FIXED_MARGIN_MODE;
  const rule: LotRule = {
    min: wireLots(instrument.ForexMinCont),
    step: wireLots(instrument.Pip),
    max: wireLots(instrument.MaxLots),
  };

  const [side, setSide] = useState<Side>('buy');
  const [kind, setKindState] = useState<OrderKind>('market');
  const [targetPrice, setTargetPrice] = useState('');
  // What this instrument was last traded with here, if it still fits its rules.
  const [memory] = useState(() => recall(instrument.Id));
  const [lots, setLotsState] = useState(memory.lots ?? rule.min);
  const [chosenLeverage, setLeverageState] = useState<number | undefined>(memory.leverage);
  const [takeProfit, setTakeProfit] = useState<string | null>(null);
  const [stopLoss, setStopLoss] = useState<string | null>(null);
  const [trailingStop, setTrailingStop] = useState<string | null>(null);
  const [expiry, setExpiry] = useState<Expiry>('gtc');
  // A day from now, to the hour, until the trader picks a moment.
  const [expireAt, setExpireAt] = useState(() => localDateTimeText(Math.ceil((Date.now() + 86_400_000) / 3_600_000) * 3_600_000));
  const [submitting, setSubmitting] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  // A price tapped on the chart starts a pending order at it.
  useEffect(
    () =>
      onPickedPrice((price) => {
        setKindState('pending');
        setTargetPrice(price.toFixed(precision));
      }),
    [precision],
  );

  const setLots = (next: string | ((current: string) => string)) =>
    setLotsState((current) => {
      const value = typeof next === 'function' ? next(current) : next;
      if (isDecimalText(value)) remember(instrument.Id, { lots: value });
      return value;
    });
  const setLeverage = (value: number) => {
    setLeverageState(value);
    remember(instrument.Id, { leverage: value });
  };

  // §5: the first option until another is chosen (or a remembered one no longer offered).
  const leverage = isFixedMargin
    ? undefined
    : chosenLeverage !== undefined && leverageOptions.includes(chosenLeverage)
      ? chosenLeverage
      : leverageOptions[0];
  const isLeverageMissing = !isFixedMargin && leverageOptions.length === 0;

  const typed = (set: (text: string) => void, decimals: number) => (text: string) => {
    const next = typedDecimal(text, decimals);
    if (next !== null) set(next);
  };

  const lotsValue = decimalOf(lots);
  const openPrice = kind === 'market' ? fillPrice(side, bid, ask).toFixed(precision) : decimalOf(targetPrice);
  // What the position would be worth closed at once; stops of a market order are judged against it.
  const closeNow = kind === 'market' ? closePrice(side, bid, ask).toFixed(precision) : null;
  const estimate = estimateOrder({
    instrument,
    side,
    lots: lotsValue,
    leverage,
    openPrice,
    closePrice: closeNow,
    usdRate: usdRateOf(instrument.QuoteCurrency, instruments),
    feeType: info?.trade_fee_type,
    summary: account.summary,
  });

  // Stops are judged as the server judges them: a market order's against its closing price (the
  // bid for a buy), a pending order's against its target.
  const reference = closeNow ?? openPrice;
  const levelCheck = (which: 'stopLoss' | 'takeProfit', text: string | null): LevelCheck | null => {
    const level = text === null ? null : decimalOf(text);
    if (level === null || reference === null || decimal(level).eq(0)) return null;
    const below = (which === 'stopLoss') === (side === 'buy');
    return { isValid: stopsProblem({ side, price: reference, [which]: level }) === null, below, price: reference };
  };
  const stopLossCheck = levelCheck('stopLoss', stopLoss);
  const takeProfitCheck = levelCheck('takeProfit', takeProfit);
  const trailingDistance = trailingStop === null ? null : decimalOf(trailingStop);
  const expireSeconds = expiry === 'date' ? Math.floor(new Date(expireAt).getTime() / 1000) : undefined;

  /** The first reason not to send, checked by the same rule the server applies. */
  const problem = (): TicketProblem | null => {
    if (lotsValue === null) return 'lots_invalid';
    if (openPrice === null) return 'price_invalid';
    if (trailingStop !== null && (trailingDistance === null || decimal(trailingDistance).lte(0) || (reference !== null && decimal(trailingDistance).gte(decimal(reference))))) {
      return 'trailing_invalid';
    }
    if (kind === 'pending' && expiry === 'date' && (expireSeconds === undefined || !Number.isFinite(expireSeconds) || expireSeconds * 1000 <= Date.now())) {
      return 'expiry_invalid';
    }
    const stop = stopLoss === null ? null : decimalOf(stopLoss);
    const profit = takeProfit === null ? null : decimalOf(takeProfit);
    // Switched on but emptied means none, as 0 does.
    return orderProblem({
      side,
      lots: lotsValue,
      minLots: rule.min,
      lotStep: rule.step,
      maxLots: rule.max,
      marginMode: instrument.MarginMode,
      leverage,
      leverageOptions,
      // As the server checks: a market order's stops against its closing price (the bid for a
      // buy), a pending order's against its target.
      price: closeNow ?? openPrice,
      stopLoss: stop ?? undefined,
      takeProfit: profit ?? undefined,
    });
  };

  const problemText = (p: TicketProblem): string => {
    switch (p) {
      case 'lots_invalid':
        return t('msg.lots_invalid');
      case 'lots_below_minimum':
        return t('msg.lots_below_minimum', { min: rule.min });
      case 'lots_not_a_step':
        return t('msg.lots_not_a_step', { step: rule.step });
      case 'lots_above_maximum':
        return t('msg.lots_above_maximum', { max: rule.max });
      case 'leverage_not_configured':
        return t('msg.leverage_not_configured');
      case 'leverage_not_offered':
        return t('msg.leverage_not_offered');
      case 'price_invalid':
      case 'negative_price':
        return t('msg.price_invalid');
      case 'stop_loss_wrong_side':
        return t('msg.stop_loss_wrong_side');
      case 'take_profit_wrong_side':
        return t('msg.take_profit_wrong_side');
      case 'expiry_invalid':
        return t('msg.expiry_invalid');
      case 'trailing_invalid':
        return t('msg.trailing_invalid');
    }
  };

  const submit = async () => {
    if (!token) {
      await navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    const found = problem();
    if (found) {
      // Both levels on the wrong side: both are named, not only the first.
      const both = stopLossCheck?.isValid === false && takeProfitCheck?.isValid === false;
      showToast(both ? `${t('msg.stop_loss_wrong_side')} ${t('msg.take_profit_wrong_side')}` : problemText(found));
      return;
    }
    const stop = stopLoss === null ? null : decimalOf(stopLoss);
    const profit = takeProfit === null ? null : decimalOf(takeProfit);
    setSubmitting(true);
    try {
      // The server's "Your order has been confirmed" is the success toast; the form then names the
      // order it became (number, lots, price).
      const order = await call(
        routes.submitOrder,
        {
          type: side === 'buy' ? ORDER_TYPE.buy : ORDER_TYPE.sell,
          forex_id: instrument.Id,
          cont: lotsValue ?? '',
          status: kind === 'market' ? 1 : 0,
          target_price: kind === 'pending' ? (openPrice ?? undefined) : undefined,
          stop_loss_price: trailingDistance !== null ? undefined : (stop ?? undefined),
          target_profit_price: profit ?? undefined,
          trailing_stop: trailingDistance ?? undefined,
          expiry: kind === 'pending' ? expiry : undefined,
          expire_time: kind === 'pending' && expiry === 'date' ? expireSeconds : undefined,
          multiple: leverage,
        },
        { loading: true, toastSuccess: true },
      );
      const filled = order.Status === 1;
      setPlaced({
        id: order.Id,
        side: order.OrderType === ORDER_TYPE.buy ? 'buy' : 'sell',
        kind: order.Kind,
        lots: wireLots(order.Quantity),
        price: wirePrice(filled ? order.Price : order.OriginPrice, precision),
      });
      announceOrdersChanged();
      void account.refresh();
      void refreshUser({ silent: true }).catch(() => undefined);
    } catch {
      // the API client has shown the server's message
    } finally {
      setSubmitting(false);
    }
  };

  return {
    side,
    setSide,
    kind,
    setKind: (next) => {
      setKindState(next);
      // A pending order starts from the current price, to be moved to the target.
      if (next === 'pending' && targetPrice === '') setTargetPrice(bid);
    },
    targetPrice,
    typeTargetPrice: typed(setTargetPrice, precision),
    lots,
    typeLots: typed(setLots, decimalsOf(rule.step)),
    stepLots: (direction) => setLots((current) => stepLots(current, rule, direction)),
    setLots,
    canStepDown: canStepDown(lots, rule),
    canStepUp: canStepUp(lots, rule),
    leverageOptions,
    leverage,
    setLeverage,
    isFixedMargin,
    isLeverageMissing,
    takeProfit,
    stopLoss,
    // §4: switched on, they start at the current price (the one they are judged against).
    toggleTakeProfit: (on) => setTakeProfit(on ? (reference ?? bid) : null),
    toggleStopLoss: (on) => {
      setStopLoss(on ? (reference ?? bid) : null);
      if (on) setTrailingStop(null);
    },
    typeTakeProfit: typed(setTakeProfit, precision),
    typeStopLoss: typed(setStopLoss, precision),
    takeProfitCheck,
    stopLossCheck,
    trailingStop,
    // A trailing stop is a stop-loss that follows the price: one or the other.
    toggleTrailingStop: (on) => {
      setTrailingStop(on ? '' : null);
      if (on) setStopLoss(null);
    },
    typeTrailingStop: typed((text) => setTrailingStop(text), precision),
    expiry,
    setExpiry,
    expireAt,
    setExpireAt,
    quickLots: quickLots(rule),
    spread: spreadText(quote.ask, quote.close, precision),
    marginCall: marginCallOf(account.summary),
    placed,
    bid,
    ask,
    isMarketOpen: quote.isMarketOpen,
    isLoggedIn: token !== null,
    estimate,
    submitting,
    submit,
  };
}

/** The margin-call warning's levels when the account is at or below its margin-call level (domain rule). */
function marginCallOf(summary: ReturnType<typeof useAccountSummary>['summary']): { level: string; stop: string } | null {
  if (!summary) return null;
  const figures = accountFigures(wireMoney(summary.balance), wireMoney(summary.profits_total), wireMoney(summary.current_margin));
  if (!isMarginCall(figures, wireLevel(summary.margin_call_level))) return null;
  return { level: wireLevel(summary.margin_call_level), stop: wireLevel(summary.stop_out_level) };
}
