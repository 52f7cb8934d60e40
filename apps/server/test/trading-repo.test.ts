import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/modules/market/market.repo.js';
import { testDatabase } from './support/database.js';
import { plainArray, textArray } from '../src/db/arrays.js';
import { insertOrders, placeIfUnchanged } from '../src/modules/trading/trading.repo.js';

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

describe('one statement placing an account’s orders together', () => {
  it('appends their fee entries in the order of the orders, across ids of more digits', async () => {
    const { db } = await testDatabase();
    await seedCatalogue(db);
    const uid = `digits-${process.pid}${Date.now()}`;
    const made: unknown = await db.execute(sql`
      with u as (insert into users (uid, invite_code, is_demo, created_at, updated_at)
                 values (${uid}, ${uid}, true, now(), now()) returning id)
      insert into accounts (user_id, kind, balance, created_at, updated_at)
      select id, 'demo', '10000', now(), now() from u returning id, user_id, version`);
    const account = (made as { rows: { id: number; user_id: number; version: number | string }[] }).rows[0]!;
    const first: unknown = await db.execute(sql`select id from instruments order by id limit 1`);
    const instrumentId = Number((first as { rows: { id: number }[] }).rows[0]!.id);
    // The next order ids run from …998 to …1003: as text, "1000" sorts before "998".
    const last: unknown = await db.execute(sql`select coalesce(max(id), 0) as id from orders`);
    const power = 10 ** (String(Number((last as { rows: { id: number | string }[] }).rows[0]!.id)).length + 1);
    await db.execute(sql`select setval('orders_id_seq', ${power - 3})`);

    // Six orders, fees of 1 to 6 USD: each entry's balance is the balance after the fees before it.
    const fees = ['1.000000', '2.000000', '3.000000', '4.000000', '5.000000', '6.000000'];
    let balance = 10000;
    const list = fees.map((fee) => {
      balance -= Number(fee);
      return {
        values: {
          userId: Number(account.user_id),
          accountId: Number(account.id),
          instrumentId,
          side: 'buy',
          lots: '0.010000',
          leverage: 20,
          status: 1,
          requestedPrice: '100.0000000000',
          openPrice: '100.0000000000',
          stopLoss: null,
          takeProfit: null,
          triggerAbove: null,
          marginUsd: '1.000000',
          feeUsd: fee,
          createdAt: new Date(),
        },
        fee,
        feeAfter: `${balance}.000000`,
        code: 'CODE',
      };
    });
    const expected = [{ accountId: Number(account.id), version: Number(account.version), balance: '10000.000000', fees: '21.000000' }];
    const { ids } = await placeIfUnchanged(db, expected, list, new Date());
    expect(ids).toEqual([power - 2, power - 1, power, power + 1, power + 2, power + 3]);

    const answer: unknown = await db.execute(
      sql`select ref_id, amount::text, balance_after::text from ledger_entries where account_id = ${account.id} order by id`,
    );
    expect((answer as { rows: unknown[] }).rows).toEqual(
      ids.map((id, i) => ({ ref_id: String(id), amount: `-${fees[i]}`, balance_after: list[i]!.feeAfter })),
    );
  });
});
