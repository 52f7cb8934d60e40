/** The only queries of categories, instruments and candles. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Candle, Period } from '@leverline/domain';
import type { Tx } from '../../db/client.js';
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

export interface CandleRow extends Candle {
  instrumentId: number;
  period: Period;
}

/** Inserts or updates candles, in statements of at most 1000 rows. */
export async function upsertCandles(tx: Tx, rows: CandleRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(candles)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [candles.instrumentId, candles.period, candles.time],
        set: {
          high: sql`excluded.high`,
          low: sql`excluded.low`,
          close: sql`excluded.close`,
          volume: sql`excluded.volume`,
        },
      });
  }
}
