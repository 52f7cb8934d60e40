#!/usr/bin/env node
// Reliability under failure, on PostgreSQL: traders keep opening and closing positions over HTTP
// while the server is killed with SIGKILL (KILLS times, default 20) and restarted, and then while
// PostgreSQL itself restarts. Afterwards, from the database:
//   - every order the server acknowledged exists, and every acknowledged close is closed;
//   - no order has two fee entries or two profit entries (nothing done twice);
//   - every account's balance equals the sum of its ledger and its last balance_after, and none is
//     negative.
// Exits 1 if any check fails. Needs a built server and a PostgreSQL it may create a database in,
// and restarts the local cluster with pg_ctlcluster (skip that part with PG_RESTART=0).
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/reliability.mjs
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL database this script may create another one beside.');
  process.exit(1);
}
const kills = Number(process.env.KILLS ?? 20);
const traders = Number(process.env.TRADERS ?? 16);
const port = 18991;
const origin = `http://127.0.0.1:${port}`;
const dbName = `leverline_reliability_${Date.now()}`;
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leverline-reliability-'));

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** @param {string} sql */
async function admin(sql) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  return child;
}

async function ready(timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return Date.now() - started;
    } catch {
      // down
    }
    await sleep(100);
  }
  throw new Error('server did not become ready');
}

/**
 * @typedef {object} Reply the API's envelope
 * @property {number} code 1 done, 999 not logged in, anything else refused
 * @property {unknown} data
 */

/**
 * @param {string} pathAndQuery
 * @param {string} [token]
 * @returns {Promise<Reply>}
 */
async function call(pathAndQuery, token) {
  const res = await fetch(`${origin}${pathAndQuery}`, { headers: { lang: 'en', ...(token ? { authorization: token } : {}) }, signal: AbortSignal.timeout(5000) });
  return /** @type {Promise<Reply>} */ (res.json());
}

/**
 * The count a `select count(*)::int as n` finds.
 * @param {pg.Client} db
 * @param {string} text
 * @param {unknown[]} [values]
 */
async function countOf(db, text, values) {
  /** @type {pg.QueryResult<{ n: number }>} */
  const result = await db.query(text, values);
  return result.rows[0]?.n ?? NaN;
}

await admin(`create database ${dbName}`);
const acked = new Set();
const closedAcked = new Set();
const open = new Map();
let refused = 0;
let unreachable = 0;
let stopping = false;
const recoveries = [];
let failed = false;

try {
  startServer();
  console.log(`first start on a new database (${dbName}): ${Math.round((await ready()) / 1000)} s`);
  const list = /** @type {{ Id: number, Code: string }[]} */ ((await call('/v1/api/forex/trade_list')).data);
  const btc = list.find((i) => i.Code === 'BTCUSD');
  if (!btc) throw new Error('BTCUSD is not in the instrument list');
  const tokens = [];
  for (let i = 0; i < traders; i++) {
    const demo = /** @type {{ token: string }} */ ((await call(`/api/user/createAccountDemoForU?demo_id=${randomUUID()}`)).data);
    tokens.push(demo.token);
  }

  /** @param {string} token */
  const trader = async (token) => {
    /** @type {number[]} */
    const mine = [];
    open.set(token, mine);
    while (!stopping) {
      try {
        if (mine.length > 3 || (mine.length > 0 && Math.random() < 0.4)) {
          const id = mine.shift();
          const reply = await call(`/v1/api/forex/close?id=${id}`, token);
          if (reply.code === 1) closedAcked.add(id);
          else if (reply.code !== 999) refused += 1;
        } else {
          const side = Math.random() < 0.5 ? 1 : 2;
          const reply = await call(`/v1/api/forex/submit?type=${side}&status=1&forex_id=${btc.Id}&cont=0.01&multiple=10`, token);
          if (reply.code === 1) {
            const { Id } = /** @type {{ Id: number }} */ (reply.data);
            acked.add(Id);
            mine.push(Id);
          } else refused += 1;
        }
      } catch {
        // The server is down: the request was never acknowledged.
        unreachable += 1;
        await sleep(50);
      }
    }
  };
  const load = tokens.map((t) => trader(t));

  for (let i = 0; i < kills; i++) {
    await sleep(1500 + Math.random() * 1500);
    const killed = /** @type {import('node:child_process').ChildProcess} */ (server);
    killed.kill('SIGKILL');
    await new Promise((r) => killed.once('exit', () => r(undefined)));
    startServer();
    recoveries.push(await ready());
    process.stdout.write(`kill ${i + 1}/${kills}: ready again in ${recoveries.at(-1)} ms, ${acked.size} orders acknowledged\n`);
  }

  let pgRecovery = null;
  if (process.env.PG_RESTART !== '0') {
    await sleep(2000);
    const before = acked.size;
    const cluster = fs.readdirSync('/etc/postgresql')[0];
    if (!cluster) throw new Error('no PostgreSQL cluster in /etc/postgresql to restart (PG_RESTART=0 skips it)');
    const restartedAt = Date.now();
    execFileSync('pg_ctlcluster', [cluster, 'main', 'restart'], { stdio: 'inherit' });
    await ready();
    // Recovered when orders are acknowledged again.
    while (acked.size === before) await sleep(50);
    pgRecovery = Date.now() - restartedAt;
    console.log(`PostgreSQL restarted: orders acknowledged again ${pgRecovery} ms after the restart began`);
  }
  await sleep(2000);
  stopping = true;
  await Promise.all(load);
  // Let the engine finish what the last ticks triggered.
  await sleep(1500);

  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const ids = [...acked];
  const existing = await countOf(db, 'select count(*)::int as n from orders where id = any($1::bigint[])', [ids]);
  const notClosed = await countOf(db, 'select count(*)::int as n from orders where id = any($1::bigint[]) and status <> 3', [[...closedAcked]]);
  const twice = await countOf(
    db,
    "select count(*)::int as n from (select ref_id, type from ledger_entries where ref_type = 'order' and type in ('trade_fee', 'trade_profit') group by ref_id, type having count(*) > 1) d",
  );
  const unbalanced = await countOf(
    db,
    `select count(*)::int as n from accounts a
      where a.balance <> coalesce((select sum(amount) from ledger_entries e where e.account_id = a.id), 0)
         or a.balance <> coalesce((select balance_after from ledger_entries e where e.account_id = a.id order by id desc limit 1), a.balance)
         or a.balance < 0`,
  );
  await db.end();

  const sorted = [...recoveries].sort((a, b) => a - b);
  console.log(`\n${kills} kills with ${traders} traders trading; ${acked.size} orders and ${closedAcked.size} closes acknowledged`);
  console.log(`requests that found the server down: ${unreachable}; refused by the rules (margin, closed already): ${refused}`);
  console.log(`restart to ready: median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`);
  const checks = [
    [`every acknowledged order exists (${existing}/${ids.length})`, existing === ids.length],
    [`every acknowledged close is closed (${notClosed} still open)`, notClosed === 0],
    [`no order has two fee or two profit entries (${twice} do)`, twice === 0],
    [`every balance equals its ledger and none is negative (${unbalanced} differ)`, unbalanced === 0],
  ];
  for (const [text, ok] of checks) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
    if (!ok) failed = true;
  }
} finally {
  stopping = true;
  server?.kill('SIGKILL');
  await sleep(500);
  await admin(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(String(e)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
