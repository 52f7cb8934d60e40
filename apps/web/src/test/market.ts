/** Market fixtures for tests: instruments as trade_list returns them, and the categories. */
import type { Instrument } from '@leverline/contract';

export function testInstrument(overrides: Partial<Instrument> & { Code: string }): Instrument {
  const { Code } = overrides;
  return {
    Id: 1,
    ShowCode: Code,
    Name: Code,
    Logo: `/logos/${Code}.svg`,
    CategoryId: 1,
    MarketStatus: 1,
    PricePrecision: 5,
    Pip: 0.01,
    ForexMinCont: 0.01,
    ForexContNum: 100000,
    MarginMode: 2,
    HasForexMultiple: [{ Value: 100 }],
    ForexFeeRate: 0.001,
    MaxLots: 50,
    Spread: 12,
    QuoteCurrency: 'USD',
    ForexQuotations: { Open: 1, Close: 1, Change: 0, High: 1, Low: 1, Ask: 1, Time: 1_000 },
    ...overrides,
  };
}

const quote = (close: number, change: number, time = 1_000) => ({
  Open: close,
  Close: close,
  Change: change,
  High: close,
  Low: close,
  Ask: close,
  Time: time,
});

export const EURUSD = testInstrument({
  Id: 1,
  Code: 'EURUSD',
  ShowCode: 'EUR/USD',
  Name: 'EUR / USD',
  CategoryId: 1,
  MarketStatus: 0,
  PricePrecision: 5,
  ForexQuotations: quote(1.0852, -0.01),
});

export const XAUUSD = testInstrument({
  Id: 17,
  Code: 'XAUUSD',
  Name: 'Gold / US Dollar',
  CategoryId: 2,
  MarketStatus: 1,
  PricePrecision: 2,
  ForexQuotations: quote(2651.4, 1.26),
});

export const BTCUSD = testInstrument({
  Id: 39,
  Code: 'BTCUSD',
  Name: 'Bitcoin',
  CategoryId: 6,
  MarketStatus: 1,
  PricePrecision: 2,
  ForexQuotations: quote(95157.6, 2.16),
});

export const ETHUSD = testInstrument({
  Id: 40,
  Code: 'ETHUSD',
  Name: 'Ethereum',
  CategoryId: 6,
  MarketStatus: 1,
  PricePrecision: 2,
  ForexQuotations: quote(3312.58, -2.91),
});

export const INSTRUMENTS = [EURUSD, XAUUSD, BTCUSD, ETHUSD];

export const CATEGORIES = [
  { Id: 1, NameShowTrans: 'Forex' },
  { Id: 2, NameShowTrans: 'Metals' },
  { Id: 6, NameShowTrans: 'Crypto' },
];
