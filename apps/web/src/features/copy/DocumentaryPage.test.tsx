import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../identity/session';
import { testLead } from '../../test/community';
import { formatDateTime } from '../../ui/dateTime';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi, type RecordedRequest } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';

const STEADY = testLead({ id: 21, type: 1, total_followers: 4 });
const AGGRESSIVE = testLead({
  id: 22,
  user: 'ke***n',
  type: 3,
  total_followers: 9,
  followed: true,
  three_week_rate: -3.4,
  three_week_profit: -40,
  orders: [
    {
      ShowCode: 'XAUUSD',
      OrderType: 2,
      Quantity: 0.02,
      PricePrecision: 2,
      Price: 2650.1,
      UpdatePrice: 2661.1,
      FactProfits: -22,
      CompleteTime: 1_772_355_600, // 2026-03-01T09:00:00Z
      CompleteTimeHandler: '2026-03-01 17:00:00',
    },
  ],
});

function openCopy(followers: Record<number, number> = {}) {
  const api = serveFakeApi({
    '/api/follow/list': { data: { data: [STEADY, AGGRESSIVE], total: 2 } },
    '/api/follow/follow': (request: RecordedRequest) => {
      const { id, follow } = request.body as { id: number; follow: 0 | 1 };
      return { msg: 'Saved', data: { followed: follow === 1, total_followers: followers[id] ?? 0 } };
    },
  });
  const router = openApp('/documentary');
  return { api, router };
}

const followCalls = (api: ReturnType<typeof serveFakeApi>) =>
  api.requests.filter((r) => r.path === '/api/follow/follow').map((r) => r.body);

describe('copy trading', () => {
  it('shows each lead trader with style, followers, 3-week figures and latest closed trades', async () => {
    openCopy();
    const card = await screen.findByTestId('lead-21');
    expect(card.textContent).toContain('ma***o');
    expect(card.textContent).toContain('Steady');
    expect(screen.getByTestId('lead-followers-21').textContent).toBe('4');
    expect(screen.getByTestId('lead-rate-21').textContent).toBe('+9.10%');
    expect(screen.getByTestId('lead-profit-21').textContent).toBe('+91.000000');
    expect(card.textContent).toContain('60.00%');
    expect(card.textContent).toContain('×50');
    // Prices at their instrument's precision.
    expect(screen.getByTestId('lead-orders-21').textContent).toContain('1.08520 → 1.08610');
    const trade = screen.getByTestId('lead-orders-21').textContent;
    expect(trade).toContain('EURUSD');
    expect(trade).toContain('Buy');
    expect(trade).toContain('0.1 lots');
    expect(trade).toContain('+9.000000');
    // The closing time in the reader's own zone and style, not the server's text.
    expect(trade).toContain(formatDateTime('2026-03-02T10:00:00.000Z', 'en'));

    expect(screen.getByTestId('lead-22').textContent).toContain('Aggressive');
    expect(screen.getByTestId('lead-rate-22').className).toContain('is-down');
    expect(screen.getByTestId('lead-orders-22').textContent).toContain('Sell');
    expect(screen.getByTestId('lead-orders-22').textContent).toContain('0.02 lots');
    expect(screen.getByTestId('lead-orders-22').textContent).toContain('2650.10 → 2661.10');
    expect(screen.getByTestId('lead-rate-22').textContent).toBe('-3.40%');
    expect(screen.getByTestId('lead-profit-22').textContent).toBe('-40.000000');
    expect(screen.getByTestId('lead-follow-22').textContent).toBe('Following');
    // said plainly: following does not copy orders (docs/community.md)
    expect(screen.getByTestId('copy-note').textContent).toContain('not copied');
  });

  it('follows and unfollows, showing the follower count the server answers', async () => {
    sessionStore.signIn('tok', testUser({ id: 7 }));
    const { api } = openCopy({ 21: 5, 22: 8 });
    fireEvent.click(await screen.findByTestId('lead-follow-21'));
    await waitFor(() => expect(screen.getByTestId('lead-follow-21').textContent).toBe('Following'));
    expect(screen.getByTestId('lead-followers-21').textContent).toBe('5');
    fireEvent.click(screen.getByTestId('lead-follow-22'));
    await waitFor(() => expect(screen.getByTestId('lead-follow-22').textContent).toBe('Follow'));
    expect(screen.getByTestId('lead-followers-22').textContent).toBe('8');
    expect(followCalls(api)).toEqual([
      { id: 21, follow: 1 },
      { id: 22, follow: 0 },
    ]);
  });

  it('keeps the card as it was when following fails', async () => {
    sessionStore.signIn('tok', testUser({ id: 7 }));
    const api = serveFakeApi({
      '/api/follow/list': { data: { data: [STEADY], total: 1 } },
      '/api/follow/follow': { code: 1024, msg: 'This lead trader is no longer available' },
    });
    openApp('/documentary');
    fireEvent.click(await screen.findByTestId('lead-follow-21'));
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('This lead trader is no longer available'));
    await waitFor(() => expect(screen.getByTestId('lead-follow-21').hasAttribute('disabled')).toBe(false));
    expect(screen.getByTestId('lead-follow-21').textContent).toBe('Follow');
    expect(screen.getByTestId('lead-followers-21').textContent).toBe('4');
    expect(api.toast).toHaveBeenCalledTimes(1);
  });

  it('shows no follow button on the caller’s own card', async () => {
    sessionStore.signIn('tok', testUser({ id: 21 }));
    openCopy();
    expect(await screen.findByTestId('lead-21')).toBeTruthy();
    expect(screen.queryByTestId('lead-follow-21')).toBeNull();
    expect(screen.getByTestId('lead-follow-22')).toBeTruthy();
  });

  it('sends a visitor who taps Follow to log in, and back here afterwards', async () => {
    const { api, router } = openCopy();
    fireEvent.click(await screen.findByTestId('lead-follow-21'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=%2Fdocumentary');
    expect(followCalls(api)).toEqual([]);
  });
});
