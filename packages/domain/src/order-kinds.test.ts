import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  expiresAt,
  fires,
  indexKey,
  PENDING_KINDS,
  PENDING_RULES,
  pendingKind,
  protectionRule,
  PROTECTION_KINDS,
  ratchet,
  trailingLevel,
  trailingStart,
  type TriggerRule,
} from './order-kinds.js';
import type { Side } from './trading.js';

const side = fc.constantFrom<Side>('buy', 'sell');
const units = fc.integer({ min: 1, max: 10_000_000 });
const spread = fc.integer({ min: 0, max: 5_000 });

/** The plain reading of a rule: the price it watches against its level. */
function reference(rule: TriggerRule, level: number, bid: number, ask: number): boolean {
  const price = rule.watches === 'bid' ? bid : ask;
  return rule.fires === 'falling' ? !(price > level) : !(price < level);
}

describe('pending kinds', () => {
  it('names the four MT5 pending types by where the target lies against the quote', () => {
    // EURUSD bid 1.08500, ask 1.08520 (5 digits: units of 0.00001)
    expect(pendingKind('buy', 108_400, 108_500, 108_520)).toBe('buy_limit'); // below the ask
    expect(pendingKind('buy', 108_600, 108_500, 108_520)).toBe('buy_stop'); // above the ask
    expect(pendingKind('sell', 108_600, 108_500, 108_520)).toBe('sell_limit'); // above the bid
    expect(pendingKind('sell', 108_400, 108_500, 108_520)).toBe('sell_stop'); // below the bid
  });

  it('gives a kind that has not fired yet when placed away from the price, and fires where its rule says', () => {
    fc.assert(
      fc.property(side, units, spread, units, units, (s, bid, spr, target, later) => {
        const ask = bid + spr;
        fc.pre(target !== (s === 'buy' ? ask : bid));
        const kind = pendingKind(s, target, bid, ask);
        const rule = PENDING_RULES[kind];
        expect(rule.side).toBe(s);
        // Placed away from the market, a pending order waits: it has not fired at the price it was placed at.
        expect(fires(rule, target, bid, ask)).toBe(false);
        // Later, it fires exactly when the watched price has reached the target from where it was.
        const laterAsk = later + spr;
        const watched = rule.watches === 'bid' ? later : laterAsk;
        expect(fires(rule, target, later, laterAsk)).toBe(rule.fires === 'falling' ? watched <= target : watched >= target);
      }),
    );
  });
});

describe('protections', () => {
  it('watch the price the position closes at: the bid for a buy, the ask for a sell', () => {
    expect(protectionRule('stop_loss', 'buy')).toEqual({ watches: 'bid', fires: 'falling' });
    expect(protectionRule('take_profit', 'buy')).toEqual({ watches: 'bid', fires: 'rising' });
    expect(protectionRule('trailing_stop', 'buy')).toEqual({ watches: 'bid', fires: 'falling' });
    expect(protectionRule('stop_loss', 'sell')).toEqual({ watches: 'ask', fires: 'rising' });
    expect(protectionRule('take_profit', 'sell')).toEqual({ watches: 'ask', fires: 'falling' });
    expect(protectionRule('trailing_stop', 'sell')).toEqual({ watches: 'ask', fires: 'rising' });
  });
});

describe('the index key', () => {
  it('fires exactly when the rule does, for every kind, side, level, spread and bid', () => {
    const rules = [...PENDING_KINDS.map((k) => PENDING_RULES[k]), ...PROTECTION_KINDS.flatMap((k) => [protectionRule(k, 'buy'), protectionRule(k, 'sell')])];
    fc.assert(
      fc.property(fc.constantFrom(...rules), units, spread, units, (rule, level, spr, bid) => {
        const { key, fires: direction } = indexKey(rule, level, spr);
        const byKey = direction === 'falling' ? bid <= key : bid >= key;
        expect(byKey).toBe(reference(rule, level, bid, bid + spr));
        expect(fires(rule, level, bid, bid + spr)).toBe(byKey);
      }),
    );
  });
});

describe('trailing stops', () => {
  it('ratchet with each favourable quote and never back, keeping the distance behind the best price', () => {
    fc.assert(
      fc.property(side, spread, fc.integer({ min: 1, max: 50_000 }), fc.array(units, { minLength: 1, maxLength: 60 }), (s, spr, distance, bids) => {
        let extreme = trailingStart(s, bids[0]!, bids[0]! + spr);
        let level = trailingLevel(s, extreme, distance);
        for (const bid of bids) {
          const ask = bid + spr;
          extreme = ratchet(s, extreme, bid, ask);
          const next = trailingLevel(s, extreme, distance);
          // Never back: a buy's level only rises, a sell's only falls.
          if (s === 'buy') expect(next).toBeGreaterThanOrEqual(level);
          else expect(next).toBeLessThanOrEqual(level);
          level = next;
        }
        // The plain reference: the best closing price seen, less (buy) or plus (sell) the distance.
        const closes = bids.map((b) => (s === 'buy' ? b : b + spr));
        const best = s === 'buy' ? Math.max(...closes) : Math.min(...closes);
        expect(level).toBe(s === 'buy' ? best - distance : best + distance);
      }),
    );
  });

  it('fires when the closing price comes back by the distance from its best', () => {
    // A buy at bid 95000.00 with a 100.00 trailing stop (2 digits): the bid rises to 95500.00, so
    // the level rises to 95400.00; the bid falling to 95400.00 reaches it.
    let extreme = trailingStart('buy', 9_500_000, 9_502_000);
    extreme = ratchet('buy', extreme, 9_550_000, 9_552_000);
    const level = trailingLevel('buy', extreme, 10_000);
    expect(level).toBe(9_540_000);
    const rule = protectionRule('trailing_stop', 'buy');
    expect(fires(rule, level, 9_540_100, 9_542_100)).toBe(false);
    expect(fires(rule, level, 9_540_000, 9_542_000)).toBe(true);
  });
});

describe('expiry', () => {
  it('is never for good-till-cancelled, midnight UTC after the day placed, or the chosen moment', () => {
    const placed = Date.UTC(2026, 10, 27, 16, 40);
    expect(expiresAt('gtc', placed)).toBeNull();
    expect(expiresAt('day', placed)).toBe(Date.UTC(2026, 10, 28));
    expect(expiresAt('date', placed, Date.UTC(2026, 11, 1, 9))).toBe(Date.UTC(2026, 11, 1, 9));
  });
});
