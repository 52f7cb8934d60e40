import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  wireContractSize,
  wireFeeRate,
  wireFixed,
  wireLevel,
  wireLots,
  wireMoney,
  wirePercent,
  wirePrice,
} from './wire';

/**
 * Decimal text with exactly `places` decimals and at most 15 significant digits, as the server
 * writes a figure before JSON turns it into a number.
 */
const decimalText = (places: number) =>
  fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }).map((units) => {
    const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
    const whole = digits.slice(0, digits.length - places);
    const fraction = digits.slice(digits.length - places);
    const text = places === 0 ? whole : `${whole}.${fraction}`;
    return units < 0n ? `-${text}` : text;
  });

describe('wire numbers as exact decimal text', () => {
  it('gives back exactly the decimal the server wrote, at any precision up to 15 significant digits', () => {
    for (const places of [0, 2, 5, 6, 8]) {
      fc.assert(
        fc.property(decimalText(places), (text) => {
          // What the server sends: JSON.stringify of the number nearest to the decimal.
          const sent = JSON.parse(JSON.stringify(Number(text))) as number;
          const expected = /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
          expect(wireFixed(sent, places)).toBe(expected);
        }),
        { numRuns: 2000 },
      );
    }
  });

  it('writes money at 6 places, prices at their precision and ratios at 2', () => {
    expect(wireMoney(10000)).toBe('10000.000000');
    expect(wireMoney(12.5)).toBe('12.500000');
    expect(wireMoney(-0.000125)).toBe('-0.000125');
    expect(wireMoney(999_999_999.999999)).toBe('999999999.999999');
    // Not a number the server sends (0.30000000000000004), but read at 6 places it is 0.3.
    expect(wireMoney(0.1 + 0.2)).toBe('0.300000');
    expect(wirePrice(2651.4, 2)).toBe('2651.40');
    expect(wirePrice(1.0852, 5)).toBe('1.08520');
    expect(wirePrice(95157, 0)).toBe('95157');
    expect(wirePercent(7.5)).toBe('7.50');
    expect(wirePercent(-3.4)).toBe('-3.40');
    expect(wirePercent(null)).toBeNull();
  });

  it('never writes a negative zero', () => {
    expect(wireMoney(-0)).toBe('0.000000');
    expect(wirePercent(-0.001)).toBe('0.00');
    expect(wirePrice(-0, 2)).toBe('0.00');
  });

  it('writes lots, units per lot, fee rates and levels without trailing zeros', () => {
    expect(wireLots(0.01)).toBe('0.01');
    expect(wireLots(0.03)).toBe('0.03');
    expect(wireLots(50)).toBe('50');
    expect(wireLots(1.5)).toBe('1.5');
    expect(wireLots(0.000001)).toBe('0.000001');
    expect(wireContractSize(100000)).toBe('100000');
    expect(wireContractSize(0.01)).toBe('0.01');
    expect(wireFeeRate(0.001)).toBe('0.001');
    expect(wireFeeRate(0.00000025)).toBe('0.00000025');
    expect(wireLevel(100)).toBe('100');
    expect(wireLevel(50.5)).toBe('50.5');
  });

  it('writes a number toFixed cannot write plainly as text that is not a decimal numeral', () => {
    expect(wireMoney(1e21)).not.toMatch(/^-?\d+\.\d{6}$/);
    expect(wireMoney(Number.NaN)).toBe('NaN');
  });
});
