import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallData, staffDashboard } from '@leverline/contract';
import { signInAs, startFakeApi } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { DashboardPage } from './DashboardPage';

const DASHBOARD: CallData<typeof staffDashboard> = {
  deposits_today: { count: 3, usd: '12345.500000' },
  withdrawals_today: { count: 1, usd: '250.000000' },
  pending: { deposits: 2, withdrawals: 0, identity: 1, adjustments: 4 },
  open_interest: [],
  broker_result: { today: '-55.250000', total: '1000.000000' },
  active_users: 12,
  sockets: 4,
};

describe('DashboardPage', () => {
  it("shows today's figures, the broker's result and live use", async () => {
    startFakeApi({ '/admin/api/dashboard': { data: DASHBOARD } });
    signInAs('owner');
    renderPage(<DashboardPage />, { route: '/' });
    expect((await screen.findByTestId('deposits-today')).textContent).toContain('12,345.500000');
    expect(screen.getByText('3 requests')).toBeTruthy();
    expect(screen.getByText('1 request')).toBeTruthy();
    expect(screen.getByText('250.000000')).toBeTruthy();
    expect(screen.getByText('-55.250000')).toBeTruthy();
    expect(screen.getByText('1,000.000000')).toBeTruthy();
    expect(screen.getByText('Active users (24 h)')).toBeTruthy();
    expect(screen.getByText('Live connections')).toBeTruthy();
  });

  it('links each waiting queue the role may open', async () => {
    startFakeApi({ '/admin/api/dashboard': { data: DASHBOARD } });
    signInAs('compliance');
    renderPage(<DashboardPage />, { route: '/' });
    const identity = await screen.findByTestId('pending-identity');
    expect(identity.getAttribute('href')).toBe('/identity?status=1');
    expect(identity.textContent).toContain('1');
    expect(screen.queryByTestId('pending-deposits')).toBeNull();
  });
});
