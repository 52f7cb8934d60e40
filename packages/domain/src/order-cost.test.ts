import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderCostMicros } from './order-cost.js';
import { microsText, scaled } from './scaled.js';
import { feeUsd, marginUsd, profitUsd } from './trading.oracle.js';

const numeral = (maxUnits: number, places: number) =>
  fc.integer({ min: 1, max: maxUnits }).map((n) => new Big(n).div(10 ** places).toFixed(places));

describe('what an order takes from free margin', () => {
  it('is its margin, its fee and, at market, the spread it opens under water by (property, against the plain formulas)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
        fc.boolean(),
        fc.boolean(),
        numeral(10_000, 2),
        numeral(100_000, 0),
        numeral(20_000_000, 5),
        fc.integer({ min: 0, max: 500 }),
        fc.constantFrom(1, 2, 10, 100, 500),
        numeral(2_000_000, 6),
        fc.boolean(),
        numeral(10_000, 4),
        (side, atMarket, fixed, lots, size, bid, spreadUnits, leverage, rate, perLot, feeRate) => {
          const ask = new Big(bid).plus(new Big(spreadUnits).div(1e5)).toFixed(5);
          const open = side === 'buy' ? ask : bid;
          const close = side === 'buy' ? bid : ask;
          const cost = orderCostMicros({
            side,
            atMarket,
            fixedMargin: fixed,
            lots: scaled(lots),
            contractSize: scaled(size),
            leverage,
            open: scaled(open),
            close: scaled(close),
            rate: scaled(rate),
            feePerLot: perLot,
            feeRate: scaled(feeRate),
          });
          const margin = marginUsd({ marginMode: fixed ? 1 : 2, lots, contractSize: size, price: open, leverage, quoteToUsd: rate });
          const fee = feeUsd(perLot ? 1 : 2, lots, feeRate, margin);
          const opening = atMarket ? profitUsd(side, open, close, lots, size, rate) : new Big(0);
          const spread = opening.lt(0) ? opening.times(-1) : new Big(0);
          expect(microsText(cost.margin)).toBe(margin.toFixed(6));
          expect(microsText(cost.fee)).toBe(fee.toFixed(6));
          expect(microsText(cost.spread)).toBe(spread.toFixed(6));
          expect(microsText(cost.need)).toBe(margin.plus(fee).plus(spread).toFixed(6));
        },
      ),
    );
  });
});
