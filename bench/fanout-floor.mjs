#!/usr/bin/env node
// The floor of live-socket fan-out on this machine: how late the last clients get a tick when a
// server does the least any server can (bench/floor/fanout-server.c: one write() of 110 bytes a
// connection a tick, in C, from one or two threads) and the clients read with epoll in C
// (bench/floor/fanout-client.c). Compiled with the machine's gcc into a temporary folder.
//
//   ulimit -n 65536; node bench/fanout-floor.mjs                 (about 2 minutes)
//   node bench/fanout-floor.mjs --clients 10000 --threads 1,2 --rates 1,5,10,20 --json out.json
//
// What it is for: the fan-out bar asks for p99 tick-to-client latency ≤ 50 ms at half of peak with
// 10,000 clients on this 2-core machine. If this floor misses that, no gateway can meet it here
// (docs/performance.md, "The floors").
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: opts } = parseArgs({
  options: {
    clients: { type: 'string', default: '10000' },
    threads: { type: 'string', default: '1,2' },
    rates: { type: 'string', default: '1,5,10,20' },
    seconds: { type: 'string', default: '6' },
    json: { type: 'string' },
  },
});
const clients = Number(opts.clients);
const PORT = 19555;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leverline-floor-'));
for (const name of ['fanout-server', 'fanout-client']) {
  const built = spawnSync(
    'gcc',
    ['-O2', '-pthread', '-o', path.join(dir, name), path.join(here, 'floor', `${name}.c`)],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) {
    console.error('bench/fanout-floor.mjs: gcc failed (apt-get install gcc)');
    process.exit(2);
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  const child = spawn(path.join(dir, command), args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += String(chunk)));
  /** @type {Promise<{ code: number | null, out: string }>} */
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
  return { child, exited, output: () => out };
}

const cpu = os.cpus();
console.log(`machine: ${cpu.length} × ${cpu[0]?.model}, ${os.release()}; ${clients} clients on 127.0.0.1`);
console.log(
  'threads  ticks/s  deliveries/s   p50 ms   p90 ms   p99 ms   max ms   server pass mean / longest',
);
const results = [];
for (const threads of opts.threads.split(',').map(Number)) {
  for (const rate of opts.rates.split(',').map(Number)) {
    const ticks = Math.max(8, Math.round(rate * Number(opts.seconds)));
    const server = run('fanout-server', [
      String(PORT),
      String(clients),
      String(threads),
      String(Math.round(1000 / rate)),
      String(ticks),
    ]);
    while (!server.output().includes('listening')) await new Promise((resolve) => setTimeout(resolve, 20));
    const client = run('fanout-client', [String(PORT), String(clients), String(clients * ticks)]);
    const [{ out: serverOut }, { out: clientOut, code }] = await Promise.all([server.exited, client.exited]);
    if (code !== 0) throw new Error(`client failed (${code}); is ulimit -n at least ${clients + 100}?`);
    /** @type {unknown} */
    const parsed = JSON.parse(clientOut);
    const figures = /** @type {{ p50: number, p90: number, p99: number, max: number }} */ (parsed);
    const passes = /mean ([\d.]+) ms, longest ([\d.]+) ms/.exec(serverOut);
    const row = {
      threads,
      ticksPerSecond: rate,
      deliveriesPerSecond: rate * clients,
      ...figures,
      passMeanMs: Number(passes?.[1]),
      passLongestMs: Number(passes?.[2]),
    };
    results.push(row);
    console.log(
      `${String(threads).padStart(7)}  ${String(rate).padStart(7)}  ${String(row.deliveriesPerSecond).padStart(12)}  ${figures.p50.toFixed(1).padStart(7)}  ${figures.p90.toFixed(1).padStart(7)}  ${figures.p99.toFixed(1).padStart(7)}  ${figures.max.toFixed(1).padStart(7)}   ${row.passMeanMs} / ${row.passLongestMs} ms`,
    );
  }
}
fs.rmSync(dir, { recursive: true, force: true });
if (opts.json)
  fs.writeFileSync(
    opts.json,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cpus: cpu.length, model: cpu[0]?.model },
        clients,
        results,
      },
      null,
      2,
    ),
  );
