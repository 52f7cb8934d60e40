#!/usr/bin/env node
// Market orders per second and their latency over HTTP, against the built server on PostgreSQL
// and on PGlite, with pgbench's built-in TPC-B-like transaction on the same PostgreSQL, same
// box, same run, as the baseline.
//
//   npm run build && npm run bench:orders        (about 2.5 minutes on 2 cores)
//
// Options: --targets pgbench,postgres,pglite   --connections 8,32   --seconds 12
//          --users 400 (demo users per measured step; each can hold about 200 of these orders,
//          so a step of 15 s needs rate × 15 ÷ 200 of them)   --warmup 3 (seconds, not counted)
//          --pgbench-seconds 15   --pgbench-clients 8   --anatomy 200 (orders sent one at a time)
//          --pg-url postgres://postgres@127.0.0.1:5432/postgres (the server to make scratch
//          databases on; they are dropped at the end; add ?host=/var/run/postgresql for the Unix
//          socket, used then by pgbench and the server alike)   --cpu-prof <dir> (profile the server)
//          --heap-prof <dir> (sample the server's allocations, the freed ones included; with
//          BENCH_SERVER_STDOUT=1 the server's stdout is shown, e.g. for --server-flags=--trace-gc)
//          --client raw|c|autocannon (the load generator, below)   --json out.json
//          --paired (with pgbench and postgres: pgbench again right before each PostgreSQL step,
//          the server stopped with SIGSTOP meanwhile, and each step judged against its own run;
//          e.g. --connections 8,8,8,8,8 --paired gives five adjacent pairs and their median, for a
//          machine whose speed drifts from minute to minute)   --server-flags=--single-threaded-gc
//          (Node.js flags for the server process only)
//
// What it does, per target:
// * pgbench: a scratch database, `pgbench -i -s 8`, then `pgbench -c 8 -j 2 -T 15 --log`
//   (durable: the server's own synchronous_commit, one fsync per transaction); tps and latency
//   average as pgbench prints them, percentiles from its per-transaction log.
// * postgres / pglite: the built server (apps/server/dist/main.js) in a child process on
//   127.0.0.1 — on a fresh scratch database (DATABASE_URL) or a fresh PGlite DATA_DIR — with the
//   quote simulator running (BTCUSD trades around the clock). For each step (a warm-up, then each
//   --connections value) a fresh set of --users demo users (10,000 virtual USD each), so every
//   step starts with no open orders; the load generator sends GET /v1/api/forex/submit?type=1&
//   forex_id=<BTCUSD>&cont=0.01&status=1&multiple=20 on --connections keep-alive connections,
//   each sending its next request when its answer is in (a closed loop, as pgbench's clients),
//   each request with the next user's token in turn. The default generator (--client raw,
//   bench/raw-http-load.mjs) writes pre-built requests to raw sockets and reads the answers by
//   Content-Length: about 30 µs of CPU a request, where autocannon (--client autocannon) takes
//   about 100 µs, CPU the server and PostgreSQL on the same two cores then lack (bench/
//   README.md, "The load generator"). An answer counts as an order only with HTTP 200 and code 1; anything else
//   is counted apart. Latency is each request's time from its write to the last byte of its
//   answer (µs resolution, not autocannon's ms histogram). Before the
//   steps and after them (every position still open), 5 s idle: the server's CPU and the longest
//   its event loop was blocked (a perf_hooks histogram kept by the probe below).
//   Then --anatomy orders one at a time: latency without queueing, and (PostgreSQL) the server's
//   queries per order by kind and the time it waited for them (bench/orders-probe.mjs, loaded
//   into the server with --import, wraps pg's Client.prototype.query to count).
// * Before the steps, bench/machine-probe.c (built with gcc) measures what the machine charges for
//   a system call, a wake-up round trip between processes, a page fault and a load from memory;
//   printed as "machine: …" and kept in the JSON, since the same build's ratio to pgbench differs
//   by these from one VM to the next (docs/performance.md).
// * Demo users: createAccountDemoForU is limited to 20 per address per hour ('register' in
//   apps/server/src/platform/limiter.ts; DEFAULT_LIMITS is fixed in main.ts, no variable changes
//   it). The server listens on 127.0.0.1 and sees each loopback source address as its own client,
//   so users are created from 127.0.0.2, 127.0.0.3, … (10 each); TRUST_PROXY stays off.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { rawLoad } from './raw-http-load.mjs';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    targets: { type: 'string', default: 'pgbench,postgres,pglite' },
    connections: { type: 'string', default: '8,32' },
    seconds: { type: 'string', default: '12' },
    users: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '3' },
    'pgbench-seconds': { type: 'string', default: '15' },
    'pgbench-clients': { type: 'string', default: '8' },
    anatomy: { type: 'string', default: '200' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'cpu-prof': { type: 'string' },
    'heap-prof': { type: 'string' },
    client: { type: 'string', default: 'raw' },
    json: { type: 'string' },
    paired: { type: 'boolean', default: false },
    'server-flags': { type: 'string', default: '' },
  },
});
const targets = opts.targets.split(',');
const paired = opts.paired && targets.includes('pgbench') && targets.includes('postgres');
const connectionSteps = opts.connections.split(',').map(Number);
const SECONDS = Number(opts.seconds);
const USERS = Number(opts.users);
const PER_ADDRESS = 10;
const PORT = 18973;
const SCRATCH = `leverline_bench_${process.pid}`;
const deadline = setTimeout(() => {
  console.error('bench/orders.mjs: still running after 10 minutes, giving up');
  void cleanup().then(() => process.exit(2));
}, 600_000);
deadline.unref();

// ---- helpers ---------------------------------------------------------------------------------------

/** @param {string} database */
const pgUrl = (database) => {
  const u = new URL(opts['pg-url']);
  u.pathname = `/${database}`;
  return u.toString();
};
const pgArgs = (() => {
  const u = new URL(opts['pg-url']);
  // ?host=/var/run/postgresql selects the Unix socket, for pgbench as for node-postgres.
  const host = u.searchParams.get('host') ?? u.hostname;
  return ['-h', host, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
})();

/**
 * @template {pg.QueryResultRow} [R=Record<string, unknown>]
 * @param {string} statement
 * @returns {Promise<pg.QueryResult<R>>}
 */
async function admin(statement) {
  const client = new pg.Client({ connectionString: opts['pg-url'] });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** @type {Set<string>} */
const scratchDatabases = new Set();
/** @param {string} name */
async function createDatabase(name) {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  scratchDatabases.add(name);
}
/**
 * ANALYZE, as autovacuum keeps a running database's statistics (and as `pgbench -i` ends): a
 * scratch database minutes old has none, and plans made on none (every table assumed tiny) are
 * not the ones a live database runs.
 * @param {string} name
 */
async function analyzeDatabase(name) {
  const client = new pg.Client({ connectionString: pgUrl(name) });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}
/** @param {string} name */
async function dropDatabase(name) {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  scratchDatabases.delete(name);
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
/** @type {Set<string>} */
const tempDirs = new Set();
/** @param {import('node:child_process').ChildProcess} child */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', () => r(undefined)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}
async function cleanup() {
  for (const child of children) await stopChild(child);
  for (const name of scratchDatabases)
    await dropDatabase(name).catch((e) =>
      console.error(`could not drop ${name}: ${e instanceof Error ? e.message : String(e)}`),
    );
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void cleanup().then(() => process.exit(130)));

/**
 * Compiles bench/<name>.c with the machine's gcc into a temporary folder (removed at the end):
 * the binary's path, or undefined when gcc failed (its messages shown when `loud`).
 * @param {string} name
 * @param {boolean} loud
 */
function buildC(name, loud) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `leverline-${name}-`));
  tempDirs.add(dir);
  const binary = path.join(dir, name);
  const built = spawnSync('gcc', ['-O2', '-o', binary, path.join(root, 'bench', `${name}.c`)], {
    stdio: loud ? 'inherit' : 'ignore',
  });
  return built.status === 0 ? { dir, binary } : undefined;
}

/**
 * The C load generator (--client c, bench/http-load.c), compiled once; undefined for the other
 * clients.
 */
const cLoader = (() => {
  if (opts.client !== 'c') return undefined;
  const built = buildC('http-load', true);
  if (!built) {
    console.error(
      'bench/orders.mjs: gcc could not build bench/http-load.c (apt-get install gcc, or --client raw)',
    );
    process.exit(1);
  }
  return built;
})();

/**
 * The machine's costs for what an order costs the server besides its JavaScript (bench/
 * machine-probe.c: a system call, a wake-up round trip over a pipe and over loopback TCP, a page
 * fault, a load from memory), measured once before the steps: figures of two machines differ by
 * these. Undefined, with a note, where gcc is missing.
 */
function probeMachine() {
  const { binary } = buildC('machine-probe', false) ?? {};
  if (!binary) {
    console.log('machine: not probed (gcc could not build bench/machine-probe.c)');
    return undefined;
  }
  const run = spawnSync(binary, { encoding: 'utf8' });
  if (run.status !== 0) {
    console.log(`machine: not probed (bench/machine-probe.c exited with ${run.status ?? run.signal})`);
    return undefined;
  }
  /** @type {Record<string, number>} */
  const figures = Object.fromEntries(
    run.stdout
      .trim()
      .split(' ')
      .map((pair) => pair.split('='))
      .map(([key, value]) => /** @type {[string, number]} */ ([key, Number(value)])),
  );
  console.log(
    `machine: a system call ${figures.syscall_ns} ns, a round trip to another process over a pipe ${figures.pipe_rtt_us} µs and over loopback TCP ${figures.tcp_rtt_us} µs, a page fault ${figures.fault_us} µs, a load from memory ${figures.load_8mb_ns} ns over 8 MB and ${figures.load_64mb_ns} ns over 64 MB (bench/machine-probe.c)`,
  );
  return figures;
}

/**
 * One closed-loop step with the C generator: rawLoad's answer, and the generator's own CPU seconds.
 * @param {Omit<import('./raw-http-load.mjs').RawLoadOptions, 'host'>} options
 * @returns {Promise<LoadResult & { latencies: Float64Array }>}
 */
function cLoad({ port, connections, seconds, path: urlPath, tokens, onAnswer }) {
  const loader = cLoader;
  if (!loader) throw new Error('--client c without a built bench/http-load.c');
  const tokensFile = path.join(loader.dir, 'tokens');
  const latenciesFile = path.join(loader.dir, 'latencies');
  fs.writeFileSync(tokensFile, `${tokens.join('\n')}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      loader.binary,
      [String(port), String(connections), String(seconds), urlPath, tokensFile, latenciesFile],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.add(child);
    let rest = '';
    /** @type {number[] | undefined} */
    let done;
    /** @param {string} text */
    const line = (text) => {
      if (text.startsWith('A ')) {
        const space = text.indexOf(' ', 2);
        onAnswer(Number(text.slice(2, space)), text.slice(space + 1));
      } else if (text.startsWith('D ')) done = text.slice(2).split(' ').map(Number);
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) line(l);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
      if (rest) line(rest);
      if (code !== 0 || !done) return reject(new Error(`bench/http-load exited with ${code}`));
      const [duration = NaN, accepted = 0, errors = 0, timeouts = 0, user = 0, system = 0] = done;
      for (let i = 0; i < accepted; i++) onAnswer(200, '{"code":1,');
      const bytes = fs.readFileSync(latenciesFile);
      const latencies = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.length / 8);
      resolve({ duration, latencies, errors, timeouts, cpuSeconds: user + system });
    });
  });
}

/**
 * @typedef {object} LoadResult one closed-loop step, whichever generator ran it
 * @property {number} duration seconds
 * @property {number} errors
 * @property {number} timeouts
 * @property {number} [cpuSeconds] the generator's own CPU, when it runs in a process of its own
 */

/** @param {ArrayLike<number>} values */
const stats = (values) => {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  /** @param {number} q */
  const at = (q) => (n ? (sorted[Math.min(n - 1, Math.floor(q * n))] ?? NaN) : NaN);
  const mean = n ? sorted.reduce((a, b) => a + b, 0) / n : NaN;
  return { n, mean, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: n ? (sorted[n - 1] ?? NaN) : NaN };
};
/** @param {number | undefined} v milliseconds */
const ms = (v) => (v === undefined || Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(1));

/**
 * user+system CPU seconds of a process, from /proc.
 * @param {number | undefined} pid
 */
function cpuOf(pid) {
  try {
    const fields = (fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
/**
 * CPU seconds of every postgres process on the box (all databases, all users), with the backends
 * that have exited: the postmaster reaps them, and their time is added to its children's time.
 * (Summing live processes alone went negative when a step's connections closed.)
 */
function postgresCpu() {
  /** @type {Map<string, string[]>} */
  const stats = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      stats.set(pid, (fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' '));
    } catch {
      // gone
    }
  }
  let total = 0;
  for (const f of stats.values()) {
    total += (Number(f[11]) + Number(f[12])) / 100;
    // The postmaster, whose parent is no postgres process: the backends it has reaped.
    if (!stats.has(f[1] ?? '')) total += (Number(f[13]) + Number(f[14])) / 100;
  }
  return total;
}
/** Busy and total CPU seconds of the whole machine. */
function machineCpu() {
  const f = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idle = (f[3] ?? 0) + (f[4] ?? 0);
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

/**
 * @typedef {object} Envelope the API's answer
 * @property {number} code 1 done, anything else refused
 * @property {string} [msg]
 * @property {unknown} [data]
 */

/**
 * A GET and its answer, parsed when it is JSON.
 * @param {string} url
 * @param {{ headers?: Record<string, string>, localAddress?: string, agent?: http.Agent | false }} [options]
 * @returns {Promise<{ status: number | undefined, body: Partial<Envelope> | string }>}
 */
function getJson(url, { headers = {}, localAddress, agent = false } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { lang: 'en', ...headers }, localAddress, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => {
        try {
          /** @type {unknown} */
          const parsed = JSON.parse(body);
          resolve({ status: res.statusCode, body: /** @type {Partial<Envelope>} */ (parsed) });
        } catch {
          resolve({ status: res.statusCode, body });
        }
      });
    });
    req.on('error', reject);
  });
}

/**
 * The envelope of an answer; an answer that was not JSON has none of its fields.
 * @param {Partial<Envelope> | string} body
 * @returns {Partial<Envelope>}
 */
const envelopeOf = (body) => (typeof body === 'string' ? {} : body);

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 */
async function waitFor(url, child, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await getJson(url);
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

// ---- pgbench -----------------------------------------------------------------------------------------

async function runPgbench() {
  const database = `${SCRATCH}_pgbench`;
  const clients = opts['pgbench-clients'];
  const seconds = opts['pgbench-seconds'];
  await createDatabase(database);
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leverline-pgbench-'));
  tempDirs.add(logDir);
  try {
    const init = spawnSync('pgbench', [...pgArgs, '-i', '-s', '8', '-q', database], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const command = [
      'pgbench',
      ...pgArgs,
      '-c',
      clients,
      '-j',
      '2',
      '-T',
      seconds,
      '-P',
      '5',
      '--log',
      `--log-prefix=${path.join(logDir, 'tx')}`,
      database,
    ];
    console.log(`$ ${command.join(' ')}`);
    /** @type {{ code: number | null, out: string }} */
    const run = await new Promise((resolve) => {
      const child = spawn('pgbench', command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
      children.add(child);
      let out = '';
      child.stdout.on('data', (c) => (out += String(c)));
      child.stderr.on('data', (c) => (out += String(c)));
      child.on('exit', (code) => {
        children.delete(child);
        resolve({ code, out });
      });
    });
    if (run.code !== 0) throw new Error(`pgbench failed: ${run.out}`);
    const tps = Number(/tps = ([\d.]+)/.exec(run.out)?.[1]);
    const average = Number(/latency average = ([\d.]+) ms/.exec(run.out)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(run.out)?.[1] ?? 0);
    /** @type {number[]} */
    const latencies = [];
    for (const file of fs.readdirSync(logDir)) {
      for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
        const f = line.split(' ');
        if (f.length >= 6) latencies.push(Number(f[2]) / 1000); // µs → ms
      }
    }
    const s = stats(latencies);
    /** @type {pg.QueryResult<{ sc: string, fsync: string }>} */
    const settings = await admin(
      `SELECT current_setting('synchronous_commit') AS sc, current_setting('fsync') AS fsync`,
    );
    const setting = settings.rows[0];
    console.log(
      `pgbench TPC-B-like, ${clients} clients, ${seconds} s (synchronous_commit=${setting?.sc}, fsync=${setting?.fsync}): ` +
        `${tps.toFixed(0)} tps, latency average ${average} ms; from its log: p50 ${ms(s.p50)} ms, p99 ${ms(s.p99)} ms, max ${ms(s.max)} ms (${s.n} transactions, ${failed} failed)`,
    );
    return {
      tps,
      latencyAverageMs: average,
      p50: s.p50,
      p99: s.p99,
      max: s.max,
      transactions: s.n,
      failed,
      synchronousCommit: setting?.sc,
    };
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
    tempDirs.delete(logDir);
    await dropDatabase(database);
  }
}

// ---- the server ----------------------------------------------------------------------------------------

/** @typedef {Awaited<ReturnType<typeof runPgbench>>} PgbenchResult */
/** @typedef {{ p50: number, p99: number, max: number }} LoopFigures */
/** @typedef {Record<string, { n: number, ms: number }>} QueryCounts */
/**
 * What bench/orders-probe.mjs answers over the IPC channel.
 * @typedef {{ counts?: QueryCounts, loop?: LoopFigures, profile?: 'started' | 'stopped' }} ProbeAnswer
 */
/**
 * @typedef {object} Step one measured step of a server
 * @property {number} connections
 * @property {number} seconds
 * @property {number} ordersPerSecond
 * @property {{ ok: number, failed: number, non200: number, messages: Record<string, number> }} answers
 * @property {number} errors
 * @property {number} timeouts
 * @property {ReturnType<typeof stats>} latency
 * @property {{ server: number, postgres: number | undefined, client: number, machineBusy: number }} cpu
 * @property {number} openPerAccount
 * @property {LoopFigures | undefined} loop
 * @property {number} ordersPerBatch
 * @property {Record<string, { perOrder: number, meanMs: number }>} queriesPerOrder
 * @property {PgbenchResult} [pgbench] the baseline run right before it (--paired)
 */

/** @param {'postgres' | 'pglite'} kind */
async function runServer(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `leverline-bench-${kind}-`));
  tempDirs.add(dataDir);
  const database = `${SCRATCH}_orders`;
  /** @type {Record<string, string>} */
  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // As in production whatever the terminal (BENCH_SERVER_STDOUT=1 may hand it one).
    LOG_FORMAT: 'json',
    MARKET_FEED: 'simulator',
    TRUST_PROXY: '0',
  };
  if (kind === 'postgres') {
    await createDatabase(database);
    env.DATABASE_URL = pgUrl(database);
  }
  const execArgv = [
    ...opts['server-flags'].split(' ').filter(Boolean),
    '--import',
    path.join(root, 'bench', 'orders-probe.mjs'),
  ];
  const started = Date.now();
  const server = spawn(process.execPath, [...execArgv, 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  children.add(server);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${base}/healthz`, server);
    console.log(
      `\n== ${kind === 'postgres' ? `PostgreSQL (${pgUrl(database)})` : `PGlite (${dataDir})`} == server up in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const list = await getJson(`${base}/v1/api/forex/trade_list?searchCurrency=BTCUSD`);
    const instruments = /** @type {{ Id: number, Code: string }[]} */ (envelopeOf(list.body).data ?? []);
    const btc = instruments.find((i) => i.Code === 'BTCUSD');
    if (!btc) throw new Error('BTCUSD is not in the instrument list');
    const submitPath = `/v1/api/forex/submit?type=1&forex_id=${btc.Id}&cont=0.01&status=1&multiple=20`;

    let address = 2;
    /** @param {number} count */
    const makeUsers = async (count) => {
      /** @type {string[]} */
      const tokens = [];
      for (let i = 0; i < count; i += PER_ADDRESS) {
        const localAddress = `127.0.0.${address++}`;
        if (address > 254) throw new Error('out of loopback addresses');
        const batch = Array.from({ length: Math.min(PER_ADDRESS, count - i) }, () =>
          getJson(`${base}/api/user/createAccountDemoForU?demo_id=${randomUUID()}`, { localAddress }),
        );
        for (const res of await Promise.all(batch)) {
          const answer = envelopeOf(res.body);
          if (answer.code !== 1) throw new Error(`demo user not created: ${JSON.stringify(res.body)}`);
          tokens.push(/** @type {{ token: string }} */ (answer.data).token);
        }
      }
      return tokens;
    };
    /**
     * @param {unknown} message
     * @param {(m: ProbeAnswer) => boolean} answered
     * @returns {Promise<ProbeAnswer | undefined>}
     */
    const ask = (message, answered) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(undefined), 10_000);
        /** @param {unknown} message */
        const listen = (message) => {
          const m = /** @type {ProbeAnswer} */ (message);
          if (!answered(m)) return;
          clearTimeout(timer);
          server.off('message', listen);
          resolve(m);
        };
        server.on('message', listen);
        server.send(/** @type {import('node:child_process').Serializable} */ (message));
      });
    const queryCounts = async () => (await ask('counts', (m) => m.counts !== undefined))?.counts ?? {};
    const loopDelay = async () => (await ask('loop', (m) => m.loop !== undefined))?.loop;
    const heapProfile = opts['heap-prof'] !== undefined;
    const profileDir = opts['cpu-prof'] ?? opts['heap-prof'];
    const profileExt = heapProfile ? 'heapprofile' : 'cpuprofile';
    if (profileDir) fs.mkdirSync(profileDir, { recursive: true });

    // Orders per transaction (group commit), from the server's own histogram at /metrics.
    const batchTotals = async () => {
      const text = await (await fetch(`${base}/metrics`)).text();
      /** @param {string} name */
      const read = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
      return { sum: read('leverline_order_batch_size_sum'), count: read('leverline_order_batch_size_count') };
    };
    /**
     * @param {number} connections
     * @param {number} seconds
     * @param {string[]} tokens
     * @param {string} [profileFile]
     * @returns {Promise<Step>}
     */
    const load = async (connections, seconds, tokens, profileFile) => {
      if (profileFile) await ask({ profile: 'start', heap: heapProfile }, (m) => m.profile === 'started');
      await loopDelay();
      const batches0 = await batchTotals();
      const queries0 = kind === 'postgres' ? await queryCounts() : {};
      let next = 0;
      /** @type {Step['answers']} */
      const answers = { ok: 0, failed: 0, non200: 0, messages: {} };
      /** @type {number[]} */
      const latencies = [];
      const cpu0 = {
        server: cpuOf(server.pid),
        postgres: postgresCpu(),
        machine: machineCpu(),
        client: process.cpuUsage(),
      };
      /**
       * @param {number} status
       * @param {string} body
       */
      const onAnswer = (status, body) => {
        if (status !== 200) {
          answers.non200++;
          return;
        }
        // The route answers {"code":…,"msg":…,"data":…}: an accepted order is known by its start,
        // so the load generator does not parse 1 KB of JSON for each (its CPU is the server's loss).
        if (body.startsWith('{"code":1,')) {
          answers.ok++;
          return;
        }
        let code;
        let msg;
        try {
          /** @type {unknown} */
          const parsed = JSON.parse(body);
          ({ code, msg } = /** @type {Partial<Envelope>} */ (parsed));
        } catch {
          msg = 'unparsable body';
        }
        if (code === 1) answers.ok++;
        else {
          answers.failed++;
          answers.messages[String(msg)] = (answers.messages[String(msg)] ?? 0) + 1;
        }
      };
      /** @type {LoadResult} */
      const result =
        opts.client === 'c'
          ? await cLoad({ port: PORT, connections, seconds, path: submitPath, tokens, onAnswer }).then(
              (r) => {
                for (const l of r.latencies) latencies.push(l);
                return r;
              },
            )
          : opts.client === 'raw'
            ? await rawLoad({
                host: '127.0.0.1',
                port: PORT,
                connections,
                seconds,
                path: submitPath,
                tokens,
                headers: { lang: 'en' },
                onAnswer,
              }).then((r) => {
                // One by one: a spread of 100,000+ arguments overflows the stack.
                for (const l of r.latencies) latencies.push(l);
                return r;
              })
            : await /** @type {Promise<import('autocannon').Result>} */ (
                new Promise((resolve, reject) => {
                  const instance = autocannon(
                    {
                      url: base,
                      connections,
                      duration: seconds,
                      requests: [
                        {
                          method: 'GET',
                          setupRequest: (request) => {
                            request.path = submitPath;
                            request.headers = {
                              ...request.headers,
                              authorization: tokens[next++ % tokens.length],
                              lang: 'en',
                            };
                            return request;
                          },
                          onResponse: onAnswer,
                        },
                      ],
                    },
                    (error, r) =>
                      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(r),
                  );
                  instance.on('response', (_client, _status, _bytes, responseTime) =>
                    latencies.push(responseTime),
                  );
                })
              );
      const clientCpu = process.cpuUsage(cpu0.client);
      const machine = machineCpu();
      const serverCpu = cpuOf(server.pid);
      const postgresCpuNow = kind === 'postgres' ? postgresCpu() : 0;
      const loop = await loopDelay();
      const batches1 = await batchTotals();
      const queries1 = kind === 'postgres' ? await queryCounts() : {};
      if (profileFile) await ask({ profile: 'stop', file: profileFile }, (m) => m.profile === 'stopped');
      const elapsed = machine.total - cpu0.machine.total; // all cores
      const wall = result.duration;
      return {
        connections,
        seconds: result.duration,
        ordersPerSecond: answers.ok / result.duration,
        answers,
        errors: result.errors,
        timeouts: result.timeouts,
        latency: stats(latencies),
        cpu: {
          server: (serverCpu - cpu0.server) / wall,
          postgres: kind === 'postgres' ? (postgresCpuNow - cpu0.postgres) / wall : undefined,
          client: (result.cpuSeconds ?? (clientCpu.user + clientCpu.system) / 1e6) / wall,
          machineBusy: (machine.busy - cpu0.machine.busy) / (elapsed || 1),
        },
        openPerAccount: answers.ok / tokens.length,
        loop,
        ordersPerBatch: (batches1.sum - batches0.sum) / (batches1.count - batches0.count),
        // PostgreSQL round trips of the whole server during the step (orders, sessions, engine,
        // simulator, candles), by kind: how many per order placed, and the mean wait for each.
        queriesPerOrder: Object.fromEntries(
          Object.entries(queries1)
            .map(([k, v]) => {
              const n = v.n - (queries0[k]?.n ?? 0);
              return /** @type {[string, { perOrder: number, meanMs: number }]} */ ([
                k,
                { perOrder: n / (answers.ok || 1), meanMs: n > 0 ? (v.ms - (queries0[k]?.ms ?? 0)) / n : 0 },
              ]);
            })
            .filter(([, v]) => v.perOrder > 0),
        ),
      };
    };
    // Refusals by message with the figures left out ("… needs # USD and # USD is free": 800).
    /** @param {Record<string, number>} messages */
    const refusals = (messages) => {
      /** @type {Record<string, number>} */
      const kinds = {};
      for (const [msg, n] of Object.entries(messages)) {
        const kind = msg.replace(/-?\d+(\.\d+)?/g, '#');
        kinds[kind] = (kinds[kind] ?? 0) + n;
      }
      return kinds;
    };
    /**
     * @param {string} label
     * @param {Step} r
     */
    const show = (label, r) => {
      console.log(
        `${label.padEnd(22)} ${r.ordersPerSecond.toFixed(0).padStart(6)} orders/s   p50 ${ms(r.latency.p50).padStart(5)} ms   p99 ${ms(r.latency.p99).padStart(5)} ms   max ${ms(r.latency.max).padStart(6)} ms` +
          `   ok ${r.answers.ok}, code≠1 ${r.answers.failed}${Object.keys(r.answers.messages).length ? ` ${JSON.stringify(refusals(r.answers.messages))}` : ''}, non-200 ${r.answers.non200}, errors ${r.errors}, timeouts ${r.timeouts}` +
          `   CPU: server ${(r.cpu.server * 100).toFixed(0)} % (${((r.cpu.server / r.ordersPerSecond) * 1e6).toFixed(0)} µs an order)${r.cpu.postgres !== undefined ? `, postgres ${(r.cpu.postgres * 100).toFixed(0)} %` : ''}, ${opts.client === 'autocannon' ? 'autocannon' : 'load generator'} ${(r.cpu.client * 100).toFixed(0)} %, machine ${(r.cpu.machineBusy * 100).toFixed(0)} % busy` +
          `   event-loop delay p99 ${ms(r.loop?.p99)} ms, max ${ms(r.loop?.max)} ms   ${r.ordersPerBatch.toFixed(1)} orders per transaction   (${r.openPerAccount.toFixed(0)} open orders per user at the end)`,
      );
      const trips = Object.entries(r.queriesPerOrder ?? {}).sort((a, b) => b[1].perOrder - a[1].perOrder);
      if (trips.length > 0)
        console.log(
          `${''.padEnd(22)} PostgreSQL round trips an order, whole server: ${trips.reduce((a, [, v]) => a + v.perOrder, 0).toFixed(2)} (` +
            `${trips.map(([k, v]) => `${k} ${v.perOrder.toFixed(2)} of ${v.meanMs.toFixed(2)} ms`).join(', ')})`,
        );
    };

    // What the server spends with nobody trading: the simulator, candles, the engine's passes.
    const idle0 = cpuOf(server.pid);
    await loopDelay();
    await new Promise((r) => setTimeout(r, 5000));
    const idleCpu = (cpuOf(server.pid) - idle0) / 5;
    const idleLoop = await loopDelay();
    console.log(
      `server while idle (quote simulator, candles, engine passes), 5 s: CPU ${(idleCpu * 100).toFixed(0)} %, ` +
        `event-loop delay p99 ${ms(idleLoop?.p99)} ms, max ${ms(idleLoop?.max)} ms`,
    );

    // The users of every step exist before the statistics are taken (a step's own users are 1/3
    // to 1/2 of all accounts), so the plans are made for the table's size during the steps.
    /** @type {string[][]} */
    const stepTokens = [];
    for (let i = 0; i < connectionSteps.length; i++) stepTokens.push(await makeUsers(USERS));
    const warmupTokens = await makeUsers(USERS);
    if (kind === 'postgres') await analyzeDatabase(database);
    const warmup = await load(/** @type {number} */ (connectionSteps[0]), Number(opts.warmup), warmupTokens);
    const steps = [];
    for (const [step, connections] of connectionSteps.entries()) {
      const tokens = /** @type {string[]} */ (stepTokens[step]);
      let pgbench;
      if (paired && kind === 'postgres') {
        // The baseline of this step alone, with the server stopped so it takes no CPU from it.
        server.kill('SIGSTOP');
        try {
          pgbench = await runPgbench();
        } finally {
          server.kill('SIGCONT');
        }
        await new Promise((r) => setTimeout(r, 1000));
      }
      const profileFile =
        profileDir && path.join(path.resolve(profileDir), `${kind}-${connections}c.${profileExt}`);
      const r = await load(connections, SECONDS, tokens, profileFile);
      if (pgbench) r.pgbench = pgbench;
      show(`${connections} connections, ${SECONDS} s`, r);
      if (profileFile)
        console.log(`  ${heapProfile ? 'allocation' : 'CPU'} profile of the step: ${profileFile}`);
      steps.push(r);
    }

    // Idle again, now with every step's positions open: what the engine's passes cost the loop.
    const open = steps.reduce((a, r) => a + r.answers.ok, warmup.answers.ok);
    const idleProfile = profileDir && path.join(path.resolve(profileDir), `${kind}-idle-after.${profileExt}`);
    if (idleProfile) await ask({ profile: 'start', heap: heapProfile }, (m) => m.profile === 'started');
    const after0 = cpuOf(server.pid);
    await loopDelay();
    await new Promise((r) => setTimeout(r, 5000));
    const afterCpu = (cpuOf(server.pid) - after0) / 5;
    const afterLoop = await loopDelay();
    if (idleProfile) await ask({ profile: 'stop', file: idleProfile }, (m) => m.profile === 'stopped');
    console.log(
      `server idle after the steps, ${open} positions open on ${USERS * (steps.length + 1)} accounts, 5 s: CPU ${(afterCpu * 100).toFixed(0)} %, ` +
        `event-loop delay p99 ${ms(afterLoop?.p99)} ms, max ${ms(afterLoop?.max)} ms`,
    );

    // One order at a time: latency without queueing, and what an order asks of the database.
    const anatomyTokens = await makeUsers(Math.min(USERS, 20));
    const before = await queryCounts();
    await loopDelay();
    const single = [];
    let singleFailed = 0;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < Number(opts.anatomy); i++) {
      const t0 = process.hrtime.bigint();
      const res = await getJson(`${base}${submitPath}`, {
        headers: { authorization: /** @type {string} */ (anatomyTokens[i % anatomyTokens.length]) },
        agent,
      });
      single.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (envelopeOf(res.body).code !== 1) singleFailed++;
    }
    agent.destroy();
    const singleLoop = await loopDelay();
    const after = await queryCounts();
    const n = Number(opts.anatomy);
    /** @type {Record<string, { queries: number, ms: number }>} */
    const perOrder = {};
    for (const [k, v] of Object.entries(after)) {
      const b = before[k] ?? { n: 0, ms: 0 };
      if (v.n > b.n) perOrder[k] = { queries: (v.n - b.n) / n, ms: (v.ms - b.ms) / n };
    }
    const s = stats(single);
    const totalQueries = Object.values(perOrder).reduce((a, v) => a + v.queries, 0);
    const dbMs = Object.values(perOrder).reduce((a, v) => a + v.ms, 0);
    console.log(
      `one at a time (${n} orders, ${singleFailed} failed): mean ${ms(s.mean)} ms, p50 ${ms(s.p50)} ms, p99 ${ms(s.p99)} ms, max ${ms(s.max)} ms; ` +
        `event-loop delay p99 ${ms(singleLoop?.p99)} ms, max ${ms(singleLoop?.max)} ms`,
    );
    if (totalQueries > 0) {
      console.log(
        `  per order: ${totalQueries.toFixed(1)} queries, ${dbMs.toFixed(2)} ms waiting for them —`,
      );
      for (const [k, v] of Object.entries(perOrder).sort((a, b) => b[1].queries - a[1].queries)) {
        console.log(
          `    ${k.padEnd(26)} ${v.queries.toFixed(2).padStart(6)} × (${(v.ms / v.queries).toFixed(3)} ms each)`,
        );
      }
    }
    return {
      kind,
      idle: { cpu: idleCpu, loop: idleLoop },
      idleAfter: { positions: open, accounts: USERS * (steps.length + 1), cpu: afterCpu, loop: afterLoop },
      steps,
      single: { ...s, failed: singleFailed, loop: singleLoop },
      perOrder,
    };
  } finally {
    await stopChild(server);
    if (kind === 'postgres') await dropDatabase(database);
    fs.rmSync(dataDir, { recursive: true, force: true });
    tempDirs.delete(dataDir);
  }
}

// ---- the run ---------------------------------------------------------------------------------------------

if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  console.error('apps/server/dist/main.js is missing: run `npm run build` first');
  process.exit(1);
}
const cpus = os.cpus();
const started = Date.now();
console.log(
  `bench/orders.mjs — ${new Date().toISOString()} — ${cpus.length} cores (${cpus[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
console.log(`command: node bench/orders.mjs ${process.argv.slice(2).join(' ')}`.trimEnd());
console.log(
  `load average at start: ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}${(os.loadavg()[0] ?? 0) > 0.5 ? ' — other work is running; figures will be noisier' : ''}`,
);
console.log(
  `market orders: BTCUSD 0.01 lot buy at leverage 20; ${USERS} fresh demo users per step, requests rotating their tokens; steps of ${SECONDS} s at ${connectionSteps.join(', ')} connections after a ${opts.warmup} s warm-up`,
);
// Which build was measured: when it was made and a hash of its server code (tests left out).
const distDir = path.join(root, 'apps/server/dist');
const distFiles = fs
  .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.js') && !f.endsWith('.test.js'))
  .sort();
const distHash = createHash('sha256');
for (const f of distFiles) distHash.update(f).update(fs.readFileSync(path.join(distDir, f)));
const build = {
  builtAt: fs.statSync(path.join(distDir, 'main.js')).mtime.toISOString(),
  sha256: distHash.digest('hex').slice(0, 12),
};
console.log(
  `server build: apps/server/dist of ${build.builtAt}, sha256 of its ${distFiles.length} .js files ${build.sha256}`,
);
/**
 * @type {{
 *   date: string, cpu: string | undefined, cores: number, node: string,
 *   machine: Record<string, number> | undefined, build: typeof build, options: typeof opts,
 *   postgres?: string, pgbench?: PgbenchResult,
 *   postgresServer?: Awaited<ReturnType<typeof runServer>>, pgliteServer?: Awaited<ReturnType<typeof runServer>>,
 * }}
 */
const results = {
  date: new Date().toISOString(),
  cpu: cpus[0]?.model,
  cores: cpus.length,
  node: process.version,
  machine: probeMachine(),
  build,
  options: opts,
};
try {
  /** @type {pg.QueryResult<{ server_version: string }>} */
  const version = await admin('SHOW server_version');
  results.postgres = version.rows[0]?.server_version;
  console.log(
    `PostgreSQL ${results.postgres} at ${new URL(opts['pg-url']).searchParams.get('host') ?? new URL(opts['pg-url']).host}`,
  );
  if (targets.includes('pgbench') && !paired) results.pgbench = await runPgbench();
  if (targets.includes('postgres')) results.postgresServer = await runServer('postgres');
  if (targets.includes('pglite')) results.pgliteServer = await runServer('pglite');

  console.log('\n== against the bar (PostgreSQL, over HTTP) ==');
  /** @type {Map<number, number[]>} */
  const ratios = new Map();
  for (const step of results.postgresServer?.steps ?? []) {
    const base = (step.pgbench ?? results.pgbench)?.tps;
    const ratio = base ? step.ordersPerSecond / base : NaN;
    if (!Number.isNaN(ratio)) ratios.set(step.connections, [...(ratios.get(step.connections) ?? []), ratio]);
    const met = ratio >= 1 && step.latency.p99 <= 25;
    console.log(
      `${step.connections} connections: ${step.ordersPerSecond.toFixed(0)} orders/s = ${Number.isNaN(ratio) ? '–' : `${ratio.toFixed(2)}×`} pgbench's ${base ? base.toFixed(0) : '–'} tps; ` +
        `p99 ${ms(step.latency.p99)} ms — ${met ? 'met' : 'NOT met'} (bar: ≥ 1× pgbench, p99 ≤ 25 ms)`,
    );
  }
  for (const [connections, list] of ratios) {
    if (list.length < 2) continue;
    const sorted = [...list].sort((a, b) => a - b);
    /** @param {number} i */
    const at = (i) => /** @type {number} */ (sorted[i]);
    const median =
      sorted.length % 2 ? at(sorted.length >> 1) : (at(sorted.length / 2 - 1) + at(sorted.length / 2)) / 2;
    console.log(
      `${connections} connections, ${list.length} ${paired ? 'pairs' : 'steps'}: median ${median.toFixed(2)}× pgbench (${sorted.map((r) => r.toFixed(2)).join(', ')})`,
    );
  }
} finally {
  await cleanup();
}
console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (opts['cpu-prof'])
  console.log(
    `server CPU profiles of the measured steps in ${path.resolve(opts['cpu-prof'])} (summary: node bench/profile-summary.mjs <file>)`,
  );
if (opts.json) fs.writeFileSync(opts.json, `${JSON.stringify(results, null, 2)}\n`);
process.exit(0);
