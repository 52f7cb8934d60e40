import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TriggerIndex, type TriggerEntry } from './trigger-index.js';

const entry = (orderId: number, key: number, gen = 1): TriggerEntry => ({ key, orderId, accountId: 1, kind: 'stop_loss', gen });

describe('trigger index', () => {
  it('fires a falling level when the bid reaches it, and a rising one likewise, each once', () => {
    const idx = new TriggerIndex(() => true);
    idx.addBelow(entry(1, 100));
    idx.addAbove(entry(2, 120));
    expect(idx.crossed(110)).toEqual([]);
    expect(idx.crossed(100).map((e) => e.orderId)).toEqual([1]);
    expect(idx.crossed(90)).toEqual([]);
    expect(idx.crossed(121).map((e) => e.orderId)).toEqual([2]);
    expect(idx.size).toBe(0);
  });

  it('skips entries whose order changed since they were indexed', () => {
    const live = new Map([[1, 2]]);
    const idx = new TriggerIndex((e) => live.get(e.orderId) === e.gen);
    idx.addBelow(entry(1, 100, 1)); // stale: the order is at generation 2 now
    idx.addBelow(entry(1, 90, 2));
    expect(idx.crossed(95)).toEqual([]);
    expect(idx.crossed(90).map((e) => e.key)).toEqual([90]);
  });

  it('fires exactly the levels a linear scan would, for any levels and ticks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.integer({ min: 900, max: 1100 }), above: fc.boolean(), live: fc.boolean() }), { maxLength: 200 }),
        fc.array(fc.integer({ min: 880, max: 1120 }), { minLength: 1, maxLength: 50 }),
        (levels, ticks) => {
          const idx = new TriggerIndex((e) => levels[e.orderId]!.live);
          levels.forEach((l, i) => (l.above ? idx.addAbove(entry(i, l.key)) : idx.addBelow(entry(i, l.key))));
          const waiting = new Set(levels.map((_, i) => i).filter((i) => levels[i]!.live));
          for (const bid of ticks) {
            const expected = [...waiting].filter((i) => (levels[i]!.above ? levels[i]!.key <= bid : levels[i]!.key >= bid));
            const fired = idx.crossed(bid).map((e) => e.orderId);
            expect(fired.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
            for (const i of expected) waiting.delete(i);
          }
        },
      ),
    );
  });

  it('sweeps stale entries once they outnumber the live ones', () => {
    let liveFrom = 0;
    const idx = new TriggerIndex((e) => e.orderId >= liveFrom);
    for (let i = 0; i < 3000; i++) idx.addBelow(entry(i, 10));
    liveFrom = 2500;
    idx.sweep(500);
    expect(idx.size).toBe(500);
    expect(idx.crossed(10)).toHaveLength(500);
  });
});
