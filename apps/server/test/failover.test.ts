/**
 * Scale-out with failover, as a broker runs it: two API nodes (MARKET_FEED=none) and two engine
 * candidates (MARKET_FEED=push) on one PostgreSQL database and one Redis. The first candidate
 * takes the engine lock; the second stands by. Traders place pending orders through both API
 * nodes; the active engine is killed with SIGKILL; more orders arrive while no engine runs; the
 * standby takes the lock within seconds, the price is pushed through every target, and every
 * acknowledged order is filled exactly once with one fee in the ledger, which still balances.
 * A trailing stop the dead engine had moved fires at the level it moved to, and a pending order
 * whose expiry comes after the death is cancelled by the standby.
 *
 * Needs PostgreSQL (DATABASE_URL: runs in the PostgreSQL suite) and Redis (REDIS_URL, default
 * 127.0.0.1:6379). Outside CI it is skipped when either is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers } from './support/redis.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.resolve(here, '../src/main.ts');
const BASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PUSH_TOKEN = 'failover-push-token-0123456789';

const ready = BASE_URL !== undefined && (await redisAnswers(REDIS_URL));
if (!ready && process.env.CI && BASE_URL) throw new Error('failover.test.ts needs Redis in CI');

interface Node {
  name: string;
  child: ChildProcess;
  url: string;
  output: () => string;
}

const nodes: Node[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leverline-failover-'));
const dbName = `leverline_failover_${randomUUID().slice(0, 8)}`;
const dbUrl = BASE_URL ? Object.assign(new URL(BASE_URL), { pathname: `/${dbName}` }).toString() : '';

function startNode(name: string, feed: 'push' | 'none'): Promise<Node> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      REDIS_URL,
      MARKET_FEED: feed,
      FEED_PUSH_TOKEN: PUSH_TOKEN,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, name),
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_DIST: path.join(dataDir, 'no-admin'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 120 s:\n${out.slice(-3000)}`)), 120_000);
    const check = () => {
      const match = /running at (http:\/\/[\d.]+:\d+)\//.exec(out);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', check);
      const node = { name, child, url: match[1]!, output: () => out };
      nodes.push(node);
      resolve(node);
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${out.slice(-3000)}`));
    });
  });
}

async function api(node: Node, pathAndQuery: string, token?: string) {
  const res = await fetch(`${node.url}${pathAndQuery}`, { headers: { lang: 'en', ...(token ? { authorization: token } : {}) } });
  return (await res.json()) as { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function leader(node: Node): Promise<number> {
  const text = await (await fetch(`${node.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('leverline_engine_leader '));
  return line ? Number(line.split(' ')[1]) : -1;
}

async function push(node: Node, price: string) {
  const res = await fetch(`${node.url}/api/feed/tick`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-feed-token': PUSH_TOKEN },
    body: JSON.stringify({ code: 'BTCUSD', price }),
  });
  return res.status;
}

async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

afterAll(async () => {
  await Promise.all(
    nodes.map(
      (n) =>
        new Promise<void>((resolve) => {
          if (n.child.exitCode !== null || n.child.signalCode !== null) return resolve();
          n.child.once('exit', () => resolve());
          n.child.kill('SIGKILL');
        }),
    ),
  );
  if (BASE_URL) {
    const admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!ready)('engine failover', () => {
  it('a standby takes over within seconds of the engine dying, and no order is lost or filled twice', async () => {
    const admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();

    // The first engine creates the schema and the history; the others start on it.
    const engine1 = await startNode('engine1', 'push');
    expect(await leader(engine1)).toBe(1);
    const [engine2, api1, api2] = await Promise.all([startNode('engine2', 'push'), startNode('api1', 'none'), startNode('api2', 'none')]);
    expect(await leader(engine2)).toBe(0);
    expect(await push(engine2, '1')).toBe(503);

    // A price both API nodes see, pushed to the active engine.
    const btc = ((await api(api1, '/v1/api/forex/trade_list')).data as { Id: number; Code: string; ForexQuotations: { Close: number } }[]).find(
      (i) => i.Code === 'BTCUSD',
    )!;
    const price = Math.round(btc.ForexQuotations.Close * 1.002 * 100) / 100;
    expect(await push(engine1, price.toFixed(2))).toBe(200);
    for (const node of [api1, api2]) {
      await until(`${node.name} sees ${price}`, async () => (await api(node, '/v1/api/forex/trade_list')).data.find((i: { Code: string }) => i.Code === 'BTCUSD').ForexQuotations.Close, (close) => close === price, 10_000);
    }

    const demo = await api(api1, `/api/user/createAccountDemoForU?demo_id=${randomUUID()}`);
    const token = demo.data.token as string;
    const placed: number[] = [];
    const place = async (node: Node, i: number) => {
      const target = (price * (1 - 0.002 * (i + 1))).toFixed(2);
      const reply = await api(node, `/v1/api/forex/submit?type=1&status=0&forex_id=${btc.Id}&cont=0.01&multiple=10&target_price=${target}`, token);
      expect(reply.code, reply.msg).toBe(1);
      placed.push(reply.data.Id as number);
    };
    for (let i = 0; i < 6; i++) await place(i % 2 ? api2 : api1, i);

    // A position with a trailing stop 1 % behind, which the active engine moves up 2 % and saves;
    // a pending order far below that expires 25 s from now, after the engine has died.
    const distance = (price * 0.01).toFixed(2);
    const trailing = await api(api1, `/v1/api/forex/submit?type=1&status=1&forex_id=${btc.Id}&cont=0.01&multiple=10&trailing_stop=${distance}`, token);
    expect(trailing.code, trailing.msg).toBe(1);
    const expiring = await api(
      api2,
      `/v1/api/forex/submit?type=1&status=0&forex_id=${btc.Id}&cont=0.01&multiple=10&target_price=${(price * 0.9).toFixed(2)}&expiry=date&expire_time=${Math.ceil(Date.now() / 1000) + 25}`,
      token,
    );
    expect(expiring.code, expiring.msg).toBe(1);
    const high = Math.round(price * 1.02 * 100) / 100;
    expect(await push(engine1, high.toFixed(2))).toBe(200);
    const moved = (high - Number(distance)).toFixed(2);
    const watch = new pg.Client({ connectionString: dbUrl });
    await watch.connect();
    const stopLoss = async () => (await watch.query<{ sl: string }>('select stop_loss::numeric(24,2)::text as sl from orders where id = $1', [trailing.data.Id])).rows[0]!.sl;
    await until('the moved trailing stop is saved', stopLoss, (sl) => sl === moved, 10_000);
    await watch.end();

    // The engine dies without a word; orders keep coming through the API nodes.
    const killedAt = Date.now();
    engine1.child.kill('SIGKILL');
    for (let i = 6; i < 10; i++) await place(i % 2 ? api2 : api1, i);

    await until('engine2 leads', () => leader(engine2), (v) => v === 1, 15_000);
    const takeover = Date.now() - killedAt;
    console.log(`failover: engine2 took the engine lock ${takeover} ms after engine1 was killed`);
    expect(takeover).toBeLessThan(15_000);

    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      // Between the level the stop started at and the one it moved to: only the saved move fires it.
      expect(await push(engine2, (high - Number(distance) * 1.5).toFixed(2))).toBe(200);
      const order = async (id: number) =>
        (await db.query<{ status: number; reason: string | null; sl: string | null }>('select status, close_reason as reason, stop_loss::numeric(24,2)::text as sl from orders where id = $1', [id])).rows[0]!;
      await until('the trailing stop fires at its moved level', () => order(trailing.data.Id as number), (o) => o.status === 3, 20_000);
      expect(await order(trailing.data.Id as number)).toEqual({ status: 3, reason: 'trailing_stop', sl: moved });
      await until('the pending order expires', () => order(expiring.data.Id as number), (o) => o.status === 4, 40_000);
      expect(await order(expiring.data.Id as number)).toMatchObject({ status: 4, reason: 'expired' });

      // Through every target (the lowest is 2 % under the price): all ten fill, once.
      expect(await push(engine2, (price * 0.975).toFixed(2))).toBe(200);
      await until(
        'all orders filled',
        async () => (await db.query<{ n: number }>('select count(*)::int as n from orders where id = any($1) and status = 1', [placed])).rows[0]!.n,
        (n) => n === placed.length,
        20_000,
      );
      const account = (await db.query<{ id: number }>('select account_id as id from orders where id = $1', [placed[0]])).rows[0]!.id;
      const all = await db.query<{ id: number; status: number }>('select id::int as id, status from orders where account_id = $1 order by id', [account]);
      expect(all.rows.map((r) => r.id)).toEqual([...placed, trailing.data.Id as number, expiring.data.Id as number].sort((a, b) => a - b));
      const fees = await db.query<{ ref_id: string; n: number }>(
        "select ref_id, count(*)::int as n from ledger_entries where account_id = $1 and type = 'trade_fee' group by ref_id",
        [account],
      );
      expect(fees.rows.map((r) => [Number(r.ref_id), r.n]).sort((a, b) => a[0]! - b[0]!)).toEqual(
        [...placed, trailing.data.Id as number].sort((a, b) => a - b).map((id) => [id, 1]),
      );
      const books = await db.query<{ balance: string; sum: string; last: string }>(
        `select a.balance::text as balance, (select coalesce(sum(amount), 0)::numeric(24,6)::text from ledger_entries where account_id = a.id) as sum,
                (select balance_after::text from ledger_entries where account_id = a.id order by id desc limit 1) as last
           from accounts a where a.id = $1`,
        [account],
      );
      expect(books.rows[0]!.balance).toBe(books.rows[0]!.sum);
      expect(books.rows[0]!.balance).toBe(books.rows[0]!.last);
    } finally {
      await db.end();
    }
  }, 240_000);
});
