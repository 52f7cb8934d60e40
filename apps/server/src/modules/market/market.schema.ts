/** Market data: asset classes, instruments with their trading terms and simulator parameters, and candles. */
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  /** Name in every product language, by language code. */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  /** The highest leverage offered on this asset class; null for none beyond each instrument's own. */
  maxLeverage: integer('max_leverage'),
});

export const instruments = pgTable(
  'instruments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    showCode: text('show_code').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Decimals of a price; prices are held as integers of 10^-precision. */
    pricePrecision: integer('price_precision').notNull(),
    /** Lot step. */
    lotStep: numeric('lot_step', { precision: 18, scale: 6 }).notNull(),
    minLots: numeric('min_lots', { precision: 18, scale: 6 }).notNull(),
    maxLots: numeric('max_lots', { precision: 18, scale: 6 }).notNull(),
    /** Units per lot (ForexContNum). */
    contractSize: numeric('contract_size', { precision: 24, scale: 6 }).notNull(),
    /** 1 = fixed margin per lot; 2 = leverage based. */
    marginMode: integer('margin_mode').notNull().default(2),
    leverageOptions: jsonb('leverage_options').$type<number[]>().notNull(),
    feeRate: numeric('fee_rate', { precision: 18, scale: 8 }).notNull(),
    /** Spread in price units: ask = bid + spread. */
    spreadUnits: integer('spread_units').notNull().default(0),
    /** Overnight financing per lot per night in USD, by side: negative charges, positive credits (trading.rollover.ts). */
    swapLongUsd: numeric('swap_long_usd', { precision: 18, scale: 6 }).notNull().default('0'),
    swapShortUsd: numeric('swap_short_usd', { precision: 18, scale: 6 }).notNull().default('0'),
    quoteCurrency: text('quote_currency').notNull().default('USD'),
    /** Trading sessions: { timeZone, windows, holidays } (see packages/domain/src/sessions.ts). */
    schedule: jsonb('schedule').$type<TradingScheduleJson>().notNull(),
    /** Logo drawing: label and two colours (rendered to SVG by the server). */
    logo: jsonb('logo').$type<{ label: string; fg: string; bg: string; bg2?: string }>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Simulator: reference price (price units), annual volatility, mean milliseconds between ticks. */
    simPriceUnits: bigint('sim_price_units', { mode: 'number' }).notNull(),
    simVolatility: doublePrecision('sim_volatility').notNull(),
    simTickMs: integer('sim_tick_ms').notNull(),
  },
  (t) => [index('instruments_sort_idx').on(t.sort, t.id)],
);

export interface TradingScheduleJson {
  timeZone: string;
  windows: { day: 0 | 1 | 2 | 3 | 4 | 5 | 6; openMinute: number; closeMinute: number }[];
  holidays: string[];
}

export const candles = pgTable(
  'candles',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    period: text('period').notNull(),
    /** Unix second the period starts. */
    time: bigint('time', { mode: 'number' }).notNull(),
    /** Prices in price units (integers). */
    open: bigint('open', { mode: 'number' }).notNull(),
    high: bigint('high', { mode: 'number' }).notNull(),
    low: bigint('low', { mode: 'number' }).notNull(),
    close: bigint('close', { mode: 'number' }).notNull(),
    volume: doublePrecision('volume').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instrumentId, t.period, t.time] })],
);
