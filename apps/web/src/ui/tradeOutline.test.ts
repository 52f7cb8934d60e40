import { beforeEach, describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import hk from '../i18n/locales/hk.json';
import { testInstrument } from '../test/market';
import indexHtml from '../../index.html?raw';
import { fillTradeOutline } from './tradeOutline';

// The outline exactly as index.html has it, so a change of its markup that the filler does not
// follow fails here.
const shellHtml = /<div id="shell"[\s\S]*?<div id="root">/.exec(indexHtml)![0].replace(/<div id="root">$/, '');

const EUR = testInstrument({
  Id: 1,
  Code: 'EURUSD',
  ShowCode: 'EUR/USD',
  Name: 'Euro / US Dollar',
  MarketStatus: 0,
  PricePrecision: 5,
  ForexQuotations: { Open: 1.0853, Close: 1.0852, Change: -0.01, High: 1.09104, Low: 1.08042, Ask: 1.08532, Time: 1 },
});
const BTC = testInstrument({
  Id: 39,
  Code: 'BTCUSD',
  Logo: '/logos/BTCUSD.svg',
  MarketStatus: 1,
  PricePrecision: 2,
  ForexQuotations: { Open: 94000, Close: 95157.6, Change: 1.23, High: 96000, Low: 93000.5, Ask: 95160, Time: 1 },
});
const answer = { code: 1, data: [EUR, BTC] };

const shell = () => document.getElementById('shell')!;
const textOf = (selector: string) => shell().querySelector(selector)?.textContent;
const fill = (input: Partial<Parameters<typeof fillTradeOutline>[1]> = {}) =>
  fillTradeOutline(shell(), { answer, selected: null, texts: hk, origin: 'https://leverline.test', ...input });

describe('trade outline', () => {
  beforeEach(() => {
    document.body.innerHTML = shellHtml;
  });

  it('shows the first instrument, closed, with the closed note and labels in the language', () => {
    expect(fill()).toBe(true);
    expect(textOf('.t-code')).toBe('EUR/USD');
    expect(textOf('.t-name')).toBe('Euro / US Dollar');
    expect(textOf('.t-price')).toBe('1.08520');
    expect(shell().querySelector('.t-price')!.className).toBe('t-price is-closed');
    expect([...shell().querySelectorAll('.t-stats dt, .t-stats dd')].map((n) => n.textContent)).toEqual([
      hk.trade.open,
      '1.08530',
      hk.trade.high,
      '1.09104',
      hk.trade.low,
      '1.08042',
    ]);
    const closed = shell().querySelector<HTMLElement>('.t-closed')!;
    expect(closed.hidden).toBe(false);
    expect(textOf('.t-closed strong')).toBe(hk.trade.market_closed);
    expect(textOf('.t-closed span span')).toBe(hk.trade.market_closed_note);
    expect([...shell().querySelectorAll('.t-periods span')].map((n) => n.textContent)).toEqual(
      ['1min', '5min', '15min', '30min', '60min', '1day'].map((p) => hk.period[p as keyof typeof hk.period]),
    );
    expect(shell().querySelector<HTMLImageElement>('.t-logo')!.src).toBe('https://leverline.test/logos/EURUSD.svg');
  });

  it('opens on the remembered instrument, open and rising, without the closed note', () => {
    expect(fill({ selected: 'BTCUSD', texts: en })).toBe(true);
    expect(textOf('.t-code')).toBe('BTCUSD');
    expect(textOf('.t-price')).toBe('95157.60');
    expect(shell().querySelector('.t-price')!.className).toBe('t-price is-up');
    expect(shell().querySelector<HTMLElement>('.t-closed')!.hidden).toBe(true);
    expect(textOf('.t-stats')).toContain(en.trade.low);
    expect(textOf('.t-stats')).toContain('93000.50');
  });

  it('names the instrument in the language, as the trade page does', () => {
    fill({ selected: 'BTCUSD', texts: hk });
    expect(textOf('.t-name')).toBe(hk.instrument_names.BTCUSD);
    expect(textOf('.t-name')).not.toBe(BTC.Name);
  });

  it('falls back to the first instrument when the remembered one is gone', () => {
    fill({ selected: 'XAUUSD' });
    expect(textOf('.t-code')).toBe('EUR/USD');
  });

  it('leaves the outline as it is when the list could not be had', () => {
    const before = shell().innerHTML;
    for (const bad of [null, { code: 0, msg: 'busy' }, { code: 1, data: [] }, { code: 1, data: 'x' }]) {
      expect(fill({ answer: bad })).toBe(false);
    }
    expect(shell().innerHTML).toBe(before);
  });

  it('shows the quote without labels when the texts did not load', () => {
    expect(fill({ texts: null })).toBe(true);
    expect(textOf('.t-price')).toBe('1.08520');
    expect(shell().querySelectorAll('.t-periods span')).toHaveLength(0);
  });
});
