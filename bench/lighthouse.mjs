#!/usr/bin/env node
// Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the home and trade
// screens of the built app, served by the real server (its data in BENCH_DATA_DIR, by default a
// folder of the system's temporary one that later runs reuse). Each page runs RUNS times in
// Debian's Chromium and the median of each figure is judged against its bar:
// performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05. Exits 1 when a bar is missed.
//
//   npm run build && node bench/lighthouse.mjs        (about 3 minutes; first run creates a database)
//   LIGHTHOUSE_RUNS=5 node bench/lighthouse.mjs       (more runs a page: TBT varies a lot between runs)
//   LIGHTHOUSE_PAGES=trade LIGHTHOUSE_TASKS=1 node bench/lighthouse.mjs   (one page; each run's long tasks)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_TASKS=1: print each run's long tasks (simulated at 4× slowdown) and the script they are charged to. */
const showTasks = process.env.LIGHTHOUSE_TASKS === '1';
const port = 18981;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'leverline-bench-data');
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = [
  { name: 'home', url: `http://127.0.0.1:${port}/#/` },
  { name: 'trade', url: `http://127.0.0.1:${port}/#/trade` },
].filter((page) => !onlyPages || onlyPages.includes(page.name));
const BARS = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

/** @param {string} url */
async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * One Lighthouse run; a run Lighthouse itself could not finish is tried once more.
 * @param {{ name: string, url: string }} page
 * @returns {Promise<import('lighthouse').Result>}
 */
async function audit(page, retried = false) {
  const result = await lighthouse(page.url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
  if (!result) throw new Error(`${page.name}: Lighthouse returned no result`);
  const { lhr } = result;
  if (!lhr.runtimeError) return lhr;
  if (retried) throw new Error(`${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  console.log(`(${page.name}: Lighthouse could not finish a run, ${lhr.runtimeError.code}; running it again)`);
  return audit(page, true);
}

/** @typedef {{ score: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number, siMs: number }} Figures */
/** @type {(keyof Figures)[]} */
const FIGURES = ['score', 'lcpMs', 'tbtMs', 'cls', 'fcpMs', 'siMs'];

/**
 * An audit's measured value; a run without it cannot be judged against the bars.
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
function numeric(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${id}`);
  return value;
}

/** @param {number[]} values */
const median = (values) => /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
fs.mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let failed = false;
try {
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  const cpus = os.cpus();
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset (simulated slow 4G, 4× CPU slowdown), ${runs} runs a page, median shown`);
  console.log(`machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, Node ${process.version}\n`);
  console.log('page   score   LCP        TBT       CLS     FCP        speed index');
  // One run a page first, not counted: the server has just started (opening its database, filling
  // candle gaps, compiling its hot paths), and a trader meets a server that has been up for a while.
  for (const page of PAGES) await audit(page);
  const tbtRuns = [];
  for (const page of PAGES) {
    /** @type {Figures[]} */
    const results = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await audit(page);
      if (showTasks) {
        const details = /** @type {{ items?: { startTime: number, duration: number, url: string }[] } | undefined} */ (
          lhr.audits['long-tasks']?.details
        );
        const tasks = (details?.items ?? []).map(
          (t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).replace(/^.*\//, '')}`,
        );
        console.log(`  ${page.name} run ${i + 1}: TBT ${Math.round(numeric(lhr, 'total-blocking-time'))} ms; long tasks (start+ms): ${tasks.join(', ')}`);
      }
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: numeric(lhr, 'largest-contentful-paint'),
        tbtMs: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        fcpMs: numeric(lhr, 'first-contentful-paint'),
        siMs: numeric(lhr, 'speed-index'),
      });
    }
    tbtRuns.push(`${page.name} ${results.map((r) => Math.round(r.tbtMs)).join(', ')}`);
    const m = /** @type {Figures} */ (Object.fromEntries(FIGURES.map((k) => [k, median(results.map((r) => r[k]))])));
    const misses = [
      m.score < BARS.score && `score ${m.score} < ${BARS.score}`,
      m.lcpMs > BARS.lcpMs && `LCP ${Math.round(m.lcpMs)} ms > ${BARS.lcpMs}`,
      m.tbtMs > BARS.tbtMs && `TBT ${Math.round(m.tbtMs)} ms > ${BARS.tbtMs}`,
      m.cls > BARS.cls && `CLS ${m.cls.toFixed(3)} > ${BARS.cls}`,
    ].filter(Boolean);
    if (misses.length > 0) failed = true;
    console.log(
      `${page.name.padEnd(6)} ${String(m.score).padStart(5)}   ${(m.lcpMs / 1000).toFixed(2).padStart(5)} s    ${String(Math.round(m.tbtMs)).padStart(4)} ms   ${m.cls.toFixed(3)}   ${(m.fcpMs / 1000).toFixed(2).padStart(5)} s    ${(m.siMs / 1000).toFixed(2)} s` +
        (misses.length ? `   MISSES: ${misses.join(', ')}` : '   meets every bar'),
    );
  }
  console.log(`\nTBT of each run, ms: ${tbtRuns.join('; ')}`);
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
