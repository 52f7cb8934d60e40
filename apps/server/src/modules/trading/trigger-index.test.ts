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
    const idx = new TriggerIndex((orderId, gen) => live.get(orderId) === gen);
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
          const idx = new TriggerIndex((orderId) => levels[orderId]!.live);
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
    const idx = new TriggerIndex((orderId) => orderId >= liveFrom);
    for (let i = 0; i < 3000; i++) idx.addBelow(entry(i, 10));
    liveFrom = 2500;
    idx.sweep(500);
    expect(idx.size).toBe(500);
    expect(idx.crossed(10)).toHaveLength(500);
  });
});

describe('trigger index, entries reused and heaps grown', () => {
  type Op =
    | { op: 'add'; order: number; key: number; above: boolean; kind: 0 | 1 | 2 }
    | { op: 'change'; order: number }
    | { op: 'cross'; bid: number }
    | { op: 'sweep' };
  const KIND = ['fill', 'stop_loss', 'take_profit'] as const;

  it('fires what a plain list of the live entries would, through adds, changes, ticks and sweeps', () => {
    const op: fc.Arbitrary<Op> = fc.oneof(
      { weight: 6, arbitrary: fc.record({ op: fc.constant('add' as const), order: fc.integer({ min: 0, max: 40 }), key: fc.integer({ min: 900, max: 1100 }), above: fc.boolean(), kind: fc.constantFrom(0 as const, 1 as const, 2 as const) }) },
      { weight: 2, arbitrary: fc.record({ op: fc.constant('change' as const), order: fc.integer({ min: 0, max: 40 }) }) },
      { weight: 3, arbitrary: fc.record({ op: fc.constant('cross' as const), bid: fc.integer({ min: 880, max: 1120 }) }) },
      { weight: 1, arbitrary: fc.constant({ op: 'sweep' as const }) },
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 600 }), (ops) => {
        const gens = new Map<number, number>();
        const idx = new TriggerIndex((orderId, gen) => gens.get(orderId) === gen);
        // The model: every live entry, as made.
        let model: (TriggerEntry & { above: boolean })[] = [];
        let next = 0;
        for (const o of ops) {
          if (o.op === 'add') {
            const gen = gens.get(o.order) ?? ++next;
            gens.set(o.order, gen);
            const e: TriggerEntry = { key: o.key, orderId: o.order, accountId: 1000 + o.order, kind: KIND[o.kind], gen };
            if (o.above) idx.addAbove(e);
            else idx.addBelow(e);
            model.push({ ...e, above: o.above });
          } else if (o.op === 'change') {
            gens.set(o.order, ++next);
            model = model.filter((e) => e.orderId !== o.order);
          } else if (o.op === 'cross') {
            const expected = model.filter((e) => (e.above ? e.key <= o.bid : e.key >= o.bid));
            model = model.filter((e) => !expected.includes(e));
            const order = (a: TriggerEntry, b: TriggerEntry) => a.orderId - b.orderId || a.key - b.key || a.kind.localeCompare(b.kind);
            expect(idx.crossed(o.bid).sort(order)).toEqual(expected.map(({ above: _, ...e }) => e).sort(order));
          } else {
            idx.sweep(model.length);
          }
        }
      }),
    );
  });

  it('holds a hundred thousand levels and gives each back once', () => {
    const idx = new TriggerIndex(() => true);
    for (let i = 0; i < 100_000; i++) idx.addBelow(entry(i, i % 1000));
    expect(idx.size).toBe(100_000);
    const fired = idx.crossed(500).map((e) => e.orderId);
    expect(fired).toHaveLength(50_000);
    expect(new Set(fired).size).toBe(50_000);
    expect(idx.crossed(0)).toHaveLength(50_000);
    expect(idx.size).toBe(0);
  });
});
