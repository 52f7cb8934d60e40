/**
 * Checks of what the live socket pushes (KLINE candles, FOREX_TRADE, FOREX_CLOSED), without zod.
 *
 * The schemas in market.ts and trading.ts stay the contract; these checks accept exactly what
 * they accept (push-checks.test.ts compares them on generated input). They exist because the trade
 * screen would otherwise load zod and build the contract's schemas on its first screen only to
 * check pushes: about 30 ms of a phone's main thread, in one task, while the chart is drawn.
 */
import { MONEY_TEXT } from './constants.js';
import type { CandleWire } from './market.js';
import type { ForexTradePush } from './trading.js';

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isMoney = (value: unknown): value is string => typeof value === 'string' && MONEY_TEXT.test(value);

/** candleSchema */
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

function isTradeLine(value: unknown): boolean {
  return isObject(value) && isInt(value.Id) && typeof value.UpdatePrice === 'string' && isMoney(value.FactProfits);
}

/** forexTradePushSchema */
export function isForexTradePush(value: unknown): value is ForexTradePush {
  return (
    isObject(value) &&
    isMoney(value.ProfitsTotal) &&
    (value.HazardRate === null || typeof value.HazardRate === 'string') &&
    isMoney(value.CautionMoneyAll) &&
    isMoney(value.NetValue) &&
    isMoney(value.Balance) &&
    Array.isArray(value.TransOrder) &&
    value.TransOrder.every(isTradeLine)
  );
}

/** forexClosedPushSchema */
export function isForexClosedPush(value: unknown): value is number[] {
  return Array.isArray(value) && value.every(isInt);
}
