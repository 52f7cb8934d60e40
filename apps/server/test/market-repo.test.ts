import { and, asc, eq, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candles, instruments } from '../src/db/schema.js';
import { type CandleRow, seedCatalogue, upsertCandles } from '../src/modules/market/market.repo.js';
import { testDatabase } from './support/database.js';

// Candles of 1970, which no other test writes.
const stored = async (instrumentId: number) => {
  const { db } = await testDatabase();
  return db
    .select()
    .from(candles)
    .where(
      and(eq(candles.instrumentId, instrumentId), eq(candles.period, '1min'), lt(candles.time, 31_536_000)),
    )
    .orderBy(asc(candles.time));
};

describe('candles written to the database', () => {
  it('are inserted, then updated in place: high, low, close and volume follow the period, its open stays', async () => {
    const { db } = await testDatabase();
    await seedCatalogue(db);
    const [btc] = await db.select().from(instruments).where(eq(instruments.code, 'BTCUSD'));
    const row = (
      time: number,
      open: number,
      high: number,
      low: number,
      close: number,
      volume: number,
    ): CandleRow => ({
      instrumentId: btc!.id,
      period: '1min',
      time,
      open,
      high,
      low,
      close,
      volume,
    });
    await upsertCandles(db, [
      row(60, 9_500_000, 9_500_500, 9_499_000, 9_500_100, 0.1 + 0.2),
      row(120, 9_500_100, 9_500_100, 9_500_100, 9_500_100, 0),
    ]);
    // The first minute goes on: a new high and close, more volume. Its open is what it opened at.
    await upsertCandles(db, [row(60, 9_400_000, 9_501_000, 9_498_000, 9_500_900, 1e-7 + 2.5)]);
    expect(await stored(btc!.id)).toEqual([
      {
        instrumentId: btc!.id,
        period: '1min',
        time: 60,
        open: 9_500_000,
        high: 9_501_000,
        low: 9_498_000,
        close: 9_500_900,
        volume: 1e-7 + 2.5,
      },
      {
        instrumentId: btc!.id,
        period: '1min',
        time: 120,
        open: 9_500_100,
        high: 9_500_100,
        low: 9_500_100,
        close: 9_500_100,
        volume: 0,
      },
    ]);
  });

  it('are all written when there are more than one statement takes', async () => {
    const { db } = await testDatabase();
    await seedCatalogue(db);
    const [eth] = await db.select().from(instruments).where(eq(instruments.code, 'ETHUSD'));
    const rows: CandleRow[] = Array.from({ length: 5_001 }, (_, i) => ({
      instrumentId: eth!.id,
      period: '1min',
      time: 60 * (i + 1),
      open: 300_000 + i,
      high: 300_010 + i,
      low: 299_990 + i,
      close: 300_005 + i,
      volume: i / 3,
    }));
    await upsertCandles(db, rows);
    const back = await stored(eth!.id);
    expect(back).toHaveLength(5_001);
    expect(back.at(-1)).toEqual(rows.at(-1));
    expect(back.map((c) => c.volume)).toEqual(rows.map((c) => c.volume));
  });
});
