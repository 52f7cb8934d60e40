#!/usr/bin/env node
/**
 * Per-tick cost of evaluating price alerts with 1,000,000 active alerts spread over the catalogue's
 * instruments, against a linear scan over all of them, in the same run.
 *
 *   npm run bench:alerts
 *   (= node --conditions=source --import tsx --expose-gc bench/alerts.ts; about a minute on 2 quiet cores)
 *
 * Options: --alerts 1000000  --ticks 200000  --scan-ticks 300  --range-pct 3  --seed 20261127  --json out.json
 *
 * * Ticks: the server's simulator step (gbmStep) with each instrument's catalogue price,
 *   volatility and tick interval, seeded and made up front; an instrument ticks with probability
 *   ∝ 1/tickMs, as the live feed does.
 * * Alerts: half above, half below the price, each level uniform within range-pct of it; a third
 *   repeat. An alert that fires is replaced by a new one around the price of that moment (a
 *   repeating one re-arms instead), so the population stays at --alerts.
 * * The index: AlertIndex (apps/server/src/modules/notifications/alert-index.ts, the real class),
 *   one per instrument, keys made as AlertWatcher.index makes them. Timed per tick: crossed() and
 *   putting back what fired (re-arm or replacement) and sweep(), i.e. all the index work a tick
 *   causes in the watcher.
 * * The baseline: on --scan-ticks ticks sampled evenly over the stream, a loop over every alert
 *   object comparing its level with the bid of the ticked instrument (what "scan every alert per
 *   tick" costs), timed just before the index handles the same tick. The sets fired must agree.
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { AlertIndex } from '../apps/server/src/modules/notifications/alert-index.js';
import { INSTRUMENTS } from '../apps/server/src/modules/market/catalogue.js';
import { gaussian, gbmStep, mulberry32 } from '../apps/server/src/modules/market/simulator.js';

const { values: args } = parseArgs({
  options: {
    alerts: { type: 'string', default: '1000000' },
    ticks: { type: 'string', default: '200000' },
    'scan-ticks': { type: 'string', default: '300' },
    'range-pct': { type: 'string', default: '3' },
    seed: { type: 'string', default: '20261127' },
    json: { type: 'string' },
  },
});
const ALERTS = Number(args.alerts);
const TICKS = Number(args.ticks);
const SCAN_TICKS = Number(args['scan-ticks']);
const RANGE = Number(args['range-pct']) / 100;
const random = mulberry32(Number(args.seed));

console.log(`machine: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, node ${process.version}, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

// ---- instruments and ticks -------------------------------------------------------------------------

const instruments = INSTRUMENTS.map((i, n) => ({ n, code: i.code, units: Math.round(i.price * 10 ** i.pricePrecision), volatility: i.volatility, tickMs: i.tickMs }));
const weights = instruments.map((i) => 1 / i.tickMs);
const totalWeight = weights.reduce((a, b) => a + b, 0);
function pickInstrument(): number {
  let r = random() * totalWeight;
  for (let i = 0; i < weights.length; i++) if ((r -= weights[i]!) <= 0) return i;
  return weights.length - 1;
}
const tickInstrument = new Int32Array(TICKS);
const tickBid = new Float64Array(TICKS);
{
  const last = instruments.map((i) => i.units);
  for (let t = 0; t < TICKS; t++) {
    const i = pickInstrument();
    const inst = instruments[i]!;
    last[i] = gbmStep(last[i]!, inst.volatility, inst.tickMs, gaussian(random));
    tickInstrument[t] = i;
    tickBid[t] = last[i]!;
  }
}

// ---- alerts: the index's live state and the baseline's objects ------------------------------------

interface Alert {
  id: number;
  instrument: number;
  above: boolean;
  level: number;
  repeat: boolean;
  armed: boolean;
  gen: number;
}
const alerts: Alert[] = new Array<Alert>(ALERTS);
let generation = 0;
const isLive = (id: number, gen: number) => alerts[id]!.gen === gen;
const indexes = instruments.map(() => new AlertIndex(isLive));
const bids = instruments.map((i) => i.units);

function place(alert: Alert): void {
  alert.gen = ++generation;
  const index = indexes[alert.instrument]!;
  if (alert.above) {
    if (alert.armed) index.addAbove({ key: alert.level, alertId: alert.id, gen: alert.gen, action: 'fire' });
    else index.addBelow({ key: alert.level - 1, alertId: alert.id, gen: alert.gen, action: 'rearm' });
  } else if (alert.armed) index.addBelow({ key: alert.level, alertId: alert.id, gen: alert.gen, action: 'fire' });
  else index.addAbove({ key: alert.level + 1, alertId: alert.id, gen: alert.gen, action: 'rearm' });
}

/** New terms for alert `id` around the instrument's bid: above or below it, within RANGE. */
function fresh(id: number, instrument: number): Alert {
  const bid = bids[instrument]!;
  const above = random() < 0.5;
  const distance = Math.max(1, Math.round(bid * RANGE * random()));
  return { id, instrument, above, level: above ? bid + distance : bid - distance, repeat: random() < 1 / 3, armed: true, gen: 0 };
}

const perInstrument = instruments.map(() => 0);
for (let id = 0; id < ALERTS; id++) {
  const instrument = id % instruments.length;
  perInstrument[instrument]!++;
  alerts[id] = fresh(id, instrument);
  place(alerts[id]!);
}
console.log(`${ALERTS.toLocaleString('en')} alerts over ${instruments.length} instruments (${Math.min(...perInstrument).toLocaleString('en')}–${Math.max(...perInstrument).toLocaleString('en')} each), ${TICKS.toLocaleString('en')} ticks`);

/** The baseline: every alert, one comparison each. Returns the ids that would fire now. */
function scan(instrument: number, bid: number): number[] {
  const hit: number[] = [];
  for (let i = 0; i < alerts.length; i++) {
    const a = alerts[i]!;
    if (a.instrument !== instrument || !a.armed) continue;
    if (a.above ? bid >= a.level : bid <= a.level) hit.push(a.id);
  }
  return hit;
}

// ---- the run ----------------------------------------------------------------------------------------

const indexNs: number[] = [];
const scanNs: number[] = [];
const indexOnScanTicksNs: number[] = [];
let fired = 0;
let rearmed = 0;
let mismatches = 0;
const scanEvery = Math.max(1, Math.floor(TICKS / SCAN_TICKS));
(globalThis as { gc?: () => void }).gc?.();

for (let t = 0; t < TICKS; t++) {
  const instrument = tickInstrument[t]!;
  const bid = tickBid[t]!;
  bids[instrument] = bid;
  const sampled = t % scanEvery === 0;
  let expected: number[] | undefined;
  if (sampled) {
    const s = performance.now();
    expected = scan(instrument, bid);
    scanNs.push((performance.now() - s) * 1e6);
  }
  const start = performance.now();
  const index = indexes[instrument]!;
  const hits = index.crossed(bid);
  const firedNow: number[] = [];
  for (const entry of hits) {
    const alert = alerts[entry.alertId]!;
    if (entry.action === 'rearm') {
      alert.armed = true;
      rearmed++;
      place(alert);
      continue;
    }
    firedNow.push(alert.id);
    fired++;
    if (alert.repeat) {
      alert.armed = false;
      place(alert);
    } else {
      const next = fresh(alert.id, instrument);
      alerts[alert.id] = next;
      place(next);
    }
  }
  index.sweep(perInstrument[instrument]!);
  const ns = (performance.now() - start) * 1e6;
  indexNs.push(ns);
  if (sampled) {
    indexOnScanTicksNs.push(ns);
    const a = [...expected!].sort((x, y) => x - y).join(',');
    const b = [...firedNow].sort((x, y) => x - y).join(',');
    if (a !== b) mismatches++;
  }
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const us = (ns: number) => `${(ns / 1000).toFixed(2)} µs`;
const result = {
  date: new Date().toISOString(),
  machine: `${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}`,
  node: process.version,
  alerts: ALERTS,
  instruments: instruments.length,
  ticks: TICKS,
  fired,
  rearmed,
  index: { meanNs: mean(indexNs), p50Ns: quantile(indexNs, 0.5), p99Ns: quantile(indexNs, 0.99), maxNs: indexNs.reduce((a, b) => Math.max(a, b), 0) },
  scan: { ticks: scanNs.length, meanNs: mean(scanNs), p99Ns: quantile(scanNs, 0.99) },
  indexOnScanTicks: { meanNs: mean(indexOnScanTicksNs), p99Ns: quantile(indexOnScanTicksNs, 0.99) },
  mismatches,
};
const ratioMean = result.scan.meanNs / result.indexOnScanTicks.meanNs;
const ratioP99 = result.scan.p99Ns / result.index.p99Ns;
console.log(`fired ${fired.toLocaleString('en')}, re-armed ${rearmed.toLocaleString('en')}`);
console.log(`index per tick: mean ${us(result.index.meanNs)}, p50 ${us(result.index.p50Ns)}, p99 ${us(result.index.p99Ns)}, max ${us(result.index.maxNs)}`);
console.log(`linear scan per tick (${scanNs.length} ticks): mean ${us(result.scan.meanNs)}, p99 ${us(result.scan.p99Ns)}`);
console.log(`scan ÷ index: ${ratioMean.toFixed(0)} × on the mean (same ticks), ${ratioP99.toFixed(0)} × at p99`);
const met = result.index.p99Ns <= 1e6 && ratioMean >= 100 && ratioP99 >= 100 && mismatches === 0;
console.log(mismatches === 0 ? 'the index and the scan fired the same alerts on every sampled tick' : `DIFFERENT on ${mismatches} sampled ticks`);
console.log(met ? 'bars met: p99 ≤ 1 ms and ≥ 100 × a linear scan' : 'bars NOT met');
if (args.json) fs.writeFileSync(args.json, JSON.stringify({ ...result, ratioMean, ratioP99 }, null, 2) + '\n');
process.exit(met ? 0 : 1);
