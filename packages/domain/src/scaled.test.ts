import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyText } from './money.js';
import { freeMarginMicros, microsText, profitMicros, scaled, times, toMicros } from './scaled.js';
import { accountFigures, profitUsd } from './trading.js';

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
