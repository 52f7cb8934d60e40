import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/modules/market/market.repo.js';
import { testDatabase } from './support/database.js';
import { plainArray, textArray } from '../src/db/arrays.js';
import { insertOrders } from '../src/modules/trading/trading.repo.js';

describe('array literals of the batch statement', () => {
  it('reach the database as the arrays they were made of', async () => {
    const { db } = await testDatabase();
    const texts = ['buy', 'a "quoted" code', 'back\\slash', 'comma, brace}{', '', null, 'NULL'];
    const numerals = ['65000.1234500000', '-0.010000', null, '0'];
    // Both drivers answer { rows }; the database type joins them into a type without it.
    const answer: unknown = await db.execute(
      sql`select ${textArray(texts)}::text[] as texts, ${plainArray(numerals)}::numeric[]::text[] as numerals,
                 ${plainArray([1, -2, 2147483647])}::integer[] as ints, ${plainArray([true, false, null])}::boolean[] as flags`,
    );
    const { rows } = answer as { rows: Record<string, unknown>[] };
    expect(rows[0]).toEqual({ texts, numerals, ints: [1, -2, 2147483647], flags: [true, false, null] });
  });

  it('are empty arrays for no values', () => {
    expect(plainArray([])).toBe('{}');
    expect(textArray([])).toBe('{}');
  });
});

describe('an order’s account and user', () => {
  it('must be an account and its own owner: the database refuses any other pair and writes nothing', async () => {
    const { db } = await testDatabase();
    await seedCatalogue(db);
    const stamp = `${process.pid}${Date.now()}`;
    const made = async (uid: string) => {
      const answer: unknown = await db.execute(sql`
        with u as (insert into users (uid, invite_code, is_demo, created_at, updated_at)
                   values (${uid}, ${uid}, true, now(), now()) returning id)
        insert into accounts (user_id, kind, balance, created_at, updated_at)
        select id, 'demo', '10000', now(), now() from u returning id, user_id`);
      const row = (answer as { rows: { id: number; user_id: number }[] }).rows[0]!;
      return { accountId: Number(row.id), userId: Number(row.user_id) };
    };
    const a = await made(`owner-a-${stamp}`);
    const b = await made(`owner-b-${stamp}`);
    const first: unknown = await db.execute(sql`select id from instruments order by id limit 1`);
    const instrumentId = Number((first as { rows: { id: number }[] }).rows[0]!.id);
    const order = (accountId: number, userId: number) => ({
      userId,
      accountId,
      instrumentId,
      side: 'buy',
      lots: '0.01',
      leverage: 20,
      status: 1,
      requestedPrice: '100',
      openPrice: '100',
      marginUsd: '1',
      feeUsd: '0',
      createdAt: new Date(),
      openedAt: new Date(),
    });
    const count = async () => {
      const answer: unknown = await db.execute(
        sql`select count(*)::int as n from orders where account_id in (${a.accountId}, ${b.accountId})`,
      );
      return Number((answer as { rows: { n: number }[] }).rows[0]!.n);
    };

    // B's user on A's account, and A's account with a user that does not exist.
    await expect(insertOrders(db, [order(a.accountId, b.userId)])).rejects.toThrow();
    await expect(insertOrders(db, [order(a.accountId, 2_000_000_000)])).rejects.toThrow();
    // One bad pair in a batch: none of it is written.
    await expect(
      insertOrders(db, [order(b.accountId, b.userId), order(b.accountId, a.userId)]),
    ).rejects.toThrow();
    expect(await count()).toBe(0);

    const [placed] = await insertOrders(db, [order(a.accountId, a.userId)]);
    expect(placed).toMatchObject({ accountId: a.accountId, userId: a.userId });
    expect(await count()).toBe(1);
  });
});
