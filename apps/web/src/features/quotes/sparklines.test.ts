import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@leverline/contract';
import { useFakeApi as serveFakeApi, type RecordedRequest } from '../../test/fakeApi';
import { loadSparkline, sparklinesInFlight } from './sparklines';

/** Candles as abbreviated_cache_kline answers them: [Time in Unix ms, Close] made whole. */
const candles = (points: [number, number][]) =>
  points.map(([time, close]) => ({
    Time: time,
    Open: close,
    High: close,
    Low: close,
    Close: close,
    Volume: 1,
  }));

/** A fake abbreviated_cache_kline that answers when the test says so. */
function fakeHeldAnswers() {
  const held = new Map<number, { answer: (points: [number, number][]) => void; fail: () => void }>();
  const api = serveFakeApi({
    [routes.abbreviatedKline.path]: (request: RecordedRequest) =>
      new Promise((resolve, reject) => {
        held.set(Number(request.query.get('forex_id')), {
          answer: (points) => resolve({ data: candles(points) }),
          fail: () => reject(new TypeError('Failed to fetch')),
        });
      }),
  });
  const asked = () => api.requests.map((r) => Number(r.query.get('forex_id')));
  return { held, asked };
}

describe('sparkline requests', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start one per task, at most four under way, the next as an earlier one answers or fails', async () => {
    const { held, asked } = fakeHeldAnswers();
    const loads = [101, 102, 103, 104, 105, 106].map((id) => loadSparkline(id));
    for (const load of loads) load.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked().length).toBeLessThan(4); // not all four in the task that asked
    await vi.runAllTimersAsync();
    expect(asked()).toEqual([101, 102, 103, 104]); // four under way, two waiting
    expect(sparklinesInFlight()).toBe(4);
    held.get(102)!.answer([
      [60_000, 1.5],
      [120_000, 1.6],
    ]);
    expect(await loads[1]).toEqual([1.5, 1.6]);
    await vi.runAllTimersAsync();
    expect(asked()).toEqual([101, 102, 103, 104, 105]);
    held.get(101)!.fail();
    await expect(loads[0]).rejects.toThrow();
    await vi.runAllTimersAsync();
    expect(asked()).toEqual([101, 102, 103, 104, 105, 106]); // a failed one frees its place too
    for (const id of [103, 104, 105, 106]) held.get(id)!.answer([]);
    await vi.runAllTimersAsync();
    expect(sparklinesInFlight()).toBe(0);
  });

  it('asks once for an instrument loaded twice, and reuses the answer for a minute', async () => {
    const { held, asked } = fakeHeldAnswers();
    const first = loadSparkline(107);
    const again = loadSparkline(107);
    await vi.runAllTimersAsync();
    held.get(107)!.answer([[60_000, 2]]);
    expect(await first).toEqual([2]);
    expect(await again).toEqual([2]);
    expect(await loadSparkline(107)).toEqual([2]);
    expect(asked()).toEqual([107]);
    await vi.advanceTimersByTimeAsync(61_000);
    void loadSparkline(107).catch(() => undefined);
    await vi.runAllTimersAsync();
    expect(asked()).toEqual([107, 107]); // older than a minute: asked again
    held.get(107)!.answer([[60_000, 3]]);
    await vi.runAllTimersAsync();
  });
});
