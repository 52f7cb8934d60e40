import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RequireLogin } from '../../app/RequireLogin';
import { sessionStore } from '../identity/session';
import { testUser, useFakeApi } from '../../test/fakeApi';
import type { AccountRecord } from './useAccountRecords';
import { HistoryPage } from './HistoryPage';

const record = (Id: number, Type: number, Value: number, Memo: string, MemoTran: string): AccountRecord => ({
  Id,
  Type,
  Value,
  Balance: 10250.999999,
  Memo,
  MemoTran,
  CreatedAtTran: '2026-03-02T09:30:00.000Z',
});

function openHistory() {
  const router = createMemoryRouter(
    [
      {
        path: '/mine/history',
        element: (
          <RequireLogin>
            <HistoryPage />
          </RequireLogin>
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/mine/history'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('HistoryPage', () => {
  it('shows balance and frozen balance to 2 places and each record as it should read', async () => {
    sessionStore.signIn('tok', testUser());
    const api = useFakeApi({
      '/v1/api/main/wallet/getBalance': { data: { balance: 10250.999999, lock_balance: 120.5 } },
      '/v1/api/main/accountLog/forexChange': {
        data: {
          list: [
            record(3, 10, 250, 'Goodwill credit, ticket 4411', 'Adjustment'),
            record(2, 4, -3.5, 'order 4', 'Trade profit'),
            record(1, 1, 10000, 'deposit 1', 'Deposit'),
          ],
          total: 3,
        },
      },
    });
    openHistory();
    await waitFor(() => expect(screen.getByTestId('history-balance').textContent).toBe('10,250.99'));
    expect(screen.getByTestId('history-frozen').textContent).toBe('120.50');
    // Type 10 is a staff note shown as written; the others read in the user's language.
    expect(screen.getByTestId('record-title-3').textContent).toBe('Goodwill credit, ticket 4411');
    expect(screen.getByTestId('record-title-2').textContent).toBe('Trade profit');
    expect(screen.getByTestId('record-value-2').textContent).toBe('-3.500000');
    expect(screen.getByTestId('record-value-2').className).toContain('is-down');
    expect(screen.getByTestId('record-value-1').textContent).toBe('+10,000.000000');
    expect(screen.getByTestId('record-list-end').textContent).toBe('No more');
    expect(
      api.requests.find((r) => r.path === '/v1/api/main/accountLog/forexChange')?.query.get('page'),
    ).toBe('1');
  });

  it('sends a visitor to log in first', async () => {
    useFakeApi({});
    const router = openHistory();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=%2Fmine%2Fhistory');
  });
});
