/**
 * Checks of what the live socket pushes (KLINE candles, FOREX_TRADE, FOREX_CLOSED), without zod.
 *
 * The schemas in market.ts and trading.ts stay the contract; these checks accept exactly what
 * they accept (push-checks.test.ts compares them on generated input). They exist because the trade
 * screen would otherwise load zod and build the contract's schemas on its first screen only to
 * check pushes: about 30 ms of a phone's main thread, in one task, while the chart is drawn.
 *
 * Pushes carry their fields on the message itself ({"type":"FOREX_CLOSED","id":[7]}); a check
 * takes the whole message, and its `type` is one more field the schemas ignore.
 */
import { EXPIRIES, ORDER_KINDS } from '@leverline/domain';
import { CLOSE_REASONS } from './constants.js';
import type { CandleWire } from './market.js';
import type { ForexClosedPush, ForexTradePush, Order } from './trading.js';

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** z.number(): finite. */
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** z.number().int(): a safe integer. */
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const CLOSE_REASON_SET: ReadonlySet<unknown> = new Set(CLOSE_REASONS);
const ORDER_KIND_SET: ReadonlySet<unknown> = new Set(ORDER_KINDS);
const EXPIRY_SET: ReadonlySet<unknown> = new Set(EXPIRIES);

/** candleSchema: a kline's candle, Time the Unix millisecond its period starts. */
export function isCandleWire(value: unknown): value is CandleWire {
  return (
    isObject(value) &&
    isInt(value.Time) &&
    isNumber(value.Open) &&
    isNumber(value.High) &&
    isNumber(value.Low) &&
    isNumber(value.Close) &&
    isNumber(value.Volume)
  );
}

/** orderInstrumentSchema */
function isOrderInstrument(value: unknown): boolean {
  return (
    isObject(value) &&
    isInt(value.Id) &&
    isString(value.Code) &&
    isString(value.ShowCode) &&
    isInt(value.PricePrecision) &&
    isString(value.Logo)
  );
}

/** orderSchema: an order as my_deal lists it (and FOREX_TRADE's TransOrder carries it). */
export function isOrder(value: unknown): value is Order {
  return (
    isObject(value) &&
    isInt(value.Id) &&
    isInt(value.ForexId) &&
    isOrderInstrument(value.ForexTradeLists) &&
    (value.OrderType === 1 || value.OrderType === 2) &&
    isNumber(value.Quantity) &&
    isNumber(value.ForexContNum) &&
    isInt(value.Multiple) &&
    isNumber(value.OriginPrice) &&
    isNumber(value.Price) &&
    isNumber(value.UpdatePrice) &&
    isNumber(value.FactProfits) &&
    isNumber(value.CautionMoney) &&
    isNumber(value.OriginCautionMoney) &&
    isNumber(value.TradeFee) &&
    isNumber(value.Swap) &&
    isNumber(value.TargetLossPrice) &&
    isNumber(value.TargetProfitPrice) &&
    (value.Status === 0 || value.Status === 1 || value.Status === 3 || value.Status === 4) &&
    ORDER_KIND_SET.has(value.Kind) &&
    EXPIRY_SET.has(value.Expiry) &&
    isInt(value.ExpireTime) &&
    isNumber(value.TrailingStop) &&
    isNumber(value.Slippage) &&
    isInt(value.QuoteTime) &&
    (value.CloseReason === null || CLOSE_REASON_SET.has(value.CloseReason)) &&
    isInt(value.ClosedType) &&
    isInt(value.CreateTime) &&
    isString(value.CreateTimeHandler) &&
    isInt(value.CompleteTime) &&
    isString(value.CompleteTimeHandler)
  );
}

/** forexTradePushSchema */
export function isForexTradePush(value: unknown): value is ForexTradePush {
  return (
    isObject(value) &&
    isInt(value.To) &&
    isNumber(value.ProfitsTotal) &&
    (value.HazardRate === null || isNumber(value.HazardRate)) &&
    isNumber(value.CautionMoneyAll) &&
    isNumber(value.OriginCautionMoneyTotal) &&
    isNumber(value.NetValue) &&
    isNumber(value.Balance) &&
    Array.isArray(value.TransOrder) &&
    value.TransOrder.every(isOrder)
  );
}

/** forexClosedPushSchema */
export function isForexClosedPush(value: unknown): value is ForexClosedPush {
  return isObject(value) && Array.isArray(value.id) && value.id.every(isInt);
}
