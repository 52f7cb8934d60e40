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
import type { SupportChatPush } from './support.js';
import type { Period } from '@leverline/domain';

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
  /** Lot step (e.g. 0.01). */
  Pip: z.number(),
  /** Minimum lots. */
  ForexMinCont: z.number(),
  /** Units per lot. */
  ForexContNum: z.number(),
  /** 1 = fixed margin per lot; otherwise leverage based. */
  MarginMode: z.number().int(),
  HasForexMultiple: z.array(z.object({ Value: z.number().int() })),
  /** Fee rate (per lot, or per USD of margin, as trade_fee_type says). */
  ForexFeeRate: z.number(),
  /** Maximum lots per order. */
  MaxLots: z.number(),
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

/** One candle (§3). Time is the Unix millisecond the period starts (UTC periods). */
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
  summary: 'The newest candles for sparklines (the same fields as kline), oldest first, at most 60',
  tag: 'market',
  input: z.object({ forex_id: idField, period: periodField.default('15min') }),
  data: z.array(candleSchema),
});

// ---- the live socket (/v1/ws) -------------------------------------------------------------------


/**
 * Messages a client sends, as JSON objects (one per frame, or an array of them in one frame); the
 * heartbeat is the bare text `ping` (or `{"type":"ping"}`). The family's clients put the token
 * and the topic in `params`; `token` and `topic` are accepted too.
 */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login'), params: z.string().min(1).max(512) }),
  z.object({ type: z.literal('logout') }),
  z.object({ type: z.literal('sub'), params: z.string().regex(TOPIC_PATTERN) }),
  z.object({ type: z.literal('unsub'), params: z.string().regex(TOPIC_PATTERN) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** DAY_MARKET's quotation: the latest quote of one instrument (§7: close and change). */
export interface DayMarketQuotation {
  forex_id: number;
  /** Latest bid. */
  close: number;
  /** Percent change against the day's open, 2 decimals. */
  change: number;
  open: number;
  high: number;
  low: number;
  /** The day's volume (ticks). */
  volume: number;
  ask: number;
  /** Unix milliseconds of the latest tick. */
  time: number;
  /** 1 = market open, 0 = closed. */
  status: 0 | 1;
}

/** A KLINE push's candle: the kline fields, the period, and which instrument. */
export type KlineCandle = CandleWire & { Period: Period; ForexId: number; Code: string };

/** Messages the server sends; every one has a `type`, and pushes carry their fields on the message itself. */
export type ServerMessage =
  | { type: 'pong' }
  | { type: 'login_result'; code: 0 | 1; msg: string }
  | { type: 'logout_result'; code: 1; msg: string }
  /** Sent unprompted when the connection's session ends (logout elsewhere, password change, expiry). */
  | { type: 'logout'; msg: string }
  | { type: 'sub_result'; topic: string; msg: string }
  | { type: 'unsub_result'; topic: string; msg: string }
  | { type: 'error'; code: string; msg: string }
  | { type: 'DAY_MARKET'; symbol: string; quotation: DayMarketQuotation }
  | { type: 'KLINE'; symbol: string; forex_id: number; kline: KlineCandle }
  | ({ type: 'FOREX_TRADE' } & ForexTradePush)
  | { type: 'FOREX_CLOSED'; id: number[] }
  | ({ type: 'SUPPORT_CHAT' } & SupportChatPush);
