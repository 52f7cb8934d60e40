import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { candleSchema } from './market.js';
import { isCandleWire, isForexClosedPush, isForexTradePush, isOrder } from './push-checks.js';
import { forexClosedPushSchema, forexTradePushSchema, orderSchema, type Order } from './trading.js';

// Values near the edges of each field: what the server sends, and what it must never send.
const anyValue = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 53, -(2 ** 53) + 1, NaN, Infinity, -Infinity, null, undefined, true, '', '1'),
  fc.constantFrom('12.500000', '-0.000001', '1.5', '1e3', '12.5000000', ' 1.000000', '1.000000\n'),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
/** Money as the server writes it: a number at 6 places at most (12.5, -0.000125), or anything. */
const money = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }).map((n) => Number((n / 1e6).toFixed(6))), anyValue);
const number = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), anyValue);
const int = fc.oneof(fc.integer(), fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 53), anyValue);
/** Unix milliseconds of a minute start, or anything. */
const timeMs = fc.oneof(fc.integer({ min: 0, max: 4_000_000_000 }).map((minutes) => minutes * 60_000), int);

/** Objects with each field either valid or anything, sometimes missing; now and then not an object at all. */
function shaped(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(fields, { requiredKeys: Object.keys(fields).slice(1) }) },
    { weight: 4, arbitrary: fc.record(fields) },
    { weight: 1, arbitrary: anyValue },
    { weight: 1, arbitrary: fc.array(fc.record(fields), { maxLength: 2 }) },
  );
}

/** `valid`, or `valid` with one field (or one field of a nested object) replaced by anything or removed. */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(valid) },
    {
      weight: 6,
      arbitrary: fc.tuple(fc.constantFrom(...keys), fc.option(anyValue, { nil: undefined }), fc.boolean()).map(
        ([key, value, remove]) => {
          const copy: Record<string, unknown> = { ...valid, [key]: value };
          if (remove) delete copy[key];
          return copy;
        },
      ),
    },
    { weight: 1, arbitrary: anyValue },
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

/** A holding position as my_deal lists it and FOREX_TRADE carries it. */
const ORDER: Order = {
  Id: 5,
  ForexId: 17,
  ForexTradeLists: { Id: 17, Code: 'XAUUSD', ShowCode: 'XAUUSD', PricePrecision: 2, Logo: '/logos/XAUUSD.svg' },
  OrderType: 1,
  Quantity: 0.01,
  ForexContNum: 100,
  Multiple: 100,
  OriginPrice: 2652.4,
  Price: 2652.4,
  UpdatePrice: 2641.4,
  FactProfits: -11,
  CautionMoney: 26.524,
  OriginCautionMoney: 26.524,
  TradeFee: 0.026524,
  Swap: 0,
  TargetLossPrice: 0,
  TargetProfitPrice: 2700,
  Status: 1,
  Kind: 'market',
  Expiry: 'gtc',
  ExpireTime: 0,
  TrailingStop: 0,
  Slippage: 0,
  QuoteTime: 1_772_443_800_000,
  CloseReason: null,
  ClosedType: 0,
  CreateTime: 1_772_443_800,
  CreateTimeHandler: '2026-03-02 09:30:00',
  CompleteTime: 0,
  CompleteTimeHandler: '',
};

const order: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: mutated(ORDER as unknown as Record<string, unknown>) },
  {
    weight: 1,
    arbitrary: mutated(ORDER.ForexTradeLists).map((instrument) => ({ ...ORDER, ForexTradeLists: instrument })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        OrderType: fc.oneof(fc.constantFrom(1, 2, 3, 0), anyValue),
        Status: fc.oneof(fc.constantFrom(0, 1, 2, 3), anyValue),
        CloseReason: fc.oneof(fc.constantFrom(null, 'user', 'stop_out', 'demo_reset', 'expired'), anyValue),
      })
      .map((fields) => ({ ...ORDER, ...fields })),
  },
);

describe('push checks without zod accept exactly what the contract schemas accept', () => {
  it('KLINE candle', () => {
    agrees(
      isCandleWire,
      candleSchema,
      shaped({ Time: timeMs, Open: number, High: number, Low: number, Close: number, Volume: number }),
    );
  });

  it('an order of FOREX_TRADE', () => {
    agrees(isOrder, orderSchema, order);
  });

  it('FOREX_TRADE', () => {
    agrees(
      isForexTradePush,
      forexTradePushSchema,
      shaped({
        ProfitsTotal: money,
        To: int,
        HazardRate: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100), anyValue),
        CautionMoneyAll: money,
        OriginCautionMoneyTotal: money,
        NetValue: money,
        Balance: money,
        TransOrder: fc.oneof(fc.array(order, { maxLength: 3 }), fc.array(fc.constant(ORDER), { maxLength: 3 }), anyValue),
      }),
    );
  });

  it('FOREX_CLOSED', () => {
    agrees(
      isForexClosedPush,
      forexClosedPushSchema,
      fc.oneof(
        shaped({ id: fc.oneof(fc.array(int, { maxLength: 4 }), fc.array(fc.integer()), anyValue) }),
        fc.array(fc.integer()),
      ),
    );
  });

  it('reads real pushes, fields on the message itself', () => {
    const push = {
      type: 'FOREX_TRADE',
      To: 7,
      ProfitsTotal: -11,
      HazardRate: 0.27,
      CautionMoneyAll: 26.524,
      OriginCautionMoneyTotal: 26.524,
      NetValue: 9989,
      Balance: 10000,
      TransOrder: [ORDER],
    };
    expect(isForexTradePush(push)).toBe(true);
    expect(isForexTradePush({ ...push, HazardRate: null, TransOrder: [] })).toBe(true);
    // The old shapes: money as text, positions as {Id, UpdatePrice, FactProfits}, the figures under data.
    expect(isForexTradePush({ ...push, Balance: '10000.000000' })).toBe(false);
    expect(isForexTradePush({ ...push, TransOrder: [{ Id: 5, UpdatePrice: 2641.4, FactProfits: -11 }] })).toBe(false);
    expect(isForexTradePush({ type: 'FOREX_TRADE', data: { ...push } })).toBe(false);
    expect(isForexTradePush({ ...push, TransOrder: [{ ...ORDER, Id: '5' }] })).toBe(false);
    expect(isForexTradePush({ ...push, To: undefined })).toBe(false);

    const kline = { Period: '1min', Time: 1_700_000_040_000, Open: 1, High: 2, Low: 0.5, Close: 1.5, Volume: 0, ForexId: 1, Code: 'EURUSD' };
    expect(isCandleWire(kline)).toBe(true);
    expect(isCandleWire({ ...kline, Close: null })).toBe(false);
    expect(isCandleWire({ ...kline, Time: 1_700_000_040.5 })).toBe(false);

    expect(isForexClosedPush({ type: 'FOREX_CLOSED', id: [5, 7] })).toBe(true);
    expect(isForexClosedPush({ type: 'FOREX_CLOSED', id: [5, 7.5] })).toBe(false);
    expect(isForexClosedPush([5, 7])).toBe(false);
    expect(isForexClosedPush({ type: 'FOREX_CLOSED', data: [5, 7] })).toBe(false);
  });
});
