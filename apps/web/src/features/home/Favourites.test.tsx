import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { testUser, useFakeApi as serveFakeApi } from '../../test/fakeApi';
import { CATEGORIES, INSTRUMENTS } from '../../test/market';
import { sessionStore } from '../identity/session';
import { watchlist } from '../quotes/watchlist';
import { HomePage } from './HomePage';

/** The market, and a server watchlist that keeps what the app saves. */
function serve(serverList: number[] = []) {
  let kept = [...serverList];
  const api = serveFakeApi({
    '/v1/api/forex/trade_list': { data: INSTRUMENTS },
    '/v1/api/forex/getCategories': { data: CATEGORIES },
    '/v1/api/forex/abbreviated_cache_kline': { data: [] },
    '/v1/api/forex/watchlist': () => ({ data: { ids: kept } }),
    '/v1/api/forex/watchlist/save': (request) => {
      kept = (request.body as { ids: number[] }).ids;
      return { data: { ids: kept } };
    },
    '/v1/api/forex/watchlist/merge': (request) => {
      const added = (request.body as { ids: number[] }).ids.filter((id) => !kept.includes(id));
      kept = [...kept, ...added];
      return { data: { ids: kept } };
    },
  });
  return { api, kept: () => kept };
}

function openHome() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

/** The codes of the rows shown, in order. */
const shownCodes = () => screen.queryAllByTestId(/^row-/).map((row) => row.dataset.testid?.slice(4));

describe('favourites on home', () => {
  afterEach(() => watchlist.reset());

  it('stars instruments as a visitor, on this phone, and shows them first under the Favourites chip', async () => {
    serve();
    openHome();
    fireEvent.click(await screen.findByTestId('star-XAUUSD'));
    fireEvent.click(screen.getByTestId('star-EURUSD'));
    await waitFor(() => expect(screen.getByTestId('star-EURUSD').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('star-XAUUSD').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('star-XAUUSD').getAttribute('aria-label')).toBe('Remove XAUUSD from favourites');
    expect(JSON.parse(localStorage.getItem('watchlist') ?? '[]')).toEqual([17, 1]);
    const chips = screen.getByRole('toolbar').querySelectorAll('button');
    expect(chips[0]?.dataset.testid).toBe('chip-favourites');
    fireEvent.click(screen.getByTestId('chip-favourites'));
    expect(shownCodes()).toEqual(['XAUUSD', 'EURUSD']);
    // Unstarred, it leaves the favourites at once.
    fireEvent.click(screen.getByTestId('star-XAUUSD'));
    await waitFor(() => expect(shownCodes()).toEqual(['EURUSD']));
  });

  it('reorders the favourites with up and down, and says how to add some when there are none', async () => {
    localStorage.setItem('watchlist', JSON.stringify([1, 17, 39]));
    serve();
    openHome();
    await screen.findByTestId('row-ETHUSD');
    fireEvent.click(screen.getByTestId('chip-favourites'));
    expect(shownCodes()).toEqual(['EURUSD', 'XAUUSD', 'BTCUSD']);
    fireEvent.click(screen.getByTestId('watchlist-reorder'));
    expect(screen.getByTestId<HTMLButtonElement>('move-up-EURUSD').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('move-up-BTCUSD'));
    await waitFor(() => expect(shownCodes()).toEqual(['EURUSD', 'BTCUSD', 'XAUUSD']));
    fireEvent.click(screen.getByTestId('move-down-EURUSD'));
    await waitFor(() => expect(shownCodes()).toEqual(['BTCUSD', 'EURUSD', 'XAUUSD']));
    expect(JSON.parse(localStorage.getItem('watchlist') ?? '[]')).toEqual([39, 1, 17]);
    fireEvent.click(screen.getByTestId('watchlist-reorder'));
    for (const code of ['BTCUSD', 'EURUSD', 'XAUUSD']) fireEvent.click(screen.getByTestId(`star-${code}`));
    expect((await screen.findByTestId('quotes-empty')).textContent).toContain('Tap the star');
  });

  it('merges the phone’s list into the account’s at login, then keeps changes on the server', async () => {
    localStorage.setItem('watchlist', JSON.stringify([39]));
    const server = serve([17]);
    openHome();
    await screen.findByTestId('star-BTCUSD');
    act(() => sessionStore.signIn('t', testUser()));
    await waitFor(() => expect(screen.getByTestId('star-XAUUSD').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('star-BTCUSD').getAttribute('aria-pressed')).toBe('true');
    expect(server.kept()).toEqual([17, 39]);
    expect(localStorage.getItem('watchlist')).toBeNull();
    fireEvent.click(screen.getByTestId('star-EURUSD'));
    await waitFor(() => expect(server.kept()).toEqual([17, 39, 1]));
    // Logged out, the phone's own (now empty) list shows.
    act(() => sessionStore.clear());
    await waitFor(() => expect(screen.getByTestId('star-XAUUSD').getAttribute('aria-pressed')).toBe('false'));
  });

  it('puts the list back when the server refuses a change', async () => {
    const server = serve([17]);
    server.api.fetch.mockClear();
    sessionStore.signIn('t', testUser());
    serveFakeApi({
      '/v1/api/forex/trade_list': { data: INSTRUMENTS },
      '/v1/api/forex/getCategories': { data: CATEGORIES },
      '/v1/api/forex/abbreviated_cache_kline': { data: [] },
      '/v1/api/forex/watchlist': { data: { ids: [17] } },
      '/v1/api/forex/watchlist/save': { code: 1122, msg: 'One of these instruments does not exist' },
    });
    openHome();
    await waitFor(() => expect(screen.getByTestId('star-XAUUSD').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByTestId('star-EURUSD'));
    await waitFor(() => expect(screen.getByTestId('star-EURUSD').getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByTestId('star-XAUUSD').getAttribute('aria-pressed')).toBe('true');
  });
});
