/**
 * Trading: placing, listing, closing and cancelling orders, stop-loss and take-profit, the
 * account summary and its history, demo reset, and the per-user live pushes (§3, §4, §7).
 *
 * Money is decimal text with 6 places ("12.500000"); prices are decimal text with the
 * instrument's PricePrecision decimals ("1.08520"); lots are decimal text ("0.01"). Nothing a
 * trader pays or receives ever travels as a JSON number.
 */
import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, intEnum, moneyText } from './fields.js';
import { CLOSE_REASONS } from './constants.js';


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

export const priceText = z.string();

/** The instrument an order is on, as the order list shows it. */
export const orderInstrumentSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  ShowCode: z.string(),
  PricePrecision: z.number().int(),
  Logo: z.string(),
});

/** One order (§3 Order). */
export const orderSchema = z.object({
  Id: z.number().int(),
  ForexId: z.number().int(),
  ForexTradeLists: orderInstrumentSchema,
  /** 1 buy, 2 sell. */
  OrderType: z.union([z.literal(1), z.literal(2)]),
  /** Lots. */
  Quantity: z.string(),
  /** Leverage the margin was computed with (1 for fixed-margin instruments). */
  Multiple: z.number().int(),
  /** The price asked for: the quote at submission for a market order, the target of a pending one. */
  OriginPrice: priceText,
  /** The price the position opened at; empty while pending. */
  Price: priceText,
  /** The latest price: the live closing price while open, the price it closed at once completed. */
  UpdatePrice: priceText,
  /** Profit in USD: floating while holding, realised once completed, 0 while pending. */
  FactProfits: moneyText,
  /** Margin held in USD. */
  CautionMoney: moneyText,
  /** Fee in USD (charged when the position opens). */
  TradeFee: moneyText,
  /** Stop-loss price; "0" when none. */
  TargetLossPrice: priceText,
  /** Take-profit price; "0" when none. */
  TargetProfitPrice: priceText,
  /** 0 pending, 1 holding, 3 completed. */
  Status: z.union([z.literal(0), z.literal(1), z.literal(3)]),
  /** Why a completed order ended; null while open. */
  CloseReason: z.enum(CLOSE_REASONS).nullable(),
  /** ISO 8601 time the order was placed. */
  CreateTimeHandler: z.string(),
  /** ISO 8601 time it completed; empty while open. */
  CompleteTimeHandler: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** The account summary (§3): figures in USD, ratios in percent with 2 decimals. */
export const accountSummarySchema = z.object({
  balance: moneyText,
  lock_balance: moneyText,
  /** Sum of the open positions' floating profit. */
  profits_total: moneyText,
  /** Equity = balance + floating profit. */
  net_value: moneyText,
  /** Margin held by open positions and pending orders. */
  current_margin: moneyText,
  /** Free margin = net value − current margin. */
  available_prepayment: moneyText,
  /** Margin level = net value ÷ current margin × 100; null with no margin held. */
  prepayment_ratio: z.string().nullable(),
  /**
   * Risk rate (hazard rate) = current margin ÷ net value × 100: the share of the account's value
   * tied up. "0.00" with no margin held; null when the net value is zero or below.
   */
  risk_rate: z.string().nullable(),
  /** Margin level (percent) at which positions are closed automatically. */
  stop_out_level: z.string(),
  /** Margin level (percent) at or below which the trader is warned (above the stop-out level). */
  margin_call_level: z.string(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** An account record (§3): Type 10 shows Memo, any other MemoTran. */
export const accountRecordSchema = z.object({
  Id: z.number().int(),
  /** Signed USD amount. */
  Value: moneyText,
  /** Balance after the record. */
  Balance: moneyText,
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
} as const;
export type LedgerType = keyof typeof LEDGER_TYPES;

const side = intEnum([1, 2] as const);

export const submitOrder = defineCall({
  methods: ['GET', 'POST'],
  path: '/v1/api/forex/submit',
  auth: 'user',
  summary:
    'Place an order. status 1 = at market (fills now at the ask to buy, the bid to sell); status 0 = pending at target_price (margin reserved now, fills when the price reaches it). Answers "Your order has been confirmed".',
  tag: 'trading',
  input: z.object({
    /** 1 buy, 2 sell. */
    type: side,
    forex_id: idField,
    /** Lots. */
    cont: decimalInput('lots_invalid'),
    /** 1 market, 0 pending. */
    status: intEnum([0, 1] as const).default(1),
    target_price: optionalPrice('price_invalid'),
    stop_loss_price: optionalPrice('price_invalid'),
    target_profit_price: optionalPrice('price_invalid'),
    /** Leverage; ignored for fixed-margin instruments. */
    multiple: z
      .preprocess((v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v), z.number({ error: 'leverage_not_offered' }).int({ error: 'leverage_not_offered' }).positive({ error: 'leverage_not_offered' }).optional())
      .optional() as unknown as z.ZodType<number | undefined, number | string | undefined>,
  }),
  data: orderSchema,
});

export const myDeal = defineCall({
  methods: ['GET'],
  path: '/v1/api/forex/my_deal',
  auth: 'user',
  summary:
    'The caller\'s orders: status 1 holding, 0 pending, 3 history (newest first). all_fact_profits is the sum of FactProfits over every order of that status, not only the page.',
  tag: 'trading',
  input: z.object({
    status: intEnum([0, 1, 3] as const).default(1),
    page: idField.default(1),
    page_size: z.preprocess((v) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v), z.number().int().min(1).max(100).default(20)) as unknown as z.ZodType<number, number | string | undefined>,
  }),
  data: z.object({
    data: z.array(orderSchema),
    total: z.number().int(),
    all_fact_profits: moneyText,
    balance: moneyText,
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
  }),
  data: orderSchema,
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
  data: z.object({ balance: moneyText }),
});

// ---- live pushes (per user, on the socket after login) ------------------------------------------


/**
 * FOREX_TRADE data: the account's live figures and each holding position's price and profit
 * (pending orders are not listed; one that fills appears here from then on). Conversions to USD
 * use the bid of the USD pair, as everywhere on the server.
 */
export const forexTradePushSchema = z.object({
  /** Floating profit of all open positions. */
  ProfitsTotal: moneyText,
  /** Risk rate in percent, as in forexDetail; null when the net value is zero or below. */
  HazardRate: z.string().nullable(),
  /** Margin held. */
  CautionMoneyAll: moneyText,
  NetValue: moneyText,
  Balance: moneyText,
  TransOrder: z.array(z.object({ Id: z.number().int(), UpdatePrice: priceText, FactProfits: moneyText })),
});
export type ForexTradePush = z.infer<typeof forexTradePushSchema>;

/** FOREX_CLOSED data: ids of orders that completed (closed, cancelled, stopped out). */
export const forexClosedPushSchema = z.array(z.number().int());
