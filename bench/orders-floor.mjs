#!/usr/bin/env node
// The floor of market orders over HTTP on this machine, beside pgbench in the same run: how many
// orders a second a bare node:http server (bench/floor/orders-server.mjs) places when it does
// nothing for an order but its durable writes, orders arriving together sharing one write, in
//   * transaction: the locking transaction a margin check inside the transaction needs (lock the
//     account, read its open orders, insert, take the fee, append the entry, commit), and
//   * statement: the same writes as one statement (what a judgement against a copy of the
//     account needs; trading.repo placeIfUnchanged).
// No authentication, validation, rules, engine or pushes: Leverline's order path (bench/orders.mjs)
// can only be slower. It tells how far the orders' bar (≥ 1× pgbench's tps at 8 connections,
// p99 ≤ 25 ms) is from what this machine allows (docs/performance.md).
//
//   node bench/orders-floor.mjs          (about 1 minute; needs PostgreSQL and pgbench)
//   node bench/orders-floor.mjs --connections 8,32 --seconds 10 --pg-url postgres://postgres@127.0.0.1:5432/postgres
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: opts } = parseArgs({
  options: {
    connections: { type: 'string', default: '8,32' },
    seconds: { type: 'string', default: '10' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    json: { type: 'string' },
  },
});
const SECONDS = Number(opts.seconds);
const PORT = 18974;
const scratch = `leverline_floor_${process.pid}`;
const admin = new pg.Client({ connectionString: opts['pg-url'] });
await admin.connect();
/** @param {string} database */
const urlOf = (database) => {
  const url = new URL(opts['pg-url']);
  url.pathname = `/${database}`;
  return url.toString();
};
/** CPU seconds a process has used, from /proc. @param {number | undefined} pid */
const cpuOf = (pid) => {
  const f = (fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};

/**
 * @typedef {object} Step
 * @property {string} mode
 * @property {number} connections
 * @property {number} ordersPerSecond
 * @property {number} ratio
 * @property {number} p50
 * @property {number} p99
 * @property {number} non2xx
 * @property {number} serverCpu
 */
/** @type {{ date: string, cpu: string | undefined, cores: number, steps: Step[], pgbench?: { tps: number } }} */
const results = {
  date: new Date().toISOString(),
  cpu: os.cpus()[0]?.model,
  cores: os.cpus().length,
  steps: [],
};
try {
  // pgbench, as bench/orders.mjs runs it.
  await admin.query(`create database ${scratch}_pgbench`);
  const pgArgs = [
    '-h',
    new URL(opts['pg-url']).hostname,
    '-p',
    new URL(opts['pg-url']).port || '5432',
    '-U',
    new URL(opts['pg-url']).username || 'postgres',
  ];
  if (spawnSync('pgbench', [...pgArgs, '-i', '-s', '8', '-q', `${scratch}_pgbench`]).status !== 0)
    throw new Error('pgbench -i failed');
  const run = spawnSync(
    'pgbench',
    [...pgArgs, '-c', '8', '-j', '2', '-T', String(SECONDS), `${scratch}_pgbench`],
    { encoding: 'utf8' },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
  results.pgbench = { tps };
  console.log(`machine: ${results.cores} × ${results.cpu}`);
  console.log(`pgbench TPC-B-like, 8 clients, ${SECONDS} s: ${tps.toFixed(0)} tps`);

  await admin.query(`create database ${scratch}`);
  const db = new pg.Client({ connectionString: urlOf(scratch) });
  await db.connect();
  await db.query(`
    create table floor_accounts (id int primary key, balance numeric(24,6) not null);
    insert into floor_accounts select g, 10000 from generate_series(1, 200) g;
    create table floor_orders (id bigint generated always as identity primary key, account_id int not null,
      lots numeric(18,6), open_price numeric(24,10), status int);
    create index on floor_orders (account_id, status);
    create table floor_ledger (id bigint generated always as identity primary key, account_id int, amount numeric(24,6));`);
  await db.end();

  console.log('server      connections   orders/s   ×pgbench   p50 ms   p99 ms   server CPU');
  for (const mode of ['transaction', 'statement']) {
    const server = spawn(
      process.execPath,
      [path.join(here, 'floor', 'orders-server.mjs'), urlOf(scratch), String(PORT), mode],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => server.stdout.once('data', resolve));
    await autocannon({ url: `http://127.0.0.1:${PORT}/`, connections: 8, duration: 2 }); // warm-up
    for (const connections of opts.connections.split(',').map(Number)) {
      const cpu0 = cpuOf(server.pid);
      const r = await autocannon({ url: `http://127.0.0.1:${PORT}/`, connections, duration: SECONDS });
      const cpu = (cpuOf(server.pid) - cpu0) / SECONDS;
      const perSecond = r.requests.total / SECONDS;
      const step = {
        mode,
        connections,
        ordersPerSecond: perSecond,
        ratio: perSecond / tps,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        serverCpu: cpu,
      };
      results.steps.push(step);
      console.log(
        `${mode.padEnd(12)}${String(connections).padStart(11)}   ${perSecond.toFixed(0).padStart(8)}   ${step.ratio.toFixed(2).padStart(8)}   ${String(r.latency.p50).padStart(6)}   ${String(r.latency.p99).padStart(6)}   ${(cpu * 100).toFixed(0).padStart(6)} %${r.non2xx ? `   ${r.non2xx} failed` : ''}`,
      );
    }
    server.kill();
  }
} finally {
  for (const name of [scratch, `${scratch}_pgbench`])
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
}
if (opts.json) fs.writeFileSync(opts.json, JSON.stringify(results, null, 2));
