import { describe, expect, it } from 'vitest';
import { testInstrument } from '../../test/market';
import { testSummary } from '../../test/trading';
import { quoteStore } from '../quotes/quoteStore';
import { estimateOrder, usdRateOf, type EstimateInput } from './orderEstimate';

const quote = (close: number) => ({
  Open: close,
  Close: close,
  Change: 0,
  High: close,
  Low: close,
  Ask: close,
  Time: 1,
});

const EURUSD = testInstrument({ Code: 'EURUSD', ForexContNum: 100000, ForexFeeRate: 7, MarginMode: 2 });

/** One lot of EURUSD bought at market, bid 1.08520 / ask 1.08530, leverage 100, fee 7 USD a lot. */
const buy: EstimateInput = {
  instrument: EURUSD,
  side: 'buy',
  lots: '1',
  leverage: 100,
  openPrice: '1.08530',
  closePrice: '1.08520',
  usdRate: undefined,
  feeType: 1,
  summary: testSummary(),
};

describe('order estimate', () => {
  it('gives margin, fee, the free margin left and the stop-out price of a market buy', () => {
    const estimate = estimateOrder({ ...buy, usdRate: usdRateOf('USD', []) });
    // margin = 1 × 100000 × 1.08530 ÷ 100 = 1085.30; fee (type 1) = 1 lot × 7 = 7
    expect(estimate.marginUsd?.toFixed(6)).toBe('1085.300000');
    expect(estimate.feeUsd?.toFixed(6)).toBe('7.000000');
    // free margin = 10000 − 1085.30 − 7 − 10 spread: what the server checks the order against
    expect(estimate.freeMarginAfterUsd?.toFixed(6)).toBe('8897.700000');
    // equity after opening = 10000 − 7 fee − 10 spread ((1.08520 − 1.08530) × 100000) = 9983;
    // stop-out when equity = 50 % × 1085.30 = 542.65, i.e. after a fall of
    // (9983 − 542.65) ÷ 100000 = 0.0944035 from the bid: 1.08520 − 0.0944035 = 0.9907965
    expect(estimate.stopOutPrice?.toFixed(7)).toBe('0.9907965');
  });

  it('leaves the spread out of a pending order, which pays it when it fills', () => {
    const estimate = estimateOrder({ ...buy, closePrice: null, usdRate: usdRateOf('USD', []) });
    expect(estimate.freeMarginAfterUsd?.toFixed(6)).toBe('8907.700000'); // 10000 − 1085.30 − 7
  });

  it('shows a free margin below zero exactly when the server would refuse the order for margin', () => {
    // 9 lots at leverage 100: margin 9768.60 (9 × 100000 × 1.08540 ÷ 100 at the ask), fee 63,
    // spread 90: 9921.60 needed against 10000 free; 10 lots need 11024.00.
    const nine = estimateOrder({ ...buy, lots: '9', openPrice: '1.08540', closePrice: '1.08530', usdRate: usdRateOf('USD', []) });
    expect(nine.freeMarginAfterUsd?.toFixed(2)).toBe('78.40');
    const ten = estimateOrder({ ...buy, lots: '10', openPrice: '1.08540', closePrice: '1.08530', usdRate: usdRateOf('USD', []) });
    expect(ten.freeMarginAfterUsd?.toFixed(2)).toBe('-1024.00');
  });

  it('puts the stop-out price of a sell above the ask', () => {
    const estimate = estimateOrder({
      ...buy,
      side: 'sell',
      openPrice: '1.08520',
      closePrice: '1.08530',
      usdRate: usdRateOf('USD', []),
    });
    // opens at the bid: margin 1 × 100000 × 1.08520 ÷ 100 = 1085.20; equity again 9983 (fee 7,
    // spread 10); stop-out at equity 542.60, after a rise of (9983 − 542.60) ÷ 100000 = 0.094404
    // from the ask: 1.08530 + 0.094404
    expect(estimate.marginUsd?.toFixed(2)).toBe('1085.20');
    expect(estimate.stopOutPrice?.toFixed(6)).toBe('1.179704');
  });

  it('leaves out what it cannot know: no rate, no leverage, no account', () => {
    expect(estimateOrder(buy).marginUsd).toBeNull(); // no USD rate for the quote currency
    expect(
      estimateOrder({ ...buy, usdRate: usdRateOf('USD', []), leverage: undefined }).marginUsd,
    ).toBeNull();
    const visitor = estimateOrder({ ...buy, usdRate: usdRateOf('USD', []), summary: null });
    expect(visitor.feeUsd?.toFixed(6)).toBe('7.000000');
    expect(visitor.freeMarginAfterUsd).toBeNull();
    expect(visitor.stopOutPrice).toBeNull();
  });

  it('converts a quote currency to USD through a listed pair, live price first', () => {
    const gbpusd = testInstrument({ Code: 'GBPUSD', PricePrecision: 5, ForexQuotations: quote(1.27) });
    const usdjpy = testInstrument({ Code: 'USDJPY', PricePrecision: 3, ForexQuotations: quote(150) });
    expect(usdRateOf('GBP', [gbpusd])?.toString()).toBe('1.27');
    // 1 ÷ 150.000, kept to 10 places
    expect(usdRateOf('JPY', [usdjpy])?.toString()).toBe('0.0066666667');
    expect(usdRateOf('CHF', [gbpusd, usdjpy])).toBeUndefined();
    quoteStore.fromInstruments([
      testInstrument({ Code: 'GBPUSD', ForexQuotations: { ...quote(1.25), Time: 2 } }),
    ]);
    expect(usdRateOf('GBP', [gbpusd])?.toString()).toBe('1.25');
  });
});
