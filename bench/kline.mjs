#!/usr/bin/env node
// 1000-candle chart history: requests per second and latency of GET /v1/api/forex/kline from the
// built Leverline server, against a naive server on the same box that answers the same 1000
// candles by building objects and JSON.stringify-ing them on every request.
//
//   npm run build && node bench/kline.mjs            (about 1 minute; first run creates a database)
//
// Both servers run in child processes; autocannon drives them from this process, one after the
// other, with the same connections and duration. Loopback only; stops by itself.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'leverline-bench-data');
const port = 18971;
const naivePort = 18972;

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
function start(command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

/** @param {string} url */
async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
function load(url, headers = {}) {
  return autocannon({ url, connections, duration: seconds, headers: { lang: 'en', ...headers } });
}

const naiveServer = `
import Fastify from 'fastify';
const candles = JSON.parse(process.env.CANDLES);
const digits = Number(process.env.DIGITS);
const app = Fastify();
// What a first implementation does: candle state to objects, then JSON.stringify, every request.
app.get('/kline', async () => ({
  code: 1,
  msg: 'Success',
  data: candles.map((c) => ({
    Time: c.Time,
    Open: Number(c.Open.toFixed(digits)),
    High: Number(c.High.toFixed(digits)),
    Low: Number(c.Low.toFixed(digits)),
    Close: Number(c.Close.toFixed(digits)),
    Volume: c.Volume,
  })),
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

fs.mkdirSync(dataDir, { recursive: true });
console.log(`Starting Leverline (data in ${dataDir}; the first run creates the database and candle history)…`);
const server = start(process.execPath, ['apps/server/dist/main.js'], { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' });
/** @type {import('node:child_process').ChildProcess | undefined} */
let naive;
try {
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  const list = /** @type {{ data: { Id: number, PricePrecision: number }[] }} */ (
    await (await fetch(`http://127.0.0.1:${port}/v1/api/forex/trade_list?searchCurrency=EURUSD`)).json()
  );
  const eurusd = list.data[0];
  if (!eurusd) throw new Error('EURUSD is not in the instrument list');
  const url = `http://127.0.0.1:${port}/v1/api/forex/kline?forex_id=${eurusd.Id}&period=1min`;
  const sample = /** @type {{ data: unknown[] }} */ (await (await fetch(url)).json());
  console.log(`EURUSD 1min: ${sample.data.length} candles, ${JSON.stringify(sample).length} bytes a response`);

  const naiveFile = path.join(root, 'bench', '.naive-kline.mjs');
  fs.writeFileSync(naiveFile, naiveServer);
  naive = start(process.execPath, [naiveFile], { PORT: String(naivePort), CANDLES: JSON.stringify(sample.data), DIGITS: String(eurusd.PricePrecision) });
  await waitFor(`http://127.0.0.1:${naivePort}/kline`);
  fs.rmSync(naiveFile);

  await load(url); // warm-up pass, not counted
  const ours = await load(url);
  const oursGzip = await load(url, { 'accept-encoding': 'gzip' });
  const base = await load(`http://127.0.0.1:${naivePort}/kline`);
  /**
   * @param {string} name
   * @param {import('autocannon').Result} r
   */
  const row = (name, r) =>
    `${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`\n${seconds} s, ${connections} connections, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`);
  console.log(row('Leverline kline (cached body)', ours));
  console.log(row('Leverline kline, gzip (as phones ask)', oursGzip));
  console.log(row('naive per-request JSON.stringify', base));
  console.log(`ratio ${(ours.requests.average / base.requests.average).toFixed(1)}× (bar: at least 10×, p99 at most 20 ms)`);
} finally {
  server.kill('SIGTERM');
  naive?.kill('SIGTERM');
}
