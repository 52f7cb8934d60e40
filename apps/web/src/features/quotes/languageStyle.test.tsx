/**
 * Instrument names in the reader's language, and one number style per language inside a card:
 * prices take the language's decimal sign like the money beside them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { changeLang } from '../../i18n/i18n';
import { testOrder } from '../../test/trading';
import { BTCUSD, EURUSD, XAUUSD } from '../../test/market';
import { OrderRow } from '../orders/OrderRow';
import { TradeQuote } from '../trade/TradeQuote';
import { localPrice } from '../../ui/numbers';
import { QuoteList } from './QuoteList';

const noop = () => undefined;
const list = () => render(<QuoteList instruments={[EURUSD, XAUUSD, BTCUSD]} failed={false} onRetry={noop} onOpen={noop} withSparkline={false} />);
const nameOf = (code: string) => screen.getByTestId(`row-${code}`).querySelector('.quote-name')?.textContent;

describe('instrument names and number style', () => {
  afterEach(async () => {
    await act(() => changeLang('en'));
  });

  it('names instruments in the reader\'s language, and pairs by their codes', async () => {
    list();
    expect(nameOf('XAUUSD')).toBe('Gold / US Dollar');
    for (const [lang, gold, bitcoin] of [
      ['hk', '黃金 / 美元', '比特幣'],
      ['ar', 'الذهب / الدولار الأمريكي', 'بيتكوين'],
      ['hi', 'सोना / अमेरिकी डॉलर', 'बिटकॉइन'],
      ['de', 'Gold / US-Dollar', 'Bitcoin'],
    ] as const) {
      await act(() => changeLang(lang));
      expect(nameOf('XAUUSD')).toBe(gold);
      expect(nameOf('BTCUSD')).toBe(bitcoin);
      expect(nameOf('EURUSD')).toBe('EUR / USD');
    }
  });

  it('keeps the server\'s name for an instrument the app does not name', async () => {
    await act(() => changeLang('hk'));
    render(
      <QuoteList
        instruments={[{ ...XAUUSD, Id: 99, Code: 'COPPER', ShowCode: 'COPPER', Name: 'Copper' }]}
        failed={false}
        onRetry={noop}
        onOpen={noop}
        withSparkline={false}
      />,
    );
    expect(nameOf('COPPER')).toBe('Copper');
  });

  it('writes prices with the language\'s decimal sign and no grouping, like the money in the same card', async () => {
    expect(localPrice('95314.11', 'en')).toBe('95314.11');
    expect(localPrice('95314.11', 'de')).toBe('95314,11');
    expect(localPrice('1.08520', 'fr')).toBe('1,08520');
    expect(localPrice('--', 'de')).toBe('--');

    list();
    await act(() => changeLang('de'));
    expect(screen.getByTestId('price-BTCUSD').textContent).toBe('95157,60');
    expect(screen.getByTestId('change-BTCUSD').textContent).toContain(',');

    render(<OrderRow order={testOrder({ Id: 5, FactProfits: 1899.52, Price: 95314.11, UpdatePrice: 95400.5 })} onOpen={noop} />);
    expect(screen.getByTestId('order-profit-5').textContent).toBe('+1.899,520000');
    expect(screen.getByTestId('order-price-5').textContent).toBe('95400,50');
    expect(screen.getByTestId('order-5').textContent).toContain('95314,11');
    expect(screen.getByTestId('order-lots-5').textContent).toBe('0,01');
    expect(screen.getByTestId('order-5').textContent).not.toContain('95314.11');
  });

  it('writes the trade screen\'s price and its open, high and low in the same style as the change', async () => {
    await act(() => changeLang('de'));
    render(<TradeQuote instrument={BTCUSD} />);
    expect(screen.getByTestId('trade-price').textContent).toBe('95157,60');
    expect(screen.getByTestId('trade-change').textContent).toContain(',');
    expect(document.querySelector('.trade-stats')?.textContent).not.toMatch(/\d\.\d/);
  });
});
