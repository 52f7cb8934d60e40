/**
 * What an order would cost and leave, before it is sent: margin, fee and, at market, the spread,
 * by the one domain function the server judges every order with (orderCostMicros), then the free
 * margin left and the price at which the account would be stopped out if this instrument alone
 * moved. Only an estimate: the server decides at the fill price of the moment.
 */
import type { AccountSummary, Instrument } from '@leverline/contract';
import {
  addMoney,
  decimal,
  FEE_PER_LOT,
  FIXED_MARGIN_MODE,
  microsText,
  orderCostMicros,
  quoteToUsd,
  scaled,
  stopOutPrice,
  type Decimal,
  type Side,
} from '@leverline/domain';
import { wireContractSize, wireFeeRate, wireLevel, wireMoney } from '../../ui/wire';
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
  const contractSize = wireContractSize(instrument.ForexContNum);
  if (o.lots === null || decimal(o.lots).lte(0)) return NONE;
  if (!fixed && (o.leverage === undefined || o.openPrice === null || o.usdRate === undefined)) return NONE;
  // A fixed margin per lot depends on neither price nor leverage.
  const open = o.openPrice ?? '0';
  const cost = orderCostMicros({
    side: o.side,
    atMarket: o.closePrice !== null && o.usdRate !== undefined,
    fixedMargin: fixed,
    lots: scaled(o.lots),
    contractSize: scaled(contractSize),
    leverage: o.leverage ?? 1,
    open: scaled(open),
    close: scaled(o.closePrice ?? open),
    rate: scaled(o.usdRate ?? '1'),
    feePerLot: o.feeType === FEE_PER_LOT,
    feeRate: scaled(wireFeeRate(instrument.ForexFeeRate)),
  });
  const usd = (micros: bigint) => decimal(microsText(micros));
  const margin = usd(cost.margin);
  if (o.feeType === undefined) return { ...NONE, marginUsd: margin };
  const fee = usd(cost.fee);
  if (!o.summary) return { ...NONE, marginUsd: margin, feeUsd: fee };
  // What the server checks the order against: free margin must cover margin, fee and spread.
  const freeMarginAfter = addMoney(wireMoney(o.summary.available_prepayment), usd(-cost.need));
  let stopOut: Decimal | null = null;
  if (o.openPrice !== null && o.usdRate !== undefined) {
    stopOut = stopOutPrice({
      side: o.side,
      price: o.closePrice ?? o.openPrice,
      lots: o.lots,
      contractSize,
      quoteToUsd: o.usdRate,
      // Opening costs the fee and, at market, the spread (a buy opens at the ask, is worth the bid).
      equity: addMoney(wireMoney(o.summary.net_value), fee.times(-1), usd(-cost.spread)),
      usedMargin: addMoney(wireMoney(o.summary.current_margin), margin),
      stopOutLevelPct: wireLevel(o.summary.stop_out_level),
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
