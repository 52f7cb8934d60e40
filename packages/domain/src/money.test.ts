import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import {
  addMoney,
  balanceDisplay,
  decimal,
  fixedText,
  isDecimalText,
  moneyText,
  plainDecimal,
  roundMoney,
} from './money.js';

const moneyArb = fc
  .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }))
  .map(([units, scale]) => new Big(units.toString()).div(new Big(10).pow(scale)).toFixed(scale));

describe('money', () => {
  it('keeps sums exact where floats drift', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point
    expect(addMoney('0.1', '0.2').toFixed(6)).toBe('0.300000');
  });

  it('rounds half-up at the 6th place', () => {
    expect(moneyText('1.0000005')).toBe('1.000001');
    expect(moneyText('-1.0000005')).toBe('-1.000001');
    expect(moneyText('1.00000049')).toBe('1.000000');
  });

  it('refuses non-decimal text instead of guessing', () => {
    for (const bad of ['1e3', ' 1', '1.', '.5', 'NaN', 'Infinity', '01', '']) {
      expect(isDecimalText(bad)).toBe(false);
      expect(() => decimal(bad)).toThrow(RangeError);
    }
  });

  it('writes rates and lots without trailing zeros, keeping whole numbers whole', () => {
    expect(plainDecimal('0.500000')).toBe('0.5');
    expect(plainDecimal('10.000000')).toBe('10');
    expect(plainDecimal('1000')).toBe('1000');
  });

  it('shows balances to 2 places without rounding up', () => {
    expect(balanceDisplay('10.999999')).toBe('10.99');
    expect(balanceDisplay('10000')).toBe('10000.00');
  });

  it('addition is associative and commutative once rounded (property)', () => {
    fc.assert(
      fc.property(moneyArb, moneyArb, moneyArb, (a, b, c) => {
        expect(addMoney(a, b).eq(addMoney(b, a))).toBe(true);
        expect(addMoney(addMoney(a, b), c).eq(addMoney(a, addMoney(b, c)))).toBe(true);
      }),
    );
  });

  it('formats to a fixed number of places exactly as big.js does, zeros and negative zeros included (property)', () => {
    expect(fixedText('65000.5', 10)).toBe('65000.5000000000');
    expect(fixedText('-0.000', 6)).toBe('0.000000');
    expect(fixedText('12', 2)).toBe('12.00');
    expect(fixedText('1.0000005', 6)).toBe('1.000001');
    expect(() => fixedText('1e3', 6)).toThrow(RangeError);
    const numeral = fc
      .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 14 }))
      .map(([units, scale]) => new Big(units.toString()).div(new Big(10).pow(scale)).toFixed(scale));
    fc.assert(
      fc.property(numeral, fc.integer({ min: 0, max: 12 }), (text, places) => {
        expect(fixedText(text, places)).toBe(new Big(text).toFixed(places));
        expect(moneyText(text)).toBe(roundMoney(new Big(text)).toFixed(6));
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips every 6-place amount through its canonical text (property)', () => {
    fc.assert(
      fc.property(moneyArb, (a) => {
        expect(roundMoney(decimal(moneyText(a))).eq(roundMoney(decimal(a)))).toBe(true);
      }),
    );
  });
});
