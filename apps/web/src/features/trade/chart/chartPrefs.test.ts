import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, loadPrefs, parsePrefs, savePrefs, type ChartPrefs } from './chartPrefs';

describe('chart set-up per instrument', () => {
  afterEach(() => localStorage.clear());

  it('keeps type, indicators and drawings per instrument', () => {
    const prefs: ChartPrefs = {
      type: 'heikin-ashi',
      indicators: [
        { kind: 'bollinger', period: 20, deviations: 2 },
        { kind: 'macd', fast: 12, slow: 26, signal: 9 },
      ],
      drawings: [
        { kind: 'horizontal', price: 1.0851 },
        { kind: 'trend', from: { time: 1_700_000_000, price: 1.08 }, to: { time: 1_700_003_600, price: 1.09 } },
      ],
    };
    savePrefs('EURUSD', prefs);
    expect(loadPrefs('EURUSD')).toEqual(prefs);
    expect(loadPrefs('XAUUSD')).toEqual(DEFAULT_PREFS);
    // Back to plain candles: nothing is left stored.
    savePrefs('EURUSD', DEFAULT_PREFS);
    expect(localStorage.getItem('chart:EURUSD')).toBeNull();
  });

  it('reads anything unreadable as the default, keeping what is valid', () => {
    expect(parsePrefs('not json')).toEqual(DEFAULT_PREFS);
    expect(parsePrefs('42')).toEqual(DEFAULT_PREFS);
    expect(
      parsePrefs(
        JSON.stringify({
          type: 'renko',
          indicators: [{ kind: 'sma', period: 0 }, { kind: 'ema', period: 9 }, { kind: 'ema', period: 21 }, { kind: 'macd', fast: 30, slow: 26, signal: 9 }, { kind: 'vwap' }],
          drawings: [{ kind: 'horizontal', price: -1 }, { kind: 'horizontal', price: 2 }, { kind: 'trend', from: { time: 1 } }],
        }),
      ),
    ).toEqual({ type: 'candles', indicators: [{ kind: 'ema', period: 9 }], drawings: [{ kind: 'horizontal', price: 2 }] });
  });
});
