import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { useFakeApi as serveFakeApi } from '../../test/fakeApi';
import { INSTRUMENTS } from '../../test/market';
import { ProductPage } from './ProductPage';
import { searchInstruments } from './search';
import { changeLang } from '../../i18n/i18n';

function openProduct() {
  serveFakeApi({ '/v1/api/forex/trade_list': { data: INSTRUMENTS } });
  const router = createMemoryRouter(
    [
      { path: '/product', element: <ProductPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/product'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const results = () => screen.queryAllByTestId(/^result-/).map((row) => row.dataset.testid?.slice(7));

describe('product search (instruments)', () => {
  it('matches code, shown code or name, ignoring case, spaces and slashes', () => {
    const codes = (query: string) => searchInstruments(INSTRUMENTS, query).map((i) => i.Code);
    expect(codes('')).toEqual(['EURUSD', 'XAUUSD', 'BTCUSD', 'ETHUSD']);
    expect(codes('btc')).toEqual(['BTCUSD']);
    expect(codes('eur/usd')).toEqual(['EURUSD']);
    expect(codes(' EUR usd ')).toEqual(['EURUSD']);
    expect(codes('gold')).toEqual(['XAUUSD']);
    expect(codes('usd')).toEqual(['EURUSD', 'XAUUSD', 'BTCUSD', 'ETHUSD']);
    expect(codes('zzz')).toEqual([]);
  });

  it('lists every instrument, then narrows as the trader types', async () => {
    openProduct();
    await waitFor(() => expect(results()).toEqual(['EURUSD', 'XAUUSD', 'BTCUSD', 'ETHUSD']));
    fireEvent.change(screen.getByTestId('product-search'), { target: { value: 'ether' } });
    expect(results()).toEqual(['ETHUSD']);
    expect(screen.getByTestId('price-ETHUSD').textContent).toBe('3312.58');
    fireEvent.change(screen.getByTestId('product-search'), { target: { value: 'nothing' } });
    expect(results()).toEqual([]);
    expect(screen.getByTestId('no-results').textContent).toBe('No instrument matches “nothing”');
  });

  it('finds an instrument by its name in the reader’s language, and by the server’s name too', async () => {
    await changeLang('hk');
    try {
      openProduct();
      await waitFor(() => expect(results()).toHaveLength(4));
      fireEvent.change(screen.getByTestId('product-search'), { target: { value: '黃金' } });
      expect(results()).toEqual(['XAUUSD']);
      fireEvent.change(screen.getByTestId('product-search'), { target: { value: 'gold' } });
      expect(results()).toEqual(['XAUUSD']);
    } finally {
      await changeLang('en');
    }
  });

  it('selects a result and opens the trade screen', async () => {
    const router = openProduct();
    fireEvent.change(screen.getByTestId('product-search'), { target: { value: 'BTC' } });
    fireEvent.click(await screen.findByTestId('result-BTCUSD'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade'));
    expect(localStorage.getItem('instrument')).toBe('BTCUSD');
  });
});
