import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { useFakeApi as serveFakeApi, type Answer } from '../../test/fakeApi';
import { fakeLive } from '../../test/fakeSocket';
import { BTCUSD, CATEGORIES, ETHUSD, EURUSD, INSTRUMENTS, XAUUSD } from '../../test/market';
import * as format from '../quotes/format';
import { HomePage } from './HomePage';

// Counts row renders: each QuoteRow formats its price once per render.
vi.mock('../quotes/format', async (importOriginal) => {
  const original = await importOriginal<typeof format>();
  return { ...original, formatPrice: vi.fn(original.formatPrice) };
});

const marketApi = (tradeList: Answer | (() => Promise<Answer>) = { data: INSTRUMENTS }) =>
  serveFakeApi({
    '/v1/api/forex/trade_list': typeof tradeList === 'function' ? tradeList : () => tradeList,
    '/v1/api/forex/getCategories': { data: CATEGORIES },
    '/v1/api/forex/abbreviated_cache_kline': { data: [] },
  });

function openHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const rowCodes = () =>
  screen
    .queryAllByTestId(/^row-/)
    .map((row) => row.dataset.testid?.slice(4))
    .sort();

describe('HomePage', () => {
  it('shows 10 skeleton rows until the quotes arrive', async () => {
    let answer!: (value: Answer) => void;
    marketApi(() => new Promise<Answer>((resolve) => (answer = resolve)));
    openHome();
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(10);
    expect(rowCodes()).toEqual([]);
    answer({ data: INSTRUMENTS });
    await waitFor(() => expect(rowCodes()).toEqual(['BTCUSD', 'ETHUSD', 'EURUSD', 'XAUUSD']));
    expect(screen.queryByTestId('skeleton-row')).toBeNull();
  });

  it('shows each row with its price at the instrument precision and its change in colour', async () => {
    marketApi();
    openHome();
    expect((await screen.findByTestId('price-BTCUSD')).textContent).toBe('95157.60');
    expect(screen.getByTestId('row-BTCUSD').textContent).toContain('Bitcoin');
    const up = screen.getByTestId('change-BTCUSD');
    expect(up.textContent).toBe('+2.16%');
    expect(up.className).toContain('is-up');
    const down = screen.getByTestId('change-ETHUSD');
    expect(down.textContent).toBe('-2.91%');
    expect(down.className).toContain('is-down');
    const logo = screen.getByTestId('row-BTCUSD').querySelector('img');
    expect(logo?.getAttribute('src')).toBe('http://api.test/logos/BTCUSD.svg');
  });

  it('shows "Market closed" instead of the change when the market is closed', async () => {
    marketApi();
    openHome();
    const closed = await screen.findByTestId('closed-EURUSD');
    expect(closed.textContent).toBe('Market closed');
    expect(screen.queryByTestId('change-EURUSD')).toBeNull();
    expect(screen.getByTestId('price-EURUSD').textContent).toBe('1.08520');
  });

  it('filters by a category chip, and a second tap on it shows everything again', async () => {
    marketApi();
    openHome();
    await screen.findByTestId('row-BTCUSD');
    fireEvent.click(await screen.findByTestId('chip-6'));
    expect(rowCodes()).toEqual(['BTCUSD', 'ETHUSD']);
    expect(screen.getByTestId('chip-6').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('chip-2'));
    expect(rowCodes()).toEqual(['XAUUSD']);
    fireEvent.click(screen.getByTestId('chip-2'));
    expect(rowCodes()).toEqual(['BTCUSD', 'ETHUSD', 'EURUSD', 'XAUUSD']);
    expect(screen.getByTestId('chip-2').getAttribute('aria-pressed')).toBe('false');
  });

  it('moves one row with a DAY_MARKET push, re-rendering only that row', async () => {
    marketApi();
    openHome();
    await screen.findByTestId('price-BTCUSD');
    const live = fakeLive();
    live.socket.connect();
    live.last().open();
    expect(live.last().sentOf('sub')).toEqual([{ type: 'sub', params: 'DAY_MARKET' }]);

    const formatPrice = vi.mocked(format.formatPrice);
    formatPrice.mockClear();
    act(() => {
      live.last().receive({
        type: 'DAY_MARKET',
        symbol: 'BTCUSD',
        quotation: { forex_id: 39, close: 91000.5, change: -1.5, time: 2_000, status: 1 },
      });
    });
    expect(screen.getByTestId('price-BTCUSD').textContent).toBe('91000.50');
    expect(screen.getByTestId('price-BTCUSD').className).toContain('is-down');
    expect(screen.getByTestId('change-BTCUSD').textContent).toBe('-1.50%');
    expect(screen.getByTestId('change-BTCUSD').className).toContain('is-down');
    // the other rows are untouched
    expect(screen.getByTestId('price-ETHUSD').textContent).toBe('3312.58');
    expect(formatPrice.mock.calls.map(([, precision]) => precision)).toEqual([BTCUSD.PricePrecision]);
    expect(formatPrice).toHaveBeenCalledTimes(1);
  });

  it('opens a market that a DAY_MARKET push reports open', async () => {
    marketApi();
    openHome();
    await screen.findByTestId('closed-EURUSD');
    const live = fakeLive();
    live.socket.connect();
    live.last().open();
    act(() => {
      live.last().receive({
        type: 'DAY_MARKET',
        symbol: 'EURUSD',
        quotation: { forex_id: 1, close: 1.0861, change: 0.07, time: 2_000, status: 1 },
      });
    });
    expect(screen.queryByTestId('closed-EURUSD')).toBeNull();
    expect(screen.getByTestId('change-EURUSD').textContent).toBe('+0.07%');
  });

  it('selects a tapped instrument and opens the trade screen', async () => {
    marketApi();
    const router = openHome();
    fireEvent.click(await screen.findByTestId(`row-${XAUUSD.Code}`));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade'));
    expect(localStorage.getItem('instrument')).toBe('XAUUSD');
  });

  it('leads to the search from the search icon', async () => {
    marketApi();
    const router = openHome();
    fireEvent.click(await screen.findByTestId('search'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
  });

  it('offers a retry when the quotes cannot be loaded', async () => {
    let fail = true;
    marketApi(() => Promise.resolve(fail ? { code: 500, msg: 'down' } : { data: [ETHUSD, EURUSD] }));
    openHome();
    const retry = await screen.findByTestId('quotes-retry');
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(rowCodes()).toEqual(['ETHUSD', 'EURUSD']));
  });

  it('switches the rows to bid, ask and spread, and remembers the choice on the phone', async () => {
    const gold = { ...XAUUSD, ForexQuotations: { ...XAUUSD.ForexQuotations, Ask: 2651.75 } };
    marketApi({ data: [EURUSD, gold] });
    const router = openHome();
    expect((await screen.findByTestId('price-XAUUSD')).textContent).toBe('2651.40');
    const toggle = screen.getByTestId('quote-view-toggle');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByTestId('quote-view-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('bid-XAUUSD').textContent).toBe('2651.40');
    expect(screen.getByTestId('ask-XAUUSD').textContent).toBe('2651.75');
    // 2651.75 − 2651.40, at gold's 2 places
    expect(screen.getByTestId('spread-XAUUSD').textContent).toBe('Spread 0.35');
    expect(screen.queryByTestId('price-XAUUSD')).toBeNull();
    // A closed market says so in place of the spread.
    expect(screen.getByTestId('closed-EURUSD').textContent).toBe('Market closed');
    expect(localStorage.getItem('quoteView')).toBe('bidask');

    router.dispose();
    cleanup();
    openHome();
    expect((await screen.findByTestId('ask-XAUUSD')).textContent).toBe('2651.75');
    fireEvent.click(screen.getByTestId('quote-view-toggle'));
    expect(screen.getByTestId('price-XAUUSD').textContent).toBe('2651.40');
    expect(localStorage.getItem('quoteView')).toBe('change');
  });
});
