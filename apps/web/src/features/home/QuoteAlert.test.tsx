import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { PriceAlert } from '@leverline/contract';
import { testUser, useFakeApi as serveFakeApi } from '../../test/fakeApi';
import { CATEGORIES, INSTRUMENTS } from '../../test/market';
import { sessionStore } from '../identity/session';
import { HomePage } from './HomePage';

function serve() {
  const saved: PriceAlert[] = [];
  const api = serveFakeApi({
    '/v1/api/forex/trade_list': { data: INSTRUMENTS },
    '/v1/api/forex/getCategories': { data: CATEGORIES },
    '/v1/api/forex/abbreviated_cache_kline': { data: [] },
    '/v1/api/forex/watchlist': { data: { ids: [] } },
    '/v1/api/alert/save': (request) => {
      const body = request.body as { symbol: string; kind: 'above' | 'below'; level: string; repeat: boolean };
      const alert: PriceAlert = { id: saved.length + 1, symbol: body.symbol, name: 'Bitcoin', digits: 2, kind: body.kind, level: Number(body.level), move_pct: null, period: null, repeat: body.repeat, status: 'active', fired: 0, last_fired: null };
      saved.push(alert);
      return { data: alert, msg: 'Price alert saved' };
    },
  });
  return { api, saved };
}

function openHome() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('price alert from the quotes list', () => {
  afterEach(() => act(() => sessionStore.clear()));

  it('lets a trader set an alert from the bell in an instrument\'s row, for that instrument, staying on the list', async () => {
    const { api, saved } = serve();
    act(() => sessionStore.signIn('t', testUser()));
    const router = openHome();
    const bell = await screen.findByTestId('alert-BTCUSD');
    expect(bell.getAttribute('aria-label')).toBe('Set a price alert on BTCUSD');
    fireEvent.click(bell);

    // The form is the trade screen's, for BTCUSD, starting at the price now.
    const form = await screen.findByTestId('alert-form');
    expect(form.textContent).toContain('Alert on BTCUSD');
    const level = screen.getByTestId<HTMLInputElement>('alert-level');
    expect(level.value).toBe('95157.60');
    fireEvent.change(level, { target: { value: '100000' } });
    fireEvent.click(screen.getByTestId('alert-save'));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.requests.find((r) => r.path === '/v1/api/alert/save')?.body).toMatchObject({ symbol: 'BTCUSD', kind: 'above', level: '100000', repeat: false });
    await waitFor(() => expect(screen.queryByTestId('alert-form')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows no bell to a visitor, who has no alerts to keep', async () => {
    serve();
    openHome();
    expect(await screen.findByTestId('star-BTCUSD')).toBeTruthy();
    expect(screen.queryByTestId('alert-BTCUSD')).toBeNull();
  });
});
