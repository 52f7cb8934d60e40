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
  setup: [
    { key: 'deposit_channels', done: true },
    { key: 'withdraw_currencies', done: true },
    { key: 'contact_emails', done: true },
    { key: 'customer_service', done: true },
    { key: 'smtp', done: true },
    { key: 'staff_two_factor', done: true },
    { key: 'jurisdiction', done: true },
    { key: 'terms', done: true },
  ],
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

  it('shows the setup checklist until done, each open item linked to its page when the role may go there', async () => {
    const setup = DASHBOARD.setup.map((item) => (item.key === 'deposit_channels' || item.key === 'smtp' || item.key === 'jurisdiction' ? { ...item, done: false } : item));
    startFakeApi({ '/admin/api/dashboard': { data: { ...DASHBOARD, setup } } });
    signInAs('owner');
    renderPage(<DashboardPage />, { route: '/' });
    expect((await screen.findByTestId('setup-checklist')).textContent).toContain('5 of 8 done');
    expect(screen.getByTestId('setup-deposit_channels-open').getAttribute('href')).toBe('/funding-setup');
    expect(screen.getByTestId('setup-jurisdiction-open').getAttribute('href')).toBe('/settings');
    // Done items are ticked, with no link; SMTP is set on the server, so it says how instead.
    expect(screen.getByTestId('setup-contact_emails').getAttribute('data-done')).toBe('true');
    expect(screen.queryByTestId('setup-contact_emails-open')).toBeNull();
    expect(screen.queryByTestId('setup-smtp-open')).toBeNull();
    expect(screen.getByTestId('setup-smtp').textContent).toContain('SMTP_URL');
  });

  it('hides the checklist once every item is done', async () => {
    startFakeApi({ '/admin/api/dashboard': { data: DASHBOARD } });
    signInAs('owner');
    renderPage(<DashboardPage />, { route: '/' });
    await screen.findByTestId('deposits-today');
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
  });
});
