import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testLead, testRankEntry } from '../test/community';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { useFakeApi as serveFakeApi } from '../test/fakeApi';
import { openApp } from '../test/openApp';
import { TABS } from './tabs';

function serveTabPages() {
  serveFakeApi({
    '/v1/api/forex/trade_list': { data: [] },
    '/v1/api/forex/getCategories': { data: [] },
    '/api/rank/list': { data: { data: [testRankEntry()], computed_at: '2026-03-02T10:00:00.000Z' } },
    '/api/follow/list': { data: { data: [testLead()], total: 1 } },
  });
}

const activeTab = () =>
  screen
    .getAllByTestId(/^tab-/)
    .filter((tab) => tab.closest('.adm-tab-bar-item')?.classList.contains('adm-tab-bar-item-active'))
    .map((tab) => tab.dataset.testid);

describe('tab bar', () => {
  it('has the six tabs of §2 with the user centre, each a short label', () => {
    expect(TABS.map((tab) => [tab.path, tab.testId])).toEqual([
      ['/', 'tab-quotes'],
      ['/trade', 'tab-trade'],
      ['/order', 'tab-orders'],
      ['/rank', 'tab-rank'],
      ['/documentary', 'tab-documentary'],
      ['/user', 'tab-mine'],
    ]);
  });

  it('opens the ranking and copy trading to visitors, marking the tab that is open', async () => {
    serveTabPages();
    const router = openApp('/');
    expect(await screen.findAllByTestId(/^tab-/)).toHaveLength(6);
    expect(activeTab()).toEqual(['tab-quotes']);

    fireEvent.click(screen.getByTestId('tab-rank'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rank'));
    expect(await screen.findByTestId('rank-row-1')).toBeTruthy();
    expect(activeTab()).toEqual(['tab-rank']);

    fireEvent.click(screen.getByTestId('tab-documentary'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documentary'));
    expect(await screen.findByTestId('lead-21')).toBeTruthy();
    expect(activeTab()).toEqual(['tab-documentary']);

    fireEvent.click(screen.getByTestId('tab-mine'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=%2Fuser');
  });

  it('stays on /news, a footer page that is not a tab', async () => {
    serveFakeApi({ '/api/news/list': { data: { data: [], total: 0 } } });
    openApp('/news');
    expect((await screen.findByTestId('news-list-end')).textContent).toBe('No data yet');
    expect(screen.getAllByTestId(/^tab-/)).toHaveLength(6);
    expect(activeTab()).toEqual([]);
  });
});
