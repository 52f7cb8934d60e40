/**
 * The order form's state and rules (§4, §5): side, market or pending, lots, leverage, optional
 * take-profit and stop-loss; the live estimate; and submitting. The form is keyed by instrument,
 * so a new instrument starts from its own defaults (minimum lots, first leverage).
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes, ORDER_TYPE, type Instrument } from '@leverline/contract';
import {
  closePrice,
  fillPrice,
  FIXED_MARGIN_MODE,
  orderProblem,
  type OrderProblem,
  type Side,
} from '@leverline/domain';
import { call } from '../../api/client';
import { showToast } from '../../app/start';
import { loginPath } from '../identity/redirect';
import { refreshUser } from '../identity/refreshUser';
import { useBasicInfo } from '../identity/useBasicInfo';
import { useSession } from '../identity/useSession';
import { useAccountSummary } from '../orders/useAccountSummary';
import { formatPrice } from '../quotes/format';
import { quoteOf } from '../quotes/quoteStore';
import { useQuote } from '../quotes/useQuote';
import { decimalOf, decimalsOf, typedDecimal } from '../../ui/decimalInput';
import { estimateOrder, usdRateOf, type Estimate } from './orderEstimate';
import { canStepDown, canStepUp, stepLots, type LotRule } from './lots';

export type OrderKind = 'market' | 'pending';

/** Why the order cannot be sent as it stands: a domain rule, or a box that holds no number. */
export type TicketProblem = OrderProblem | 'lots_invalid' | 'price_invalid';

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
  const rule: LotRule = { min: instrument.ForexMinCont, step: instrument.Pip, max: instrument.MaxLots };

  const [side, setSide] = useState<Side>('buy');
  const [kind, setKindState] = useState<OrderKind>('market');
  const [targetPrice, setTargetPrice] = useState('');
  const [lots, setLots] = useState(instrument.ForexMinCont);
  const [chosenLeverage, setLeverage] = useState<number | undefined>(undefined);
  const [takeProfit, setTakeProfit] = useState<string | null>(null);
  const [stopLoss, setStopLoss] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // §5: the first option until another is chosen.
  const leverage = isFixedMargin ? undefined : (chosenLeverage ?? leverageOptions[0]);
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

  /** The first reason not to send, checked by the same rule the server applies. */
  const problem = (): TicketProblem | null => {
    if (lotsValue === null) return 'lots_invalid';
    if (openPrice === null) return 'price_invalid';
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
    }
  };

  const submit = async () => {
    if (!token) {
      await navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    const found = problem();
    if (found) {
      showToast(problemText(found));
      return;
    }
    const stop = stopLoss === null ? null : decimalOf(stopLoss);
    const profit = takeProfit === null ? null : decimalOf(takeProfit);
    setSubmitting(true);
    try {
      // The server's "Your order has been confirmed" is the success toast.
      await call(
        routes.submitOrder,
        {
          type: side === 'buy' ? ORDER_TYPE.buy : ORDER_TYPE.sell,
          forex_id: instrument.Id,
          cont: lotsValue ?? '',
          status: kind === 'market' ? 1 : 0,
          target_price: kind === 'pending' ? (openPrice ?? undefined) : undefined,
          stop_loss_price: stop ?? undefined,
          target_profit_price: profit ?? undefined,
          multiple: leverage,
        },
        { loading: true, toastSuccess: true },
      );
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
    canStepDown: canStepDown(lots, rule),
    canStepUp: canStepUp(lots, rule),
    leverageOptions,
    leverage,
    setLeverage,
    isFixedMargin,
    isLeverageMissing,
    takeProfit,
    stopLoss,
    // §4: switched on, they start at the current price.
    toggleTakeProfit: (on) => setTakeProfit(on ? bid : null),
    toggleStopLoss: (on) => setStopLoss(on ? bid : null),
    typeTakeProfit: typed(setTakeProfit, precision),
    typeStopLoss: typed(setStopLoss, precision),
    bid,
    ask,
    isMarketOpen: quote.isMarketOpen,
    isLoggedIn: token !== null,
    estimate,
    submitting,
    submit,
  };
}
