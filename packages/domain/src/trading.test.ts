import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import {
  isPartialCloseLots,
  accountFigures,
  offeredLeverage,
  closePrice,
  fillPrice,
  isMarginCall,
  isStopOut,
  orderProblem,
  percentOf,
  quoteToUsd,
  stopOutPrice,
  type OrderCheck,
  type OrderProblem,
  type Side,
} from './trading.js';
import { feeUsd, marginUsd, profitUsd } from './trading.oracle.js';

/** Decimal text with up to `scale` places in [0, max]. */
const dec = (max: number, scale: number) =>
  fc.integer({ min: 0, max: max * 10 ** scale }).map((n) => new Big(n).div(10 ** scale).toFixed(scale));
const positive = (max: number, scale: number) => dec(max, scale).filter((s) => new Big(s).gt(0));

describe('margin', () => {
  it('is lots × units × price ÷ leverage, in USD', () => {
    // 0.5 lots EURUSD at 1.08520, 100:1 → 0.5 × 100000 × 1.0852 / 100 = 542.6
    expect(marginUsd({ marginMode: 2, lots: '0.5', contractSize: '100000', price: '1.08520', leverage: 100, quoteToUsd: '1' }).toFixed(6)).toBe('542.600000');
    // 1 lot USDJPY at 150.240, 50:1, 1 JPY = 0.006656 USD → 100000 × 150.24 × 0.006656 / 50 = 1999.99488
    expect(marginUsd({ marginMode: 2, lots: '1', contractSize: '100000', price: '150.240', leverage: 50, quoteToUsd: '0.006656' }).toFixed(6)).toBe('1999.994880');
  });

  it('is a fixed amount per lot for margin mode 1', () => {
    // 3 lots × 50 USD a lot
    expect(marginUsd({ marginMode: 1, lots: '3', contractSize: '50', price: '9999', leverage: 0, quoteToUsd: '1' }).toFixed(2)).toBe('150.00');
  });

  it('grows with lots and price and shrinks with leverage (property)', () => {
    fc.assert(
      fc.property(positive(100, 2), positive(100, 2), positive(100_000, 5), fc.constantFrom(10, 20, 50, 100, 200, 500), (a, b, price, leverage) => {
        const m = (lots: string, lev = leverage) => marginUsd({ marginMode: 2, lots, contractSize: '100000', price, leverage: lev, quoteToUsd: '1' });
        const [small, large] = new Big(a).lt(b) ? [a, b] : [b, a];
        expect(m(small).lte(m(large))).toBe(true);
        expect(m(a, 500).lte(m(a, 10))).toBe(true);
        // margin of a + b lots = margin of a + margin of b, within one rounding step each
        expect(m(new Big(a).plus(b).toFixed(2)).minus(m(a).plus(m(b))).abs().lte('0.000002')).toBe(true);
      }),
    );
  });
});

describe('fee', () => {
  it('is lots × rate for type 1 and margin × rate otherwise', () => {
    expect(feeUsd(1, '2.5', '7', new Big('1000')).toFixed(2)).toBe('17.50');
    expect(feeUsd(2, '2.5', '0.001', new Big('542.6')).toFixed(6)).toBe('0.542600');
  });
});

describe('profit', () => {
  it('is the move × lots × units for a buy, mirrored for a sell', () => {
    // buy 0.1 lot EURUSD 1.08500 → 1.08650: 0.0015 × 0.1 × 100000 = 15
    expect(profitUsd('buy', '1.08500', '1.08650', '0.1', '100000', '1').toFixed(2)).toBe('15.00');
    expect(profitUsd('sell', '1.08500', '1.08650', '0.1', '100000', '1').toFixed(2)).toBe('-15.00');
  });

  it('makes a buy and a sell of the same move cancel out, and a round trip zero (property)', () => {
    fc.assert(
      fc.property(positive(100_000, 5), positive(100_000, 5), positive(50, 2), positive(2, 6), (open, close, lots, rate) => {
        const buy = profitUsd('buy', open, close, lots, '100000', rate);
        const sell = profitUsd('sell', open, close, lots, '100000', rate);
        expect(buy.plus(sell).eq(0)).toBe(true);
        expect(profitUsd('buy', open, open, lots, '100000', rate).eq(0)).toBe(true);
        // A buy never loses on a rise nor gains on a fall (a tiny move may round to zero).
        expect(new Big(close).gt(open) ? buy.gte(0) : buy.lte(0)).toBe(true);
      }),
    );
  });

  it('fills a buy at the ask and a sell at the bid, and closes each the other way', () => {
    expect(fillPrice('buy', '1.0852', '1.08532').toString()).toBe('1.08532');
    expect(fillPrice('sell', '1.0852', '1.08532').toString()).toBe('1.0852');
    expect(closePrice('buy', '1.0852', '1.08532').toString()).toBe('1.0852');
    expect(closePrice('sell', '1.0852', '1.08532').toString()).toBe('1.08532');
  });
});

describe('account figures', () => {
  it('derives equity, free margin, margin level and hazard rate', () => {
    const f = accountFigures('10000', '-250.5', '2000');
    expect(f.equity.toFixed(2)).toBe('9749.50');
    expect(f.freeMargin.toFixed(2)).toBe('7749.50');
    expect(f.marginLevelPct!.toFixed(2)).toBe('487.48'); // 9749.5 / 2000 × 100
    expect(f.hazardRatePct!.toFixed(2)).toBe('20.51'); // 2000 / 9749.5 × 100
  });

  it('has no margin level and zero hazard with nothing open, and no hazard under water', () => {
    const idle = accountFigures('100', '0', '0');
    expect(idle.marginLevelPct).toBeNull();
    expect(idle.hazardRatePct!.eq(0)).toBe(true);
    expect(accountFigures('100', '-150', '50').hazardRatePct).toBeNull();
  });

  it('stops out exactly at the level, and margin level × hazard rate is 10,000 (property)', () => {
    expect(isStopOut(accountFigures('1000', '-500', '1000'), '50')).toBe(true); // 50 %
    expect(isStopOut(accountFigures('1000', '-499', '1000'), '50')).toBe(false); // 50.1 %
    // The margin call warns earlier: at 100 % the account is called but not yet stopped out.
    expect(isMarginCall(accountFigures('1000', '0', '1000'), '100')).toBe(true);
    expect(isMarginCall(accountFigures('1000', '1', '1000'), '100')).toBe(false);
    expect(isMarginCall(accountFigures('1000', '0', '0'), '100')).toBe(false); // no margin held
    fc.assert(
      fc.property(positive(1_000_000, 2), dec(1000, 2), positive(100_000, 2), (balance, loss, used) => {
        const f = accountFigures(balance, `-${loss}`, used);
        expect(f.freeMargin.eq(f.equity.minus(f.usedMargin))).toBe(true);
        // Both are rounded to 2 places, so compare them where that rounding is under 0.5 %.
        if (f.equity.gt(0) && f.marginLevelPct!.gte(1) && f.hazardRatePct!.gte(1)) {
          const product = f.marginLevelPct!.times(f.hazardRatePct!);
          expect(product.minus(10_000).abs().div(10_000).lt('0.011')).toBe(true);
        }
      }),
    );
  });
});

describe('percentOf', () => {
  /** part ÷ whole × 100 rounded half away from zero to 2 places, in exact integer arithmetic. */
  const exactPercent = (part: bigint, whole: bigint): string => {
    const q = part * 10000n; // both in millionths: (part / whole) × 100 × 100 hundredths
    const negative = q < 0n !== whole < 0n && q !== 0n;
    const a = q < 0n ? -q : q;
    const b = whole < 0n ? -whole : whole;
    const hundredths = (2n * a + b) / (2n * b);
    const text = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
    return negative && hundredths !== 0n ? `-${text}` : text;
  };
  const micros = (v: bigint) => new Big(v.toString()).div(1_000_000);

  it('rounds the exact quotient half-up to 2 places, for any money amounts', () => {
    const amount = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
    fc.assert(
      fc.property(amount, amount.filter((w) => w !== 0n), (part, whole) => {
        expect(percentOf(micros(part), micros(whole)).toFixed(2)).toBe(exactPercent(part, whole));
      }),
      { numRuns: 3000 },
    );
  });

  it('rounds a quotient just under half a hundredth down, where rounding to 20 places first would not', () => {
    // 0.000049999999999999999999 × 100 = 0.0049999999999999999999 (22 places): exactly, under half a
    // hundredth. Rounded to Big's 20 places first it becomes 0.005, which would then round up.
    expect(percentOf(new Big('0.000049999999999999999999'), new Big('1')).toFixed(2)).toBe('0.00');
    expect(percentOf(new Big('0.00005'), new Big('1')).toFixed(2)).toBe('0.01');
    expect(percentOf(new Big('-0.00005'), new Big('1')).toFixed(2)).toBe('-0.01');
  });
});

describe('order checks', () => {
  const base: OrderCheck = {
    side: 'buy', lots: '0.10', minLots: '0.01', lotStep: '0.01', maxLots: '50', marginMode: 2,
    leverage: 100, leverageOptions: [10, 100, 500], price: '1.08532',
  };

  it('accepts a valid order, with or without stop-loss and take-profit', () => {
    expect(orderProblem(base)).toBeNull();
    expect(orderProblem({ ...base, stopLoss: '1.08000', takeProfit: '1.09000' })).toBeNull();
    expect(orderProblem({ ...base, side: 'sell', stopLoss: '1.09000', takeProfit: '1.08000' })).toBeNull();
    expect(orderProblem({ ...base, stopLoss: '0', takeProfit: '0' })).toBeNull();
  });

  it('names the first problem', () => {
    expect(orderProblem({ ...base, lots: '0.001' })).toBe('lots_below_minimum');
    expect(orderProblem({ ...base, lots: '0' })).toBe('lots_below_minimum');
    expect(orderProblem({ ...base, lots: '0.015' })).toBe('lots_not_a_step');
    expect(orderProblem({ ...base, lots: '50.01' })).toBe('lots_above_maximum');
    expect(orderProblem({ ...base, leverageOptions: [] })).toBe('leverage_not_configured');
    expect(orderProblem({ ...base, leverage: 200 })).toBe('leverage_not_offered');
    expect(orderProblem({ ...base, leverage: undefined })).toBe('leverage_not_offered');
    expect(orderProblem({ ...base, marginMode: 1, leverageOptions: [], leverage: undefined })).toBeNull();
    expect(orderProblem({ ...base, stopLoss: '1.09' })).toBe('stop_loss_wrong_side');
    expect(orderProblem({ ...base, takeProfit: '1.08' })).toBe('take_profit_wrong_side');
    expect(orderProblem({ ...base, side: 'sell', stopLoss: '1.08' })).toBe('stop_loss_wrong_side');
    expect(orderProblem({ ...base, stopLoss: '-1' })).toBe('negative_price');
  });

  it('accepts exactly the whole-step lot sizes within the limits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 6000 }), fc.integer({ min: 0, max: 9 }), (hundredths, thousandth) => {
        const lots = new Big(hundredths).div(100).plus(new Big(thousandth).div(1000));
        const problem = orderProblem({ ...base, lots: lots.toFixed(3) });
        const valid = thousandth === 0 && hundredths >= 1 && hundredths <= 5000;
        expect(problem === null).toBe(valid);
      }),
    );
  });
});

describe('order checks on exact integers', () => {
  /** The checks as written with big.js before they moved to exact integers: the reference. */
  const reference = (o: OrderCheck): OrderProblem | null => {
    const lots = new Big(o.lots);
    if (lots.lt(new Big(o.minLots)) || lots.lte(0)) return 'lots_below_minimum';
    if (!lots.mod(new Big(o.lotStep)).eq(0)) return 'lots_not_a_step';
    if (lots.gt(new Big(o.maxLots))) return 'lots_above_maximum';
    if (o.marginMode !== 1) {
      if (o.leverageOptions.length === 0) return 'leverage_not_configured';
      if (o.leverage === undefined || !o.leverageOptions.includes(o.leverage)) return 'leverage_not_offered';
    }
    const price = new Big(o.price);
    const sl = new Big(o.stopLoss ?? 0);
    const tp = new Big(o.takeProfit ?? 0);
    if (sl.lt(0) || tp.lt(0) || price.lte(0)) return 'negative_price';
    const buy = o.side === 'buy';
    if (!sl.eq(0) && (buy ? sl.gte(price) : sl.lte(price))) return 'stop_loss_wrong_side';
    if (!tp.eq(0) && (buy ? tp.lte(price) : tp.gte(price))) return 'take_profit_wrong_side';
    return null;
  };
  /** A decimal numeral of up to `places` places, sometimes with trailing zeros, sometimes negative. */
  const numeral = (maxUnits: number, places: number, negative = false) =>
    fc
      .tuple(fc.integer({ min: negative ? -maxUnits : 0, max: maxUnits }), fc.integer({ min: 0, max: places }), fc.integer({ min: 0, max: 3 }))
      .map(([units, scale, zeros]) => {
        const text = new Big(units).div(new Big(10).pow(scale)).toFixed(scale + zeros);
        return text === '-0' || /^-0\.0*$/.test(text) ? text.slice(1) : text;
      });

  it('names the same problem as the big.js formulas, for any numerals (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          side: fc.constantFrom('buy' as const, 'sell' as const),
          lots: numeral(100_000, 4, true),
          minLots: numeral(1_000, 3),
          lotStep: numeral(1_000, 3).filter((t) => !new Big(t).eq(0)),
          maxLots: numeral(1_000_000, 2),
          marginMode: fc.constantFrom(1, 2),
          leverage: fc.option(fc.constantFrom(10, 20, 100), { nil: undefined }),
          leverageOptions: fc.constantFrom([] as number[], [10, 100], [20]),
          price: numeral(10_000_000, 5, true),
          stopLoss: fc.option(numeral(10_000_000, 5, true), { nil: undefined }),
          takeProfit: fc.option(numeral(10_000_000, 5, true), { nil: undefined }),
        }),
        (o) => {
          expect(orderProblem(o)).toBe(reference(o));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('decides at the last place, however many trailing zeros the numerals carry', () => {
    const base: OrderCheck = { side: 'buy', lots: '0.0100', minLots: '0.01', lotStep: '0.010000', maxLots: '50.00000000', marginMode: 2, leverage: 20, leverageOptions: [20], price: '95020.50' };
    expect(orderProblem(base)).toBeNull();
    expect(orderProblem({ ...base, lots: '50.0100' })).toBe('lots_above_maximum');
    expect(orderProblem({ ...base, lots: '0.00999999' })).toBe('lots_below_minimum');
    expect(orderProblem({ ...base, lots: '0.0150' })).toBe('lots_not_a_step');
    expect(orderProblem({ ...base, stopLoss: '95020.5000' })).toBe('stop_loss_wrong_side');
    expect(orderProblem({ ...base, stopLoss: '95020.4999' })).toBeNull();
    expect(orderProblem({ ...base, takeProfit: '95020.50001' })).toBeNull();
    expect(orderProblem({ ...base, takeProfit: '0.000' })).toBeNull();
    expect(() => orderProblem({ ...base, lots: '1e2' })).toThrow(RangeError);
  });
});

describe('conversion to USD', () => {
  const prices: Record<string, string> = { EURUSD: '1.08520', USDJPY: '150.000' };
  const priceOf = (code: string) => prices[code];

  it('takes the direct pair, else the inverse of the USD pair, else nothing', () => {
    expect(quoteToUsd('USD', priceOf)!.toString()).toBe('1');
    expect(quoteToUsd('EUR', priceOf)!.toString()).toBe('1.0852');
    expect(quoteToUsd('JPY', priceOf)!.toString()).toBe('0.0066666667'); // 1 ÷ 150, 10 places
    expect(quoteToUsd('CHF', priceOf)).toBeUndefined();
  });
});

describe('stop-out price', () => {
  const position = { lots: '2', contractSize: '1', quoteToUsd: '1', equity: '9990.498', usedMargin: '9502', stopOutLevelPct: '50' };

  it('is where equity falls to the stop-out share of the margin', () => {
    // Headroom 9990.498 − 50 % × 9502 = 5239.498 USD over 2 BTC: the price may move 2619.749.
    expect(stopOutPrice({ ...position, side: 'buy', price: '95000' })!.toString()).toBe('92380.251');
    expect(stopOutPrice({ ...position, side: 'sell', price: '95000' })!.toString()).toBe('97619.749');
    expect(stopOutPrice({ ...position, side: 'buy', price: '95000', equity: '4000' })).toBeNull(); // already below
  });

  it('puts the account exactly at the stop-out level', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1000, max: 100_000 }),
        fc.integer({ min: 100, max: 10_000 }),
        fc.constantFrom<Side>('buy', 'sell'),
        (lotsHundredths, price, margin, side) => {
          const lots = new Big(lotsHundredths).div(100);
          const equity = new Big(margin).times(3);
          const p = stopOutPrice({ side, price: String(price), lots, contractSize: '1', quoteToUsd: '1', equity, usedMargin: String(margin), stopOutLevelPct: '50' });
          if (p === null) return;
          const floating = (side === 'buy' ? p.minus(price) : new Big(price).minus(p)).times(lots);
          expect(equity.plus(floating).div(margin).times(100).round(6).toString()).toBe('50');
        },
      ),
    );
  });
});

describe('offeredLeverage', () => {
  it('keeps options within the cap and offers the cap itself for those above it', () => {
    expect(offeredLeverage([10, 50, 100, 200], 30)).toEqual([10, 30]);
    expect(offeredLeverage([10, 50, 100], 50)).toEqual([10, 50]);
    expect(offeredLeverage([50, 100], 20)).toEqual([20]);
    expect(offeredLeverage([5, 10], 30)).toEqual([5, 10]);
    expect(offeredLeverage([10, 100], null)).toEqual([10, 100]);
    expect(offeredLeverage([10, 100], 0)).toEqual([10, 100]);
  });

  it('never offers more than the cap, nor takes away an option within it (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 10 }), fc.integer({ min: 1, max: 1000 }), (options, cap) => {
        const offered = offeredLeverage(options, cap);
        expect(offered.every((v) => v <= cap)).toBe(true);
        for (const v of options) if (v <= cap) expect(offered).toContain(v);
        expect(offered.length > 0).toBe(options.length > 0);
      }),
    );
  });
});

describe('isPartialCloseLots', () => {
  // A 0.10-lot position, minimum 0.01, step 0.01: 0.01 to 0.09 may be closed.
  it('takes a whole number of steps that leaves the minimum open', () => {
    expect(isPartialCloseLots('0.01', '0.10', '0.01', '0.01')).toBe(true);
    expect(isPartialCloseLots('0.09', '0.10', '0.01', '0.01')).toBe(true);
  });
  it('refuses the whole position, less than the minimum, zero and a part between steps', () => {
    expect(isPartialCloseLots('0.10', '0.10', '0.01', '0.01')).toBe(false); // leaves 0
    expect(isPartialCloseLots('0.095', '0.10', '0.01', '0.01')).toBe(false); // not a step
    expect(isPartialCloseLots('0', '0.10', '0.01', '0.01')).toBe(false);
    expect(isPartialCloseLots('0.05', '0.10', '0.1', '0.01')).toBe(false); // below the minimum
    expect(isPartialCloseLots('0.1', '0.15', '0.1', '0.01')).toBe(false); // leaves 0.05 < 0.1
  });
});
