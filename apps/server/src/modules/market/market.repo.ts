/** The only queries of categories, instruments and candles. */
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Candle, Period } from '@leverline/domain';
import { plainArray, textArray } from '../../db/arrays.js';
import type { Tx } from '../../db/client.js';
import { reuseSql } from '../../db/reuse.js';
import { candles, categories, instruments } from '../../db/schema.js';
import { CATEGORIES, INSTRUMENTS } from './catalogue.js';

export type InstrumentRow = typeof instruments.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

/** Fills empty category and instrument tables from the catalogue. */
export async function seedCatalogue(tx: Tx): Promise<void> {
  await tx
    .insert(categories)
    .values(CATEGORIES.map((c, i) => ({ id: c.id, sort: i, names: c.names })))
    .onConflictDoNothing();
  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(instruments);
  if ((existing?.n ?? 0) > 0) return;
  await tx.insert(instruments).values(
    INSTRUMENTS.map((s, i) => ({
      code: s.code,
      showCode: s.showCode,
      name: s.name,
      categoryId: s.categoryId,
      pricePrecision: s.pricePrecision,
      lotStep: s.lotStep,
      minLots: s.minLots,
      maxLots: s.maxLots,
      contractSize: s.contractSize,
      leverageOptions: s.leverage,
      feeRate: s.feeRate,
      spreadUnits: s.spreadUnits,
      quoteCurrency: s.quoteCurrency,
      schedule: s.schedule,
      logo: s.logo,
      sort: i,
      simPriceUnits: Math.round(s.price * 10 ** s.pricePrecision),
      simVolatility: s.volatility,
      simTickMs: s.tickMs,
    })),
  );
}

export function allCategories(tx: Tx) {
  return tx.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
}

export function allInstruments(tx: Tx) {
  return tx.select().from(instruments).orderBy(asc(instruments.sort), asc(instruments.id));
}

export async function instrumentById(tx: Tx, id: number): Promise<InstrumentRow | undefined> {
  const [row] = await tx.select().from(instruments).where(eq(instruments.id, id)).limit(1);
  return row;
}

/** Reads and locks an instrument row until the transaction ends (staff edits). */
export async function lockInstrument(tx: Tx, id: number): Promise<InstrumentRow | undefined> {
  const [row] = await tx.select().from(instruments).where(eq(instruments.id, id)).for('update').limit(1);
  return row;
}

export async function updateInstrument(tx: Tx, id: number, values: Partial<typeof instruments.$inferInsert>): Promise<InstrumentRow> {
  const [row] = await tx.update(instruments).set(values).where(eq(instruments.id, id)).returning();
  return row!;
}

export async function saveCategory(
  tx: Tx,
  id: number | undefined,
  values: { sort: number; names: Record<string, string>; maxLeverage: number | null },
): Promise<CategoryRow> {
  if (id !== undefined) {
    const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
    return row!;
  }
  const [next] = await tx.select({ id: sql<number>`coalesce(max(${categories.id}), 0)::int + 1` }).from(categories);
  const [row] = await tx.insert(categories).values({ id: next!.id, ...values }).returning();
  return row!;
}

export async function categoryById(tx: Tx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

/** The newest `limit` candles of a series, oldest first. */
export async function recentCandles(tx: Tx, instrumentId: number, period: Period, limit: number): Promise<Candle[]> {
  const rows = await tx
    .select({ time: candles.time, open: candles.open, high: candles.high, low: candles.low, close: candles.close, volume: candles.volume })
    .from(candles)
    .where(and(eq(candles.instrumentId, instrumentId), eq(candles.period, period)))
    .orderBy(desc(candles.time))
    .limit(limit);
  return rows.reverse();
}

/** The last candle of a series that starts before `beforeSec` (Unix seconds), or undefined. */
export async function lastCandleBefore(tx: Tx, instrumentId: number, period: Period, beforeSec: number): Promise<{ time: number; close: number } | undefined> {
  const [row] = await tx
    .select({ time: candles.time, close: candles.close })
    .from(candles)
    .where(and(eq(candles.instrumentId, instrumentId), eq(candles.period, period), lt(candles.time, beforeSec)))
    .orderBy(desc(candles.time))
    .limit(1);
  return row;
}

export interface CandleRow extends Candle {
  instrumentId: number;
  period: Period;
}

/** Candles written at most in one statement. */
const CANDLES_A_STATEMENT = 5000;

/**
 * Inserts or updates candles. The rows go as one array a column (`unnest`), so the statement's
 * text is the same for any number of rows, built and prepared once (db/reuse.ts): the market
 * owner writes every changed candle every 5 s (276 rows: the catalogue's 46 instruments in 6
 * periods), and building that SQL, 8 parameters a row, would hold the event loop for milliseconds.
 */
export async function upsertCandles(tx: Tx, rows: CandleRow[]): Promise<void> {
  const statement = reuseSql(
    tx,
    'upsert_candles',
    () => sql`
      insert into ${candles} (instrument_id, period, time, open, high, low, close, volume)
      select * from unnest(
        ${sql.placeholder('instrumentIds')}::integer[], ${sql.placeholder('periods')}::text[], ${sql.placeholder('times')}::bigint[],
        ${sql.placeholder('opens')}::bigint[], ${sql.placeholder('highs')}::bigint[], ${sql.placeholder('lows')}::bigint[],
        ${sql.placeholder('closes')}::bigint[], ${sql.placeholder('volumes')}::double precision[])
      on conflict (instrument_id, period, time) do update
        set high = excluded.high, low = excluded.low, close = excluded.close, volume = excluded.volume`,
  );
  for (let i = 0; i < rows.length; i += CANDLES_A_STATEMENT) {
    const chunk = rows.slice(i, i + CANDLES_A_STATEMENT);
    const column = (pick: (row: CandleRow) => number) => plainArray(chunk.map(pick));
    await statement.execute({
      instrumentIds: column((r) => r.instrumentId),
      periods: textArray(chunk.map((r) => r.period)),
      times: column((r) => r.time),
      opens: column((r) => r.open),
      highs: column((r) => r.high),
      lows: column((r) => r.low),
      closes: column((r) => r.close),
      volumes: column((r) => r.volume),
    });
  }
}
