import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { testRankEntry } from '../../test/community';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { useFakeApi as serveFakeApi, type Answer } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';

const COMPUTED_AT = '2026-03-02T10:00:00.000Z';

function openRank(answer: Answer) {
  const api = serveFakeApi({ '/api/rank/list': answer });
  const router = openApp('/rank');
  return { api, router };
}

describe('RankPage', () => {
  it('shows each trader’s figures, the top three marked, and when the list was computed', async () => {
    openRank({
      data: {
        data: [
          testRankEntry(),
          testRankEntry({ rank: 2, user: 'bo***b', multiple: 20, three_week_rate: 4, code: 'EURUSD' }),
          testRankEntry({ rank: 3, user: 'ch***s' }),
          testRankEntry({
            rank: 4,
            user: 'da***n',
            three_week_rate: -2.3,
            three_week_win: 33.33,
            three_week_profit: -46.5,
            total_rate: -1.1,
            total_trade_num: 3,
          }),
        ],
        computed_at: COMPUTED_AT,
      },
    });
    const first = await screen.findByTestId('rank-row-1');
    expect(first.textContent).toContain('ja***e');
    expect(first.textContent).toContain('XAUUSD');
    expect(first.textContent).toContain('×100');
    expect(screen.getByTestId('rank-rate-1').textContent).toBe('+12.50%');
    expect(screen.getByTestId('rank-win-1').textContent).toBe('66.67%');
    expect(screen.getByTestId('rank-profit-1').textContent).toBe('+125.000000');
    expect(screen.getByTestId('rank-profit-1').className).toContain('is-up');
    expect(screen.getByTestId('rank-total-rate-1').textContent).toBe('+8.25%');
    expect(screen.getByTestId('rank-trades-1').textContent).toBe('14');
    expect(screen.getByTestId('rank-row-2').textContent).toContain('×20');

    expect(screen.getByTestId('rank-rate-4').textContent).toBe('-2.30%');
    expect(screen.getByTestId('rank-rate-4').className).toContain('is-down');
    expect(screen.getByTestId('rank-profit-4').textContent).toBe('-46.500000');
    expect(screen.getByTestId('rank-profit-4').className).toContain('is-down');
    // Rates arrive as numbers (4, -1.1) and read at their 2 places.
    expect(screen.getByTestId('rank-rate-2').textContent).toBe('+4.00%');
    expect(screen.getByTestId('rank-win-4').textContent).toBe('33.33%');
    expect(screen.getByTestId('rank-total-rate-4').textContent).toBe('-1.10%');

    const top = ['rank-row-1', 'rank-row-2', 'rank-row-3', 'rank-row-4'].map((id) =>
      screen.getByTestId(id).classList.contains('is-top'),
    );
    expect(top).toEqual([true, true, true, false]);
    expect(screen.getByTestId('rank-updated').textContent).toMatch(/^Updated 0?3\/0?2\/2026, \d\d:00:00$/);
    // a tab page: its own tab is marked
    expect(screen.getByTestId('tab-rank').closest('.adm-tab-bar-item')?.className).toContain(
      'adm-tab-bar-item-active',
    );
  });

  it('says "Coming soon" when a trader is tapped', async () => {
    const { router } = openRank({ data: { data: [testRankEntry()], computed_at: COMPUTED_AT } });
    fireEvent.click(await screen.findByTestId('rank-row-1'));
    expect(await screen.findByText('Coming soon')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rank');
  });

  it('explains what the ranking shows and when, with a way to trade, when nobody is ranked', async () => {
    openRank({ data: { data: [], computed_at: COMPUTED_AT } });
    expect((await screen.findByTestId('rank-empty')).textContent).toContain('by their return over the last three weeks');
    expect(screen.getByTestId('rank-empty-next').textContent).toBe('Go to trading');
  });

  it('offers a reload when the list cannot be loaded', async () => {
    let calls = 0;
    serveFakeApi({
      '/api/rank/list': () => {
        calls += 1;
        return calls === 1
          ? { code: 500, msg: 'Server error' }
          : { data: { data: [testRankEntry()], computed_at: COMPUTED_AT } };
      },
    });
    openApp('/rank');
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(await screen.findByTestId('rank-row-1')).toBeTruthy();
  });
});
