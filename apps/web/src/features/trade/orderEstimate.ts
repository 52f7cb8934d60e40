/**
 * What an order would cost and leave, before it is sent: margin and fee by the same domain
 * functions the server charges with (§9), then the free margin left and the price at which the
 * account would be stopped out if this instrument alone moved. Only an estimate: the server
 * decides at the fill price of the moment.
 */
import type { AccountSummary, Instrument } from '@leverline/contract';
import {
  addMoney,
  decimal,
  feeUsd,
  FIXED_MARGIN_MODE,
  marginUsd,
  profitUsd,
  quoteToUsd,
  stopOutPrice,
  type Decimal,
  type Side,
} from '@leverline/domain';
import { formatPrice } from '../quotes/format';
import { quoteOf, quoteStore } from '../quotes/quoteStore';

export interface EstimateInput {
  instrument: Instrument;
  side: Side;
  /** Lots as decimal text; null while the box holds no number. */
  lots: string | null;
  /** Null for a fixed-margin instrument or when none can be chosen. */
  leverage: number | undefined;
  /** The price the order opens at: the fill price now, or a pending order's target. */
  openPrice: string | null;
  /** The price the new position would close at right away (market orders), for the spread. */
  closePrice: string | null;
  /** USD per unit of the quote currency; undefined when no price converts it. */
  usdRate: Decimal | undefined;
  /** Base setting trade_fee_type; undefined until known. */
  feeType: number | undefined;
  /** The account now; null for a visitor or until it has loaded. */
  summary: AccountSummary | null;
}

export interface Estimate {
  marginUsd: Decimal | null;
  feeUsd: Decimal | null;
  /** Free margin once the margin is held and the fee paid. */
  freeMarginAfterUsd: Decimal | null;
  /** The instrument's price at which the margin level would reach the stop-out level. */
  stopOutPrice: Decimal | null;
}

const NONE: Estimate = { marginUsd: null, feeUsd: null, freeMarginAfterUsd: null, stopOutPrice: null };

export function estimateOrder(o: EstimateInput): Estimate {
  const { instrument } = o;
  const fixed = instrument.MarginMode === FIXED_MARGIN_MODE;
  if (o.lots === null || decimal(o.lots).lte(0)) return NONE;
  if (!fixed && (o.leverage === undefined || o.openPrice === null || o.usdRate === undefined)) return NONE;
  const margin = marginUsd({
    marginMode: instrument.MarginMode,
    lots: o.lots,
    contractSize: instrument.ForexContNum,
    // A fixed margin per lot depends on neither price nor leverage.
    price: o.openPrice ?? '0',
    leverage: o.leverage ?? 1,
    quoteToUsd: o.usdRate ?? '1',
  });
  if (o.feeType === undefined) return { ...NONE, marginUsd: margin };
  const fee = feeUsd(o.feeType, o.lots, instrument.ForexFeeRate, margin);
  if (!o.summary) return { ...NONE, marginUsd: margin, feeUsd: fee };
  const freeMarginAfter = addMoney(o.summary.available_prepayment, margin.times(-1), fee.times(-1));
  let stopOut: Decimal | null = null;
  if (o.openPrice !== null && o.usdRate !== undefined) {
    const closeAt = o.closePrice ?? o.openPrice;
    // Opening costs the fee and, at market, the spread (a buy opens at the ask, is worth the bid).
    const spreadUsd = profitUsd(o.side, o.openPrice, closeAt, o.lots, instrument.ForexContNum, o.usdRate);
    stopOut = stopOutPrice({
      side: o.side,
      price: closeAt,
      lots: o.lots,
      contractSize: instrument.ForexContNum,
      quoteToUsd: o.usdRate,
      equity: addMoney(o.summary.net_value, fee.times(-1), spreadUsd),
      usedMargin: addMoney(o.summary.current_margin, margin),
      stopOutLevelPct: o.summary.stop_out_level,
    });
  }
  return { marginUsd: margin, feeUsd: fee, freeMarginAfterUsd: freeMarginAfter, stopOutPrice: stopOut };
}

/**
 * USD per unit of `currency` from the live bid of its USD pair among the listed instruments (the
 * quote store, else trade_list's quote); undefined when no listed pair converts it.
 */
export function usdRateOf(currency: string, instruments: readonly Instrument[]): Decimal | undefined {
  return quoteToUsd(currency, (code) => {
    const pair = instruments.find((i) => i.Code === code);
    if (!pair) return undefined;
    const quote = quoteStore.get(code) ?? quoteOf(pair);
    return quote.close > 0 ? formatPrice(quote.close, pair.PricePrecision) : undefined;
  });
}
