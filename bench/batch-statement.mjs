#!/usr/bin/env node
// PostgreSQL's work for the statement that writes a batch of market orders (trading.repo
// placeIfUnchanged), alone on one connection: latency, and the CPU of the PostgreSQL backend and
// of this process per statement and per order, by batch size and by the number of accounts in
// the table. Needs the built server (npm run build) and PostgreSQL; makes and drops a scratch
// database. No HTTP, no server: what one batch costs the database, and how that grows with the
// accounts table (docs/performance.md, "The batch statement").
//
//   node bench/batch-statement.mjs                          (about 1 minute)
//   node bench/batch-statement.mjs --accounts 100,2000,10000 --batches 1,4,8 --statements 2000
//   --pg-url postgres://postgres@127.0.0.1:5432/postgres (where the scratch database is made)
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/server/dist/db/client.js';
import { seed } from '../apps/server/dist/db/seed.js';
import { seedCatalogue } from '../apps/server/dist/modules/market/market.repo.js';
import { placeIfUnchanged } from '../apps/server/dist/modules/trading/trading.repo.js';

const { values: opts } = parseArgs({
  options: {
    accounts: { type: 'string', default: '100,2000,10000' },
    batches: { type: 'string', default: '1,4,8' },
    statements: { type: 'string', default: '2000' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const STATEMENTS = Number(opts.statements);
const scratch = `leverline_batch_${process.pid}`;
/** @param {string} database */
const urlOf = (database) => {
  const url = new URL(opts['pg-url']);
  url.pathname = `/${database}`;
  return url.toString();
};
const admin = new pg.Client({ connectionString: opts['pg-url'] });
await admin.connect();
/** @type {pg.QueryResult<{ server_version: string }>} */
const shown = await admin.query('show server_version');
const version = shown.rows[0]?.server_version;
console.log(
  `bench/batch-statement.mjs — ${new Date().toISOString()} — ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, PostgreSQL ${version}`,
);
console.log(`command: node bench/batch-statement.mjs ${process.argv.slice(2).join(' ')}`.trim());
console.log(
  `${STATEMENTS} statements a row, one connection, each statement a batch of BTCUSD buys for that many different accounts`,
);

/** CPU ms a process has used, from /proc. @param {number} pid */
const cpuMs = (pid) => {
  const f = (fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return (Number(f[11]) + Number(f[12])) * (1000 / 100);
};

/** @typedef {import('../apps/server/dist/modules/trading/trading.repo.js').JudgedOrder} JudgedOrder */
/** @typedef {{ id: number, userId: number, balance: string, version: number }} Account */

/**
 * The rows of a statement whose columns the caller names (drizzle's `execute` types its answer
 * for no driver in particular).
 * @template T
 * @param {unknown} result
 * @returns {T[]}
 */
const rowsOf = (result) => /** @type {{ rows: T[] }} */ (result).rows;

const rows = [];
try {
  for (const accountCount of opts.accounts.split(',').map(Number)) {
    await admin.query(`drop database if exists ${scratch} with (force)`);
    await admin.query(`create database ${scratch}`);
    const database = await openPostgres(urlOf(scratch), 1, () => {});
    const { db } = database;
    await seed(db, new Date());
    await seedCatalogue(db);
    /** @type {{ id: number }[]} */
    const instruments = rowsOf(await db.execute(sql`select id from instruments where code = 'BTCUSD'`));
    const instrument = instruments[0];
    if (!instrument) throw new Error('BTCUSD was not seeded');
    await db.execute(sql`insert into users (uid, invite_code, is_demo, created_at, updated_at)
      select 'b' || i, 'b' || i, true, now(), now() from generate_series(1, ${accountCount}) i`);
    await db.execute(sql`insert into accounts (user_id, kind, balance, created_at, updated_at)
      select id, 'demo', '10000', now(), now() from users where uid like 'b%'`);
    /** @type {{ id: number, user_id: number, balance: string, version: string | number }[]} */
    const accountRows = rowsOf(
      await db.execute(
        sql`select a.id, a.user_id, a.balance::text as balance, a.version from accounts a order by a.id`,
      ),
    );
    /** @type {Account[]} */
    const accounts = accountRows.map((a) => ({
      id: a.id,
      userId: a.user_id,
      balance: a.balance,
      version: Number(a.version),
    }));
    // As autovacuum keeps a live database's statistics.
    await db.execute(sql`analyze`);
    /** @type {{ pid: number }[]} */
    const backend = rowsOf(await db.execute(sql`select pg_backend_pid() as pid`));
    const pid = backend[0]?.pid ?? 0;
    let next = 0;
    for (const size of opts.batches.split(',').map(Number)) {
      /** @type {number[]} */
      const latencies = [];
      /** @param {number} count */
      const run = async (count) => {
        for (let n = 0; n < count; n++) {
          const batch = Array.from(
            { length: size },
            () => /** @type {Account} */ (accounts[next++ % accounts.length]),
          );
          const createdAt = new Date(); // the statement writes its own time; the type asks for one
          const expected = batch.map((a) => ({
            accountId: a.id,
            version: a.version,
            balance: a.balance,
            fees: '0.010000',
          }));
          /** @type {JudgedOrder[]} */
          const list = batch.map((a) => ({
            values: {
              userId: a.userId,
              accountId: a.id,
              instrumentId: instrument.id,
              side: 'buy',
              lots: '0.010000',
              leverage: 20,
              status: 1,
              requestedPrice: '65000.0000000000',
              openPrice: '65000.0000000000',
              stopLoss: null,
              takeProfit: null,
              triggerAbove: null,
              marginUsd: '32.500000',
              feeUsd: '0.010000',
              createdAt,
            },
            fee: '0.010000',
            feeAfter: a.balance,
            code: 'BTCUSD',
          }));
          const t0 = process.hrtime.bigint();
          const { ids, accounts: after } = await placeIfUnchanged(db, expected, list, new Date());
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
          if (ids.some((id) => id === undefined)) throw new Error('an order was not placed');
          for (const a of batch) Object.assign(a, after.get(a.id));
        }
      };
      await run(200); // warm-up: the statement prepared, its generic plan chosen, the JIT warm
      latencies.length = 0;
      const pg0 = cpuMs(pid);
      const own0 = process.cpuUsage();
      const wall0 = process.hrtime.bigint();
      await run(STATEMENTS);
      const wall = Number(process.hrtime.bigint() - wall0) / 1e6;
      const pgMs = cpuMs(pid) - pg0;
      const own = process.cpuUsage(own0);
      latencies.sort((a, b) => a - b);
      const row = {
        accounts: accountCount,
        batch: size,
        statements: STATEMENTS,
        p50: latencies[Math.floor(STATEMENTS / 2)] ?? NaN,
        p99: latencies[Math.floor(STATEMENTS * 0.99)] ?? NaN,
        postgresUsPerStatement: (pgMs * 1000) / STATEMENTS,
        postgresUsPerOrder: (pgMs * 1000) / STATEMENTS / size,
        clientUsPerStatement: (own.user + own.system) / STATEMENTS,
        statementsPerSecond: STATEMENTS / (wall / 1000),
      };
      rows.push(row);
      console.log(
        `${String(accountCount).padStart(6)} accounts, batch of ${String(size).padStart(2)}:  p50 ${row.p50.toFixed(2)} ms  p99 ${row.p99.toFixed(2)} ms  ` +
          `PostgreSQL ${row.postgresUsPerStatement.toFixed(0).padStart(4)} µs a statement (${row.postgresUsPerOrder.toFixed(0).padStart(4)} µs an order)  ` +
          `this process ${row.clientUsPerStatement.toFixed(0).padStart(4)} µs a statement  ${row.statementsPerSecond.toFixed(0)} statements/s`,
      );
    }
    await database.close();
  }
} finally {
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.end();
}
