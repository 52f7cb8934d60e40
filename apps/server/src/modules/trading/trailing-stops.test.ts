import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fires, protectionRule, ratchet, trailingLevel, trailingStart, type Side } from '@leverline/domain';
import { TrailingStops, type FiredTrail } from './trailing-stops.js';

describe('trailing stops of an instrument', () => {
  it('fire and move exactly as the domain rules say, for any stops and quotes', () => {
    const stop = fc.record({ buy: fc.boolean(), distance: fc.integer({ min: 1, max: 500 }), start: fc.integer({ min: 1000, max: 2000 }) });
    fc.assert(
      fc.property(fc.array(stop, { minLength: 1, maxLength: 30 }), fc.array(fc.integer({ min: 500, max: 2500 }), { maxLength: 60 }), fc.integer({ min: 0, max: 30 }), (stops, bids, spread) => {
        const trails = new TrailingStops();
        // The model: each stop's extreme by the domain's ratchet, fired by the domain's rule.
        const model = stops.map((s, i) => {
          const side: Side = s.buy ? 'buy' : 'sell';
          const extreme = trailingStart(side, s.start, s.start + spread);
          trails.add({ orderId: i + 1, accountId: 1, gen: 1, buy: s.buy, distanceUnits: s.distance, extremeUnits: extreme, dead: false });
          return { side, distance: s.distance, extreme, open: true };
        });
        for (const bid of bids) {
          const ask = bid + spread;
          const fired: FiredTrail[] = [];
          trails.tick(bid, ask, fired);
          const expected: number[] = [];
          model.forEach((m, i) => {
            if (!m.open) return;
            m.extreme = ratchet(m.side, m.extreme, bid, ask);
            if (fires(protectionRule('trailing_stop', m.side), trailingLevel(m.side, m.extreme, m.distance), bid, ask)) {
              m.open = false;
              expected.push(i + 1);
            }
          });
          expect(fired.map((f) => f.orderId).sort((a, b) => a - b)).toEqual(expected);
          for (const f of fired) expect(f.levelUnits).toBe(trailingLevel(model[f.orderId - 1]!.side, model[f.orderId - 1]!.extreme, f.distanceUnits));
        }
        expect(trails.size).toBe(model.filter((m) => m.open).length);
      }),
    );
  });

  it('answers the stops that moved since it was last asked, once, and drops dead ones', () => {
    const trails = new TrailingStops();
    const buy = { orderId: 1, accountId: 1, gen: 1, buy: true, distanceUnits: 50, extremeUnits: 1000, dead: false };
    trails.add(buy);
    trails.add({ orderId: 2, accountId: 1, gen: 1, buy: false, distanceUnits: 50, extremeUnits: 1010, dead: false });
    const fired: FiredTrail[] = [];
    trails.tick(1020, 1030, fired); // the buy moves up; the sell's ask rose: it stays
    expect(trails.takeMoved().map((s) => [s.orderId, s.extremeUnits])).toEqual([[1, 1020]]);
    expect(trails.takeMoved()).toEqual([]);
    buy.dead = true; // its order changed
    trails.sweep();
    expect(trails.size).toBe(1);
    trails.tick(950, 960, fired); // the sell's ask falls to 960: level 1010
    expect(fired).toEqual([]);
    expect(trails.takeMoved().map((s) => [s.orderId, s.extremeUnits])).toEqual([[2, 960]]);
  });
});
