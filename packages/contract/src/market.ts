/**
 * Market data: instruments with live quotes, categories, candle history, and the live socket
 * protocol at /v1/ws. Field names follow the documented API (§3, §7). Prices are JSON numbers
 * with the instrument's PricePrecision decimals: they are quotes for display and charts; money is
 * always computed on the server from exact price units.
 */
import { z } from 'zod';
import { PERIODS } from '@leverline/domain';

export { DEFAULT_PERIOD, PERIODS, PERIOD_SECONDS, type Period } from '@leverline/domain';
import { defineCall } from './call.js';
import { idField } from './fields.js';
import { TOPIC_PATTERN } from './constants.js';
import type { ForexTradePush } from './trading.js';

export const periodField = z.enum(PERIODS, { error: 'invalid_param' });

export const quotationSchema = z.object({
  /** Price at the start of the current trading day (00:00 UTC, or the session open). */
  Open: z.number(),
  /** Latest price (bid). */
  Close: z.number(),
  /** Percent change of Close against Open, 2 decimals (e.g. -0.35 for −0.35 %). */
  Change: z.number(),
  High: z.number(),
  Low: z.number(),
  /** Ask price: Close plus the spread. */
  Ask: z.number(),
  /** Unix milliseconds of the latest tick. */
  Time: z.number().int(),
});
export type Quotation = z.infer<typeof quotationSchema>;

export const instrumentSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  ShowCode: z.string(),
  /** Full name in English, e.g. "Euro / US Dollar". */
  Name: z.string(),
  /** URL of the SVG logo, served by the server. */
  Logo: z.string(),
  CategoryId: z.number().int(),
  /** 1 = open now, 0 = closed. */
  MarketStatus: z.union([z.literal(0), z.literal(1)]),
  PricePrecision: z.number().int(),
  /** Lot step, decimal text (e.g. "0.01"). */
  Pip: z.string(),
  /** Minimum lots, decimal text. */
  ForexMinCont: z.string(),
  /** Units per lot, decimal text. */
  ForexContNum: z.string(),
  /** 1 = fixed margin per lot; otherwise leverage based. */
  MarginMode: z.number().int(),
  HasForexMultiple: z.array(z.object({ Value: z.number().int() })),
  /** Fee rate, decimal text. */
  ForexFeeRate: z.string(),
  /** Maximum lots per order, decimal text. */
  MaxLots: z.string(),
  /** Spread in price units added to the bid to make the ask. */
  Spread: z.number().int(),
  QuoteCurrency: z.string(),
  ForexQuotations: quotationSchema,
});
export type Instrument = z.infer<typeof instrumentSchema>;

export const categorySchema = z.object({
  Id: z.number().int(),
  /** Category name in the request's language. */
  NameShowTrans: z.string(),
});

/** One candle (§3). Time is the Unix second the period starts. */
export const candleSchema = z.object({
  Time: z.number().int(),
  Open: z.number(),
  High: z.number(),
  Low: z.number(),
  Close: z.number(),
  Volume: z.number(),
});
export type CandleWire = z.infer<typeof candleSchema>;

export const tradeList = defineCall({
  methods: ['GET'],
  path: '/v1/api/forex/trade_list',
  auth: 'public',
  summary: 'Instruments with live quotes; searchCurrency filters by code or name',
  tag: 'market',
  input: z.object({ searchCurrency: z.string().trim().max(40).optional(), category_id: idField.optional() }),
  data: z.array(instrumentSchema),
});

export const getCategories = defineCall({
  methods: ['GET'],
  path: '/v1/api/forex/getCategories',
  auth: 'public',
  summary: 'Instrument categories with names in the request language',
  tag: 'market',
  input: z.object({}),
  data: z.array(categorySchema),
});

export const kline = defineCall({
  methods: ['GET'],
  path: '/v1/api/forex/kline',
  auth: 'public',
  summary: 'Up to 1000 candles of one instrument and period, oldest first',
  tag: 'market',
  input: z.object({ forex_id: idField, period: periodField.default('1min') }),
  data: z.array(candleSchema),
});

export const abbreviatedKline = defineCall({
  methods: ['GET'],
  path: '/v1/api/forex/abbreviated_cache_kline',
  auth: 'public',
  summary: 'Compact close series for sparklines: [[Time, Close], …], oldest first, at most 60 points',
  tag: 'market',
  input: z.object({ forex_id: idField, period: periodField.default('15min') }),
  data: z.array(z.tuple([z.number().int(), z.number()])),
});

// ---- the live socket (/v1/ws) -------------------------------------------------------------------


/** Messages a client sends. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login'), token: z.string().min(1).max(512) }),
  z.object({ type: z.literal('logout') }),
  z.object({ type: z.literal('sub'), topic: z.string().regex(TOPIC_PATTERN) }),
  z.object({ type: z.literal('unsub'), topic: z.string().regex(TOPIC_PATTERN) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** DAY_MARKET item: the latest quote of one instrument (§7: symbol, close, change; plus the rest of the day's quote). */
export const dayMarketItemSchema = z.object({
  symbol: z.string(),
  /** Latest bid. */
  close: z.number(),
  /** Percent change against the day's open, 2 decimals. */
  change: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  ask: z.number(),
  /** Unix milliseconds of the latest tick. */
  time: z.number().int(),
  /** 1 = market open, 0 = closed. */
  status: z.union([z.literal(0), z.literal(1)]),
});

/** Messages the server sends; every one has a `type`. */
export type ServerMessage =
  | { type: 'pong' }
  | { type: 'login'; ok: boolean }
  | { type: 'logout' }
  | { type: 'sub'; topic: string }
  | { type: 'unsub'; topic: string }
  | { type: 'error'; code: string; msg: string }
  | { type: 'DAY_MARKET'; data: z.infer<typeof dayMarketItemSchema> }
  | { type: 'KLINE'; topic: string; data: CandleWire & { Period: string } }
  | { type: 'FOREX_TRADE'; data: ForexTradePush }
  | { type: 'FOREX_CLOSED'; data: number[] };

