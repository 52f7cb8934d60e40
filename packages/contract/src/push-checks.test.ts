import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { candleSchema } from './market.js';
import { isCandleWire, isForexClosedPush, isForexTradePush } from './push-checks.js';
import { forexClosedPushSchema, forexTradePushSchema } from './trading.js';

// Values near the edges of each field: what the server sends, and what it must never send.
const anyValue = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2 ** 53, -(2 ** 53) + 1, NaN, Infinity, -Infinity, null, undefined, true, '', '1'),
  fc.constantFrom('12.500000', '-0.000001', '1.5', '1e3', '12.5000000', ' 1.000000', '1.000000\n'),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const money = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }).map((n) => (n / 1e6).toFixed(6)), anyValue);
const number = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), anyValue);
const int = fc.oneof(fc.integer(), fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 53), anyValue);

/** Objects with each field either valid or anything, sometimes missing; now and then not an object at all. */
function shaped(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(fields, { requiredKeys: Object.keys(fields).slice(1) }) },
    { weight: 4, arbitrary: fc.record(fields) },
    { weight: 1, arbitrary: anyValue },
    { weight: 1, arbitrary: fc.array(fc.record(fields), { maxLength: 2 }) },
  );
}

function agrees(check: (value: unknown) => boolean, schema: z.ZodType, input: fc.Arbitrary<unknown>): void {
  let accepted = 0;
  fc.assert(
    fc.property(input, (value) => {
      const ok = check(value);
      if (ok) accepted += 1;
      expect(ok, JSON.stringify(value)).toBe(schema.safeParse(value).success);
    }),
    { numRuns: 3000 },
  );
  // Both answers were exercised: the check is not simply always false.
  expect(accepted).toBeGreaterThan(30);
}

describe('push checks without zod accept exactly what the contract schemas accept', () => {
  it('KLINE candle', () => {
    agrees(
      isCandleWire,
      candleSchema,
      shaped({ Time: int, Open: number, High: number, Low: number, Close: number, Volume: number }),
    );
  });

  it('FOREX_TRADE', () => {
    const line = shaped({ Id: int, UpdatePrice: fc.oneof(fc.string(), anyValue), FactProfits: money });
    agrees(
      isForexTradePush,
      forexTradePushSchema,
      shaped({
        ProfitsTotal: money,
        HazardRate: fc.oneof(fc.constant(null), fc.string(), anyValue),
        CautionMoneyAll: money,
        NetValue: money,
        Balance: money,
        TransOrder: fc.oneof(fc.array(line, { maxLength: 3 }), fc.array(fc.constant({ Id: 1, UpdatePrice: '1.1', FactProfits: '0.000000' })), anyValue),
      }),
    );
  });

  it('FOREX_CLOSED', () => {
    agrees(isForexClosedPush, forexClosedPushSchema, fc.oneof(fc.array(int, { maxLength: 4 }), fc.array(fc.integer()), anyValue));
  });

  it('reads a real push', () => {
    const push = {
      ProfitsTotal: '-11.000000',
      HazardRate: '0.27',
      CautionMoneyAll: '26.519000',
      NetValue: '9989.000000',
      Balance: '10000.000000',
      TransOrder: [{ Id: 5, UpdatePrice: '2641.40', FactProfits: '-11.000000' }],
    };
    expect(isForexTradePush(push)).toBe(true);
    expect(isForexTradePush({ ...push, Balance: '10000' })).toBe(false);
    expect(isForexTradePush({ ...push, TransOrder: [{ ...push.TransOrder[0], Id: '5' }] })).toBe(false);
    expect(isCandleWire({ Time: 60, Open: 1, High: 2, Low: 0.5, Close: 1.5, Volume: 0 })).toBe(true);
    expect(isCandleWire({ Time: 60, Open: 1, High: 2, Low: 0.5, Close: null, Volume: 0 })).toBe(false);
    expect(isForexClosedPush([5, 7])).toBe(true);
    expect(isForexClosedPush([5, 7.5])).toBe(false);
  });
});
