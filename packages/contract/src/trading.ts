/**
 * Trading: placing, listing, closing and cancelling orders, stop-loss and take-profit, the
 * account summary and its history, demo reset, and the per-user live pushes (§3, §4, §7).
 *
 * Numbers are JSON numbers, as the family's clients read them, each written at its field's
 * precision: money at 6 places (MONEY_PLACES), prices at the instrument's PricePrecision, lots at
 * their own places. The server computes with exact decimals and writes each as the shortest
 * number that parses back to exactly that decimal (docs/api.md).
 */
import { z } from 'zod';
import { defineCall } from './call.js';
import { quotationSchema } from './market.js';
import { idField, intEnum, moneyNumber } from './fields.js';
import { CLOSE_REASONS, type CloseReason } from './constants.js';
import { EXPIRIES, ORDER_KINDS } from '@leverline/domain';


/** A decimal numeral as text or number, normalised to text; `error` names the message. */
const decimalInput = (error: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string({ error }).regex(/^(0|[1-9]\d{0,14})(\.\d{1,12})?$/, { error }),
  ) as unknown as z.ZodType<string, string | number>;

/** An optional price: absent, empty or 0 means none. */
const optionalPrice = (error: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? '0' : v),
    decimalInput(error),
  ) as unknown as z.ZodType<string, string | number | undefined>;

/** A price at its instrument's PricePrecision. */
export const priceNumber = z.number();

/** The instrument an order is on, as the order list shows it. */
export const orderInstrumentSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  ShowCode: z.string(),
  PricePrecision: z.number().int(),
  Logo: z.string(),
});

/**
 * How an order ended, as the family's ClosedType numbers it: 0 not ended (or cancelled), 1 by the
 * trader, 2 stop-out, 3 take-profit, 4 stop-loss (a trailing stop is one), 5 by the broker (demo
 * reset included).
 */
export const CLOSED_TYPE = { open: 0, user: 1, stop_out: 2, take_profit: 3, stop_loss: 4, broker: 5 } as const;

/** ClosedType of an order by why it ended (null while open). */
export function closedTypeOf(reason: CloseReason | null): number {
  switch (reason) {
    case null:
    case 'cancel':
    case 'expired':
      return CLOSED_TYPE.open;
    case 'user':
    case 'partial':
      return CLOSED_TYPE.user;
    case 'stop_out':
      return CLOSED_TYPE.stop_out;
    case 'take_profit':
      return CLOSED_TYPE.take_profit;
    case 'stop_loss':
    case 'trailing_stop':
      return CLOSED_TYPE.stop_loss;
    case 'demo_reset':
      return CLOSED_TYPE.broker;
  }
}

/** One order (§3 Order). */
export const orderSchema = z.object({
  Id: z.number().int(),
  ForexId: z.number().int(),
  ForexTradeLists: orderInstrumentSchema,
  /** 1 buy, 2 sell. */
  OrderType: z.union([z.literal(1), z.literal(2)]),
  /** Lots. */
  Quantity: z.number(),
  /** Units per lot of the instrument. */
  ForexContNum: z.number(),
  /** Leverage the margin was computed with (1 for fixed-margin instruments). */
  Multiple: z.number().int(),
  /** The price asked for: the quote at submission for a market order, the target of a pending one. */
  OriginPrice: priceNumber,
  /** The price the position opened at; 0 while pending. */
  Price: priceNumber,
  /** The latest price: the live closing price while open, the price it closed at once completed. */
  UpdatePrice: priceNumber,
  /** Profit in USD: floating while holding, realised once completed, 0 while pending. */
  FactProfits: moneyNumber,
  /** Margin held in USD. */
  CautionMoney: moneyNumber,
  /** Margin reserved when the order was placed (the same as CautionMoney: margin never moves). */
  OriginCautionMoney: moneyNumber,
  /** Fee in USD (charged when the position opens). */
  TradeFee: moneyNumber,
  /** Overnight financing in USD charged (negative) or credited at the rollovers the position was held through. */
  Swap: moneyNumber,
  /** Stop-loss price; 0 when none. */
  TargetLossPrice: priceNumber,
  /** Take-profit price; 0 when none. */
  TargetProfitPrice: priceNumber,
  /** 0 pending, 1 holding, 3 completed. */
  /** 0 pending, 1 holding, 3 closed, 4 cancelled (ORDER_STATUS). */
  Status: z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4)]),
  /** How it opens: market, or pending as buy_limit, sell_limit, buy_stop or sell_stop. */
  Kind: z.enum(ORDER_KINDS),
  /** How long a pending order waits: gtc (until cancelled), day (to the end of the UTC day), date. */
  Expiry: z.enum(EXPIRIES),
  /** Unix seconds a pending order expires; 0 for none. */
  ExpireTime: z.number().int(),
  /** A trailing stop's distance in price (the stop-loss then follows the price); 0 for none. */
  TrailingStop: z.number(),
  /**
   * The fill against the price asked for (the quote when the order was sent, or a pending order's
   * target), in price: positive when it filled better for the trader, negative when worse; 0 while
   * pending.
   */
  Slippage: z.number(),
  /** Unix milliseconds of the quote the order filled at; 0 while pending. */
  QuoteTime: z.number().int(),
  /** Why a completed order ended; null while open. */
  CloseReason: z.enum(CLOSE_REASONS).nullable(),
  /** The same as a number (CLOSED_TYPE). */
  ClosedType: z.number().int(),
  /** Unix seconds the order was placed. */
  CreateTime: z.number().int(),
  /** The same as "YYYY-MM-DD HH:mm:ss" in the server's time zone (docs/api.md). */
  CreateTimeHandler: z.string(),
  /** Unix seconds it completed; 0 while open. */
  CompleteTime: z.number().int(),
  /** The same as "YYYY-MM-DD HH:mm:ss"; empty while open. */
  CompleteTimeHandler: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** The account summary (§3): figures in USD, ratios in percent with 2 decimals. */
export const accountSummarySchema = z.object({
  balance: moneyNumber,
  lock_balance: moneyNumber,
  /** Sum of the open positions' floating profit. */
  profits_total: moneyNumber,
  /** Equity = balance + floating profit. */
  net_value: moneyNumber,
  /** Margin held by open positions and pending orders. */
  current_margin: moneyNumber,
  /** Free margin = net value − current margin. */
  available_prepayment: moneyNumber,
  /** Margin level = net value ÷ current margin × 100; null with no margin held. */
  prepayment_ratio: z.number().nullable(),
  /**
   * Risk rate (hazard rate) = current margin ÷ net value × 100: the share of the account's value
   * tied up. 0 with no margin held; null when the net value is zero or below.
   */
  risk_rate: z.number().nullable(),
  /** Margin level (percent) at which positions are closed automatically. */
  stop_out_level: z.number(),
  /** Margin level (percent) at or below which the trader is warned (above the stop-out level). */
  margin_call_level: z.number(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** An account record (§3): Type 10 shows Memo, any other MemoTran. */
export const accountRecordSchema = z.object({
  Id: z.number().int(),
  /** Signed USD amount. */
  Value: moneyNumber,
  /** Balance after the record. */
  Balance: moneyNumber,
  Type: z.number().int(),
  Memo: z.string(),
  /** The record's kind, in the request's language. */
  MemoTran: z.string(),
  /** ISO 8601 time. */
  CreatedAtTran: z.string(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

/** Ledger entry kinds and their record Type numbers; 10 is a staff note shown as written. */
export const LEDGER_TYPES = {
  deposit: 1,
  withdrawal: 2,
  trade_fee: 3,
  trade_profit: 4,
  balance_protection: 5,
  demo_credit: 6,
  demo_reset: 7,
  withdrawal_refund: 8,
  adjustment: 10,
  /** Overnight financing of a position at the daily rollover. */
  swap: 11,
} as const;
export type LedgerType = keyof typeof LEDGER_TYPES;

const side = intEnum([1, 2] as const);
const targetPrice = optionalPrice('price_invalid');

export const submitOrder = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/forex/submit',
  auth: 'user',
  summary:
    'Place an order. status 1 = at market (fills now at the ask to buy, the bid to sell); status 0 = pending at target_price (margin reserved now, fills when the price reaches it). Answers "Your order has been confirmed".',
  tag: 'trading',
  input: z
    .object({
    /** 1 buy, 2 sell. */
    type: side,
    forex_id: idField,
    /** Lots. */
    cont: decimalInput('lots_invalid'),
    /** 1 market, 0 pending. */
    status: intEnum([0, 1] as const).default(1),
    /** A pending order's price; ignored on a market order. */
    target_price: z.unknown().optional() as unknown as z.ZodType<unknown, string | number | undefined>,
    stop_loss_price: optionalPrice('price_invalid'),
    target_profit_price: optionalPrice('price_invalid'),
    /** A trailing stop's distance in price; 0 or empty for none (it then replaces stop_loss_price). */
    trailing_stop: optionalPrice('trailing_invalid').optional(),
    /** How long a pending order waits: gtc (default), day, or date (with expire_time). */
    expiry: z.enum(EXPIRIES, { error: 'expiry_invalid' }).default('gtc'),
    /** With expiry=date: Unix seconds the pending order expires (in the future). */
    expire_time: z
      .preprocess((v) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v), z.number({ error: 'expiry_invalid' }).int({ error: 'expiry_invalid' }).positive({ error: 'expiry_invalid' }).optional())
      .optional() as unknown as z.ZodOptional<z.ZodType<number, number | string>>,
    /** Leverage; ignored for fixed-margin instruments. */
    multiple: z
      .preprocess((v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v), z.number({ error: 'leverage_not_offered' }).int({ error: 'leverage_not_offered' }).positive({ error: 'leverage_not_offered' }).optional())
      .optional() as unknown as z.ZodType<number | undefined, number | string | undefined>,
    })
    // A market order has no target: whatever a client puts there (the family's apps send "" or the
    // label of the price field) is ignored rather than refused.
    .transform((order, ctx) => {
      if (order.status === 1) return { ...order, target_price: '0', expiry: 'gtc' as const, expire_time: undefined };
      if (order.expiry === 'date' && order.expire_time === undefined) {
        ctx.addIssue({ code: 'custom', message: 'expiry_invalid', path: ['expire_time'] });
        return z.NEVER;
      }
      const target = targetPrice.safeParse(order.target_price);
      if (target.success) return { ...order, target_price: target.data };
      ctx.addIssue({ code: 'custom', message: 'price_invalid', path: ['target_price'] });
      return z.NEVER;
    }),
  data: orderSchema,
});

/** Unix seconds, as number or text; `error` names the message. */
const unixSecondsInput = (error: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v),
    z.number({ error }).int({ error }).min(0, { error }).max(253402300799, { error }),
  ) as unknown as z.ZodType<number, number | string>;

/**
 * The history filter (§4 history): the instrument, and the period the orders ended in (Unix
 * seconds, start inclusive, end exclusive; either may be left open). A start after its end is
 * refused.
 */
const historyFilter = {
  /** Only this instrument's orders. */
  forex_id: idField.optional(),
  /** History only: orders that ended at or after this time. */
  start_time: unixSecondsInput('history_period_invalid').optional(),
  /** History only: orders that ended before this time. */
  end_time: unixSecondsInput('history_period_invalid').optional(),
};

/** The period check of a history filter, as a schema refinement. */
function periodInOrder(filter: { start_time?: number | undefined; end_time?: number | undefined }, ctx: z.RefinementCtx): void {
  if (filter.start_time !== undefined && filter.end_time !== undefined && filter.start_time >= filter.end_time) {
    ctx.addIssue({ code: 'custom', message: 'history_period_invalid', path: ['start_time'] });
  }
}

export const myDeal = defineCall({
  methods: ['GET'],
  path: '/v1/api/forex/my_deal',
  auth: 'user',
  summary:
    'The caller\'s orders: status 1 holding, 0 pending, 3 history (newest first), optionally of one instrument (forex_id) and, for history, ended within start_time..end_time (Unix seconds). all_fact_profits, all_fees and all_swaps are sums over every order listed by the filter, not only the page; total is their count.',
  tag: 'trading',
  input: z.object({
    /** 1 holding, 0 pending, 3 history (closed and cancelled), 4 cancelled only. */
    status: intEnum([0, 1, 3, 4] as const).default(1),
    ...historyFilter,
    page: idField.default(1),
    /** Orders a page; `limit` is taken as the same (the family's apps send it). */
    limit: (z.preprocess((v) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v), z.number().int().min(1).max(100)) as unknown as z.ZodType<number, number | string>).optional(),
    page_size: z.preprocess((v) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v), z.number().int().min(1).max(100).default(20)) as unknown as z.ZodType<number, number | string | undefined>,
  }).superRefine(periodInOrder),
  data: z.object({
    data: z.array(orderSchema),
    total: z.number().int(),
    /** The page answered (the family's PC app reads it). */
    currency_page: z.number().int(),
    all_fact_profits: moneyNumber,
    /** Sum of TradeFee over every order listed. */
    all_fees: moneyNumber,
    /** Sum of Swap over every order listed. */
    all_swaps: moneyNumber,
    balance: moneyNumber,
  }),
});

/** The most orders one history export holds; a longer period is refused (narrow it). */
export const HISTORY_EXPORT_MAX = 10000;

export const historyExport = defineCall({
  methods: ['GET'],
  path: '/v1/api/forex/history_export',
  auth: 'user',
  summary:
    'The caller\'s history (closed and cancelled orders, newest first) under the same filter as my_deal status 3, as CSV text (RFC 4180, comma-separated, a header row, amounts as exact decimals in USD, times in UTC ISO 8601). More than HISTORY_EXPORT_MAX orders is refused with history_export_too_large.',
  tag: 'trading',
  input: z.object(historyFilter).superRefine(periodInOrder),
  data: z.object({
    /** A file name for the download ("leverline-history-20261127.csv"). */
    filename: z.string(),
    /** The CSV text. */
    csv: z.string(),
    /** Orders in it. */
    count: z.number().int(),
  }),
});

const orderId = z.object({ id: idField });

export const closeOrder = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/forex/close',
  auth: 'user',
  summary: 'Close a holding position at the current quote; its profit is realised to the balance',
  tag: 'trading',
  input: orderId,
  data: orderSchema,
});

export const cancelOrder = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/forex/cancel_trade',
  auth: 'user',
  summary: 'Cancel a pending order; its margin is released',
  tag: 'trading',
  input: orderId,
  data: orderSchema,
});

export const setStopPrice = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/forex/set_stop_price',
  auth: 'user',
  summary: 'Set or clear (0 or empty) the take-profit and stop-loss of an open order',
  tag: 'trading',
  input: z.object({
    id: idField,
    target_profit_price: optionalPrice('price_invalid'),
    stop_loss_price: optionalPrice('price_invalid'),
    /** A trailing stop's distance in price (the stop-loss then starts at the price less/plus it); 0 or empty for none. */
    trailing_stop: optionalPrice('trailing_invalid').optional(),
  }),
  data: orderSchema,
});

export const closePartial = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/forex/close_part',
  auth: 'user',
  summary:
    'Close part of a holding position: `cont` lots (a whole number of lot steps, leaving at least the minimum). The closed part becomes an order of its own in history; the answer is the position as it remains.',
  tag: 'trading',
  input: z.object({ id: idField, cont: decimalInput('lots_invalid') }),
  data: orderSchema,
});

/** Which positions close_all closes. */
export const CLOSE_ALL_SCOPES = ['all', 'instrument', 'winners', 'losers'] as const;

export const closeAll = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/forex/close_all',
  auth: 'user',
  summary:
    "Close the caller's holding positions at once: all of them, those of one instrument (forex_id), those in profit (winners) or at a loss (losers). Positions whose market is closed stay open and are counted in `skipped`.",
  tag: 'trading',
  input: z.object({
    scope: z.enum(CLOSE_ALL_SCOPES, { error: 'invalid_param' }).default('all'),
    forex_id: idField.optional(),
  }),
  data: z.object({ closed: z.array(z.number().int()), skipped: z.number().int() }),
});

/** The family's bulk close: by side over one instrument or all (forex_id -1). */
export const batchCloseByType = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/forex/batch_Close_by_type',
  auth: 'user',
  summary: "Close the caller's holding positions by side: type 0 all, 1 buys, 2 sells; forex_id -1 (or absent) for every instrument. Answers the ids closed.",
  tag: 'trading',
  input: z.object({
    type: intEnum([0, 1, 2] as const).default(0),
    forex_id: z
      .preprocess((v) => (v === undefined || v === -1 || v === '-1' ? undefined : v), idField.optional())
      .optional() as unknown as z.ZodType<number | undefined, number | string | undefined>,
  }),
  data: z.array(z.number().int()),
});

export const breakEven = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/forex/break_even',
  auth: 'user',
  summary: "Move a holding position's stop-loss to its open price (the position must be in profit by more than the spread, so the level lies on the right side of the price). A trailing stop is removed.",
  tag: 'trading',
  input: z.object({ id: idField }),
  data: orderSchema,
});

/** What the trade page of one instrument reads (the family's `deal`). */
export const forexDeal = defineCall({
  methods: ['GET'],
  path: '/v1/api/forex/deal',
  auth: 'user',
  summary:
    "The trade page of one instrument: its lot limits and quote, the caller's free margin to trade with (forex_user_balance), and their 10 newest open positions on it",
  tag: 'trading',
  input: z.object({ forex_id: idField }),
  data: z.object({
    /** Lots per order. */
    forex_cont_limit: z.object({ min: z.number(), max: z.number() }),
    quotation: quotationSchema,
    /** The latest bid (quotation.Close). */
    last_price: z.number(),
    /** Free margin in USD: what new orders can use. */
    forex_user_balance: moneyNumber,
    settle_currency_code: z.literal('USD'),
    /** Open positions on this instrument, newest first, at most 10. */
    my_transaction: z.array(orderSchema),
  }),
});

/** The account's figures beside one instrument's, with its open positions paged (the family's `deal_all`). */
export const forexDealAll = defineCall({
  methods: ['GET'],
  path: '/v1/api/forex/deal_all',
  auth: 'user',
  summary:
    "The caller's figures over every instrument (*_total) and over one (caution_money, profits), with that instrument's open positions, newest first, `limit` a page",
  tag: 'trading',
  input: z.object({
    forex_id: idField,
    page: idField.default(1),
    limit: z.preprocess((v) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v), z.number().int().min(1).max(100).default(10)) as unknown as z.ZodType<number, number | string | undefined>,
  }),
  data: z.object({
    /** Margin held by every open position and pending order. */
    caution_money_total: moneyNumber,
    origin_caution_money_total: moneyNumber,
    /** Floating profit of every open position. */
    profits_total: moneyNumber,
    /** The same for this instrument. */
    caution_money: moneyNumber,
    origin_caution_money: moneyNumber,
    profits: moneyNumber,
    /** Risk rate in percent, as in forexDetail; null when the net value is zero or below. */
    hazard_rate: z.number().nullable(),
    balance: moneyNumber,
    order: z.object({ data: z.array(orderSchema), currency_page: z.number().int(), total: z.number().int() }),
  }),
});

export const forexDetail = defineCall({
  methods: ['GET'],
  path: '/v1/api/main/account/forexDetail',
  auth: 'user',
  summary: 'The account summary: balance, net value, margin, free margin, margin level and risk rate',
  tag: 'trading',
  input: z.object({}),
  data: accountSummarySchema,
});

export const forexChange = defineCall({
  methods: ['GET'],
  path: '/v1/api/main/accountLog/forexChange',
  auth: 'user',
  summary: 'Account records (every balance change), newest first, 20 a page',
  tag: 'trading',
  input: z.object({ page: idField.default(1) }),
  data: z.object({ list: z.array(accountRecordSchema), total: z.number().int() }),
});

export const resetDemo = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/main/user/resetForexDemoAccount',
  auth: 'user',
  summary: 'Demo accounts only: close every order and restore the starting balance (history is kept)',
  tag: 'trading',
  input: z.object({}),
  data: z.object({ balance: moneyNumber }),
});

// ---- live pushes (per user, on the socket after login) ------------------------------------------


/**
 * FOREX_TRADE: the account's live figures and each holding position as my_deal shows it (pending
 * orders are not listed; one that fills appears here from then on). Conversions to USD use the
 * bid of the USD pair, as everywhere on the server.
 */
export const forexTradePushSchema = z.object({
  /** The user the message is for. */
  To: z.number().int(),
  /** Floating profit of all open positions. */
  ProfitsTotal: moneyNumber,
  /** Risk rate in percent, as in forexDetail; null when the net value is zero or below. */
  HazardRate: z.number().nullable(),
  /** Margin held by open positions and pending orders. */
  CautionMoneyAll: moneyNumber,
  /** Margin reserved for the open positions and pending orders when they were placed. */
  OriginCautionMoneyTotal: moneyNumber,
  NetValue: moneyNumber,
  Balance: moneyNumber,
  TransOrder: z.array(orderSchema),
});
export type ForexTradePush = z.infer<typeof forexTradePushSchema>;

/** FOREX_CLOSED: ids of orders that completed (closed, cancelled, stopped out). */
export const forexClosedPushSchema = z.object({ id: z.array(z.number().int()) });
export type ForexClosedPush = z.infer<typeof forexClosedPushSchema>;
