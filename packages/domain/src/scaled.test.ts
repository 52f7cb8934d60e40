import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyText } from './money.js';
import {
  addMicros,
  addPosition,
  emptyPositionSums,
  exactNumber,
  feeMicros,
  freeMarginMicros,
  hundredthsOf,
  isStopOutMicros,
  marginMicros,
  microsText,
  netScale,
  positionTerms,
  positionsProfitMicros,
  profitMicros,
  profitMicrosNumber,
  scaled,
  times,
  toMicros,
  trimmed,
  type MicrosTotal,
  type Scaled,
} from './scaled.js';
import { accountFigures, isStopOut } from './trading.js';
import { feeUsd, marginUsd, profitUsd } from './trading.oracle.js';

/** A plain decimal numeral with up to `places` decimals, from an integer of units. */
const decimalText = (units: bigint, places: number) => new Big(units.toString()).div(new Big(10).pow(places)).toFixed(places);
const numeral = (maxUnits: bigint, maxPlaces: number, min = -maxUnits) =>
  fc.tuple(fc.bigInt({ min, max: maxUnits }), fc.integer({ min: 0, max: maxPlaces })).map(([units, places]) => decimalText(units, places));

describe('exact decimals on integers', () => {
  it('values a position exactly as profitUsd does, for any prices, lots, contract size and rate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('buy' as const, 'sell' as const),
        numeral(10n ** 12n, 10, 0n), // open, as stored (up to 10 places)
        numeral(10n ** 12n, 6, 0n), // close at the instrument's digits
        numeral(10n ** 9n, 6, 1n), // lots (numeric(18,6))
        numeral(10n ** 7n, 4, 1n), // contract size
        numeral(10n ** 12n, 10, 1n), // USD per unit of the quote currency (10 places)
        (side, open, close, lots, size, rate) => {
          const micros = profitMicros(side, scaled(open), scaled(close), scaled(lots), times(scaled(size), scaled(rate)));
          expect(microsText(micros)).toBe(moneyText(profitUsd(side, open, close, lots, size, rate)));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('rounds half away from zero at the sixth place, as roundMoney does', () => {
    // 0.0000005 rounds up, 0.00000049 down; the same below zero.
    expect(microsText(profitMicros('buy', scaled('1'), scaled('1.0000005'), scaled('1'), scaled('1')))).toBe('0.000001');
    expect(microsText(profitMicros('buy', scaled('1'), scaled('1.00000049'), scaled('1'), scaled('1')))).toBe('0.000000');
    expect(microsText(profitMicros('sell', scaled('1'), scaled('1.0000005'), scaled('1'), scaled('1')))).toBe('-0.000001');
    expect(microsText(profitMicros('sell', scaled('1'), scaled('1.00000049'), scaled('1'), scaled('1')))).toBe('0.000000');
  });

  it('gives the free margin accountFigures gives, for any balance, floating profit and used margin', () => {
    fc.assert(
      fc.property(numeral(10n ** 15n, 6), numeral(10n ** 14n, 6), numeral(10n ** 14n, 6, 0n), (balance, floating, used) => {
        const free = freeMarginMicros(balance, toMicros(scaled(floating)), toMicros(scaled(used)));
        expect(microsText(free)).toBe(moneyText(accountFigures(balance, floating, used).freeMargin));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads money text into millionths and prints it back unchanged', () => {
    fc.assert(
      fc.property(numeral(10n ** 15n, 6), (text) => {
        expect(microsText(toMicros(scaled(text)))).toBe(moneyText(text));
      }),
      { numRuns: 3000 },
    );
    expect(toMicros(scaled(new Big('-0.0000005')))).toBe(-1n);
  });
});

/** Two scaled decimals at the larger of their scales. */
function atOneScale(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

/** profitMicrosNumber as the server calls it: trailing zeros trimmed, units as doubles. */
function profitInDoubles(side: 'buy' | 'sell', open: string, close: string, lots: string, factor: Scaled): number | undefined {
  const [o, c, l, f] = [trimmed(scaled(open)), trimmed(scaled(close)), trimmed(scaled(lots)), trimmed(factor)];
  const [on, cn, ln, fn] = [o, c, l, f].map((v) => exactNumber(v.units));
  if (on === undefined || cn === undefined || ln === undefined || fn === undefined) return undefined;
  return profitMicrosNumber(side === 'buy', on, o.scale, cn, c.scale, ln, l.scale, fn, f.scale);
}

describe('position profit in doubles', () => {
  it('is exactly profitMicros whenever it gives a result, for any prices, lots, contract size and rate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('buy' as const, 'sell' as const),
        numeral(10n ** 12n, 10, 0n),
        numeral(10n ** 12n, 6, 0n),
        numeral(10n ** 9n, 6, 1n),
        numeral(10n ** 7n, 4, 1n),
        numeral(10n ** 12n, 10, 1n),
        (side, open, close, lots, size, rate) => {
          const factor = times(scaled(size), scaled(rate));
          const fast = profitInDoubles(side, open, close, lots, factor);
          if (fast !== undefined) expect(fast).toBe(Number(profitMicros(side, scaled(open), scaled(close), scaled(lots), factor)));
        },
      ),
      { numRuns: 10000 },
    );
  });

  it('gives a result for ordinary instruments, so the engine rarely needs bigints', () => {
    // Prices with up to 5 decimals below ten million, lots up to 1,000 in hundredths, contract
    // sizes up to 100,000 and a USD rate with up to 6 decimals (a cross such as EURJPY).
    fc.assert(
      fc.property(
        fc.constantFrom('buy' as const, 'sell' as const),
        numeral(10n ** 12n, 5, 0n),
        numeral(10n ** 12n, 5, 0n),
        numeral(10n ** 5n, 2, 1n),
        numeral(10n ** 5n, 0, 1n),
        numeral(10n ** 7n, 6, 1n),
        (side, open, close, lots, size, rate) => {
          const factor = times(scaled(size), scaled(rate));
          const fast = profitInDoubles(side, open, close, lots, factor);
          const exact = profitMicros(side, scaled(open), scaled(close), scaled(lots), factor);
          // Where the product before rounding or the result passes 2^52 (hundreds of thousands of
          // dollars at a six-decimal rate, billions at whole prices) bigints take over.
          const [o, c] = atOneScale(trimmed(scaled(open)), trimmed(scaled(close)));
          const beforeRounding = (c - o) * trimmed(scaled(lots)).units * trimmed(factor).units;
          const fits = (v: bigint) => v <= 2n ** 52n && v >= -(2n ** 52n);
          if (fits(beforeRounding) && fits(exact)) expect(fast).toBe(Number(exact));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('rounds half away from zero at the sixth place, as profitMicros does', () => {
    expect(profitInDoubles('buy', '1', '1.0000005', '1', scaled('1'))).toBe(1);
    expect(profitInDoubles('buy', '1', '1.00000049', '1', scaled('1'))).toBe(0);
    expect(profitInDoubles('sell', '1', '1.0000005', '1', scaled('1'))).toBe(-1);
    expect(Object.is(profitInDoubles('sell', '1', '1.00000049', '1', scaled('1')), 0)).toBe(true);
  });

  it('adds millionths exactly, going over to bigints past 2^53', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: -(2n ** 53n) + 1n, max: 2n ** 53n - 1n }), { maxLength: 40 }), (terms) => {
        let total: MicrosTotal = 0;
        for (const t of terms) total = addMicros(total, Number(t));
        expect(BigInt(total)).toBe(terms.reduce((a, b) => a + b, 0n));
      }),
      { numRuns: 3000 },
    );
    expect(addMicros(2 ** 53 - 1, 1)).toBe(2n ** 53n);
  });
});

describe('positions of one instrument and side, summed', () => {
  const sumOf = (positions: { open: string; lots: string }[]) => {
    const sums = emptyPositionSums();
    for (const p of positions) addPosition(sums, positionTerms(scaled(p.open), scaled(p.lots)));
    return sums;
  };
  const oneByOne = (side: 'buy' | 'sell', positions: { open: string; lots: string }[], close: string, factor: Scaled) =>
    positions.reduce((total, p) => total + profitMicros(side, scaled(p.open), scaled(close), scaled(p.lots), factor), 0n);

  it('value to exactly the sum of each position’s profit whenever they give a result (property)', () => {
    let answered = 0;
    fc.assert(
      fc.property(
        fc.constantFrom('buy' as const, 'sell' as const),
        fc.array(fc.record({ open: numeral(10n ** 12n, 10, 0n), lots: numeral(10n ** 9n, 6, 1n) }), { maxLength: 12 }),
        numeral(10n ** 12n, 8, 0n),
        numeral(10n ** 7n, 4, 1n),
        numeral(10n ** 9n, 8, 1n),
        (side, positions, close, size, rate) => {
          const factor = times(scaled(size), scaled(rate));
          const summed = positionsProfitMicros(side === 'buy', sumOf(positions), scaled(close), factor);
          if (summed === undefined) return;
          answered++;
          expect(summed).toBe(oneByOne(side, positions, close, factor));
        },
      ),
      { numRuns: 5000 },
    );
    // Not vacuous: some of these random books are summable (about 3 %; the next test covers real ones).
    expect(answered).toBeGreaterThan(50);
  });

  it('give a result for instruments quoted in USD whose prices and lots fit the money scale', () => {
    // BTCUSD: 2 digits, lots in hundredths, contract 1; EURUSD: 5 digits, contract 100,000; gold: 2
    // digits, contract 100; an index: 1 digit, contract 10.
    fc.assert(
      fc.property(
        fc.constantFrom({ digits: 2, size: '1' }, { digits: 5, size: '100000' }, { digits: 2, size: '100' }, { digits: 1, size: '10' }),
        fc.constantFrom('buy' as const, 'sell' as const),
        fc.array(fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 9n }), fc.bigInt({ min: 1n, max: 10n ** 5n })), { minLength: 1, maxLength: 100 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        ({ digits, size }, side, raw, closeUnits) => {
          const positions = raw.map(([open, lots]) => ({ open: decimalText(open, digits), lots: decimalText(lots, 2) }));
          const close = decimalText(closeUnits, digits);
          const factor = times(scaled(size), scaled('1'));
          expect(positionsProfitMicros(side === 'buy', sumOf(positions), scaled(close), factor)).toBe(oneByOne(side, positions, close, factor));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('give none where a position’s profit would be rounded, and none once a member could not be summed', () => {
    // 0.001 lots × a move of 0.00001 × 1 = 1e-8 USD: below a millionth, rounded one by one.
    const positions = [{ open: '1.08345', lots: '0.001' }];
    expect(positionsProfitMicros(true, sumOf(positions), scaled('1.08346'), scaled('1'))).toBeUndefined();
    const sums = sumOf([{ open: '100', lots: '1' }]);
    addPosition(sums, undefined);
    expect(positionsProfitMicros(true, sums, scaled('101'), scaled('1'))).toBeUndefined();
    expect(positionTerms(scaled('1.12345678901'), scaled('1'))).toBeUndefined();
  });

  it('nets a factor’s scale of its trailing zeros', () => {
    expect(netScale(scaled('100000'))).toBe(-5);
    expect(netScale(scaled('0.50'))).toBe(1);
    expect(netScale(scaled('0'))).toBe(0);
    expect(netScale(scaled('12.345'))).toBe(3);
  });
});

describe('stop-out from millionths', () => {
  it('decides exactly as isStopOut on the account figures, for any balance, profit, margin and level', () => {
    const level = fc.oneof(numeral(10n ** 5n, 6, 0n), fc.constantFrom('0', '50', '50.5', '100', '33.333333'));
    fc.assert(
      fc.property(numeral(10n ** 12n, 6), numeral(10n ** 12n, 6), numeral(10n ** 12n, 6, 0n), level, (balance, floating, used, pct) => {
        const figures = accountFigures(balance, floating, used);
        expect(isStopOutMicros(balance, toMicros(scaled(floating)), toMicros(scaled(used)), hundredthsOf(pct))).toBe(isStopOut(figures, pct));
      }),
      { numRuns: 5000 },
    );
  });

  it('stops out at the boundary of the rounded margin level, not beyond it', () => {
    // Equity 50.004 on 100 used: level 50.00 % (rounded), at a 50 % stop-out; 50.005 rounds to 50.01 %.
    expect(isStopOutMicros('50.004000', 0n, 100_000_000n, hundredthsOf('50'))).toBe(true);
    expect(isStopOutMicros('50.005000', 0n, 100_000_000n, hundredthsOf('50'))).toBe(false);
    expect(isStopOutMicros('-1.000000', 0n, 0n, hundredthsOf('50'))).toBe(false); // no margin used
  });
});

describe('margin and fee from millionths', () => {
  it('are exactly marginUsd and feeUsd, for any lots, contract size, price, rate, leverage and fee rate', () => {
    fc.assert(
      fc.property(
        fc.boolean(), // a fixed-margin instrument
        numeral(10n ** 9n, 6, 1n), // lots (numeric(18,6))
        numeral(10n ** 9n, 6, 1n), // contract size (numeric(24,6))
        numeral(10n ** 12n, 6, 1n), // price at the instrument's digits
        fc.integer({ min: 1, max: 1000 }), // leverage
        numeral(10n ** 12n, 10, 1n), // USD per unit of the quote currency
        fc.boolean(), // fee per lot (trade_fee_type 1), else a share of the margin
        numeral(10n ** 8n, 8, 0n), // fee rate (numeric(18,8))
        (fixed, lots, size, price, leverage, rate, perLot, feeRate) => {
          const margin = marginUsd({ marginMode: fixed ? 1 : 2, lots, contractSize: size, price, leverage, quoteToUsd: rate });
          const micros = marginMicros(fixed, scaled(lots), scaled(size), scaled(price), leverage, scaled(rate));
          expect(microsText(micros)).toBe(moneyText(margin));
          const fee = feeMicros(perLot, scaled(lots), scaled(feeRate), micros);
          expect(microsText(fee)).toBe(moneyText(feeUsd(perLot ? 1 : 2, lots, feeRate, margin)));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('rounds the margin as big.js does: the quotient to 20 places, then to 6', () => {
    // 1 × 1 × 1 ÷ 3 = 0.333333|33… → 0.333333; 2 ÷ 3 = 0.666666|67 → 0.666667.
    expect(microsText(marginMicros(false, scaled('1'), scaled('1'), scaled('1'), 3, scaled('1')))).toBe('0.333333');
    expect(microsText(marginMicros(false, scaled('2'), scaled('1'), scaled('1'), 3, scaled('1')))).toBe('0.666667');
    // 0.01 lot × 1 × 95020.00 ÷ 20 = 47.51 (the order bench's BTCUSD buy)
    expect(microsText(marginMicros(false, scaled('0.01'), scaled('1.000000'), scaled('95020.00'), 20, scaled('1')))).toBe('47.510000');
    // 0.000001499999999999999999999 ÷ 3 = 0.00000049999999999999|99999967: 0.0000005 at 20 places,
    // so 0.000001 after roundMoney, where rounding the exact quotient once would give 0.000000.
    const rate = '0.000001499999999999999999999';
    expect(microsText(marginMicros(false, scaled('1'), scaled('1'), scaled('1'), 3, scaled(rate)))).toBe('0.000001');
    expect(moneyText(marginUsd({ marginMode: 2, lots: '1', contractSize: '1', price: '1', leverage: 3, quoteToUsd: rate }))).toBe('0.000001');
    expect(() => marginMicros(false, scaled('1'), scaled('1'), scaled('1'), 0, scaled('1'))).toThrow(RangeError);
  });
});
