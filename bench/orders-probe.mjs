// Loaded into the server by bench/orders.mjs (node --import ./bench/orders-probe.mjs
// apps/server/dist/main.js): counts the server's PostgreSQL round trips by kind and the time each
// kind waits for its answer, and hands the totals to the benchmark over the IPC channel. It wraps
// pg's Client.prototype.query and nothing else (one counter update per query); with PGlite it
// counts nothing. It reports the event loop's delay (perf_hooks). On request (--cpu-prof, --heap-prof) it also records a CPU or allocation profile of a measured window
// through node:inspector, so start-up work stays out of it. The server itself is the unmodified build.
import fs from 'node:fs';
import inspector from 'node:inspector';
import { createRequire } from 'node:module';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const require = createRequire(path.resolve('apps/server/package.json'));
/** @type {unknown} */
const loaded = require('pg');
const pg = /** @type {typeof import('pg')} */ (loaded);

/** @type {Record<string, { n: number, ms: number }>} */
const counts = {};
/** @param {string | undefined} text */
const kindOf = (text) => {
  const t = String(text ?? '')
    .trimStart()
    .slice(0, 200)
    .toLowerCase();
  if (t.startsWith('begin') || t.startsWith('commit') || t.startsWith('rollback'))
    return t.split(/\s/)[0] ?? t;
  if (t.startsWith('select'))
    return / for update/.test(String(text).toLowerCase()) ? 'select … for update' : 'select';
  const m = /^(insert into|update|delete from)\s+"?(\w+)"?/.exec(t);
  return m ? `${m[1]?.split(' ')[0]} ${m[2]}` : t.split(/\s/)[0] || '?';
};
/**
 * @param {string} kind
 * @param {bigint} t0
 */
const record = (kind, t0) => {
  const c = (counts[kind] ??= { n: 0, ms: 0 });
  c.n++;
  c.ms += Number(process.hrtime.bigint() - t0) / 1e6;
};

// pg's query() takes a text or a config, values, and a callback, or returns a promise; the wrapper
// passes every form through unchanged, so it is typed as loosely as it is called.
/** @typedef {(this: unknown, ...args: unknown[]) => unknown} Untyped */
const client = /** @type {{ query: Untyped }} */ (/** @type {unknown} */ (pg.Client.prototype));
const query = client.query;
/**
 * @this {unknown}
 * @param {unknown} config
 * @param {unknown} values
 * @param {unknown} callback
 */
client.query = function (config, values, callback) {
  const kind = kindOf(
    typeof config === 'string' ? config : /** @type {{ text?: string } | undefined} */ (config)?.text,
  );
  const t0 = process.hrtime.bigint();
  const last = [config, values, callback].findLastIndex((a) => typeof a === 'function');
  if (last >= 0) {
    const args = [config, values, callback].slice(0, last + 1);
    const done = /** @type {Untyped} */ (args[last]);
    args[last] = /** @type {Untyped} */ (
      function (...r) {
        record(kind, t0);
        return done.apply(this, r);
      }
    );
    return query.apply(this, args);
  }
  const result = query.call(this, config, values, callback);
  const pending = /** @type {{ then?: unknown } | null | undefined} */ (result);
  if (pending && typeof pending.then === 'function') {
    /** @type {Promise<unknown>} */ (result).then(
      () => record(kind, t0),
      () => record(kind, t0),
    );
  }
  return result;
};

// Event-loop delay: how long a ready callback waited, i.e. how long the loop was blocked. The
// histogram records the time between the firings of a timer of RESOLUTION ms (an idle loop reads
// p50 5.2 ms), so the interval itself is taken off: what is left is the lateness.
const RESOLUTION = 5;
const loop = monitorEventLoopDelay({ resolution: RESOLUTION });
loop.enable();
/** @param {number} ns */
const late = (ns) => Math.max(0, ns / 1e6 - RESOLUTION);
const loopFigures = () => {
  const f = { p50: late(loop.percentile(50)), p99: late(loop.percentile(99)), max: late(loop.max) };
  loop.reset();
  return f;
};

/** @type {inspector.Session | undefined} */
let session;
let heap = false;
/**
 * @param {string} method
 * @param {object} [params]
 * @returns {Promise<unknown>}
 */
const post = (method, params) =>
  new Promise((resolve, reject) => {
    if (!session) return reject(new Error('no inspector session'));
    session.post(method, params, (e, r) => (e ? reject(e) : resolve(r)));
  });

/** @typedef {'counts' | 'loop' | { profile: 'start', heap?: boolean } | { profile: 'stop', file: string }} Request */
process.on('message', (message) => {
  const m = /** @type {Request} */ (message);
  if (m === 'counts') process.send?.({ counts });
  if (m === 'loop') process.send?.({ loop: loopFigures() });
  if (typeof m !== 'object') return;
  if (m.profile === 'start') {
    session = new inspector.Session();
    session.connect();
    heap = m.heap === true;
    // --heap-prof: every allocation sampled, those the collections freed included (what the
    // scavenger is kept busy with), rather than only what is still alive at the end; with
    // BENCH_HEAP_SURVIVORS=1 only what no scavenge freed (what was promoted), with
    // BENCH_HEAP_LIVE=1 only what is alive at the end.
    const started = heap
      ? post('HeapProfiler.startSampling', {
          samplingInterval: 4096,
          includeObjectsCollectedByMinorGC: !process.env.BENCH_HEAP_SURVIVORS && !process.env.BENCH_HEAP_LIVE,
          includeObjectsCollectedByMajorGC: !process.env.BENCH_HEAP_LIVE,
        })
      : post('Profiler.enable').then(() => post('Profiler.start'));
    void started.then(() => process.send?.({ profile: 'started' }));
  }
  if (m.profile === 'stop' && session) {
    const stopping = session;
    void post(heap ? 'HeapProfiler.stopSampling' : 'Profiler.stop').then((answer) => {
      const { profile } = /** @type {{ profile: unknown }} */ (answer);
      fs.writeFileSync(m.file, JSON.stringify(profile));
      stopping.disconnect();
      session = undefined;
      process.send?.({ profile: 'stopped' });
    });
  }
});
process.channel?.unref();
