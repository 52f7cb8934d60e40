/**
 * Sparkline data for the quote rows: abbreviated_cache_kline answers the newest candles (at most
 * 60, oldest first, Time in Unix milliseconds) and the line goes through their closes, evenly
 * spaced. Rows ask only once they scroll into view, at most MAX_IN_FLIGHT requests run at a time
 * so the list's own data is never queued behind 46 sparklines, and an answer is reused for
 * CACHE_MS across visits.
 *
 * Requests start one per task: starting a fetch costs the page a millisecond or two of main
 * thread on a slow phone, and the first rows' four in one task made a long task just as the list
 * appeared (docs/performance.md).
 */
import { useEffect, useState } from 'react';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';

/** Close prices, oldest first. */
export type SparkPoints = readonly number[];

const CACHE_MS = 60_000;
const MAX_IN_FLIGHT = 4;

const cache = new Map<number, { atMs: number; points: SparkPoints }>();
const pending = new Map<number, Promise<SparkPoints>>();
const queue: (() => void)[] = [];
let running = 0;
let nextStart: ReturnType<typeof setTimeout> | null = null;

function runQueued(): void {
  if (nextStart !== null || running >= MAX_IN_FLIGHT || queue.length === 0) return;
  running += 1;
  queue.shift()?.();
  // Also when nothing waits yet: a row that asks later in this task waits for the next one.
  nextStart = setTimeout(() => {
    nextStart = null;
    runQueued();
  }, 0);
}

export function loadSparkline(instrumentId: number, nowMs = Date.now()): Promise<SparkPoints> {
  const cached = cache.get(instrumentId);
  if (cached && nowMs - cached.atMs < CACHE_MS) return Promise.resolve(cached.points);
  let promise = pending.get(instrumentId);
  if (!promise) {
    promise = new Promise<SparkPoints>((resolve, reject) => {
      queue.push(() => {
        call(routes.abbreviatedKline, { forex_id: instrumentId }, { silent: true })
          .then((candles) => {
            const points = candles.map((candle) => candle.Close);
            cache.set(instrumentId, { atMs: Date.now(), points });
            resolve(points);
          }, reject)
          .finally(() => {
            running -= 1;
            pending.delete(instrumentId);
            runQueued();
          });
      });
      runQueued();
    });
    pending.set(instrumentId, promise);
  }
  return promise;
}

/** The sparkline of an instrument once `wanted` (in view); null until it arrives or if it fails. */
export function useSparkline(instrumentId: number, wanted: boolean): SparkPoints | null {
  const [loaded, setLoaded] = useState<{ id: number; points: SparkPoints } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadSparkline(instrumentId).then(
      (points) => {
        if (live) setLoaded({ id: instrumentId, points });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [instrumentId, wanted]);
  return loaded?.id === instrumentId ? loaded.points : null;
}

/** Tests: forget cached sparklines. */
export function forgetSparklines(): void {
  cache.clear();
}

/** Tests: how many sparkline requests are under way. */
export function sparklinesInFlight(): number {
  return running;
}
