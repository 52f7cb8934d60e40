import { describe, expect, it } from 'vitest';
import { Toast } from 'antd-mobile';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RequireLogin } from '../../app/RequireLogin';
import { sessionStore } from '../identity/session';
import { testUser, useFakeApi } from '../../test/fakeApi';
import { UserPage } from './UserPage';

function openUser() {
  const router = createMemoryRouter(
    [
      {
        path: '/user',
        element: (
          <RequireLogin>
            <UserPage />
          </RequireLogin>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/user'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('UserPage', () => {
  it('shows the account and its fresh balance to 2 places, never rounded up', async () => {
    sessionStore.signIn('tok', testUser({ balance: 10000 }));
    useFakeApi({ '/api/user/info': { data: testUser({ balance: 12345.678999 }) } });
    openUser();
    expect(screen.getByTestId('user-uid').textContent).toBe('UID 800007');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByTestId('account-kind').textContent).toBe('Real');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('12,345.67'));
  });

  it('masks the balance with the eye toggle and remembers it', async () => {
    sessionStore.signIn('tok', testUser());
    useFakeApi({ '/api/user/info': { data: testUser() } });
    openUser();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10,000.00'));
    fireEvent.click(screen.getByTestId('mask-toggle'));
    expect(screen.getByTestId('balance').textContent).toBe('****');
    expect(localStorage.getItem('balance_hidden')).toBe('1');
    fireEvent.click(screen.getByTestId('mask-toggle'));
    expect(screen.getByTestId('balance').textContent).toBe('10,000.00');
  });

  it('tells a demo user that changing the password needs a real account', async () => {
    const demo = testUser({ is_demo: 1, account_kind: 'demo', email: null });
    sessionStore.signIn('tok', demo);
    useFakeApi({ '/api/user/info': { data: demo } });
    const router = openUser();
    expect(screen.getByTestId('account-kind').textContent).toBe('Demo');
    fireEvent.click(screen.getByTestId('menu-password'));
    expect(await screen.findByText('Please register or log in to a real account')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user');
  });

  it('tells a demo user that money, identity verification and invitations need a real account', async () => {
    const demo = testUser({ is_demo: 1, account_kind: 'demo', email: null });
    sessionStore.signIn('tok', demo);
    useFakeApi({ '/api/user/info': { data: demo } });
    const router = openUser();
    for (const entry of [
      'menu-charge',
      'menu-withdraw',
      'menu-wallet',
      'tile-charge',
      'tile-withdraw',
      'menu-auth',
      'menu-invite',
    ]) {
      // each tap gives its own answer, not the toast of the one before
      Toast.clear();
      await waitFor(() =>
        expect(screen.queryByText('Please register or log in to a real account')).toBeNull(),
      );
      fireEvent.click(screen.getByTestId(entry));
      expect(await screen.findByText('Please register or log in to a real account')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/user');
    }
  });

  it('opens deposit, withdraw and the wallet for a real account', async () => {
    sessionStore.signIn('tok', testUser());
    useFakeApi({ '/api/user/info': { data: testUser() } });
    const router = openUser();
    const opened: string[] = [];
    for (const entry of ['menu-charge', 'menu-withdraw', 'menu-wallet', 'tile-charge', 'tile-withdraw']) {
      fireEvent.click(await screen.findByTestId(entry));
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/user'));
      opened.push(router.state.location.pathname);
      await router.navigate(-1);
      await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    }
    expect(opened).toEqual([
      '/mine/charge',
      '/mine/withdraw',
      '/mine/wallet',
      '/mine/charge',
      '/mine/withdraw',
    ]);
  });

  it('logs out after confirmation, forgets the session and goes home', async () => {
    sessionStore.signIn('tok', testUser());
    const api = useFakeApi({ '/api/user/info': { data: testUser() }, '/api/user/logout': { data: null } });
    const router = openUser();
    fireEvent.click(screen.getByTestId('logout'));
    fireEvent.click(await screen.findByTestId('logout-confirm'));
    await waitFor(() => expect(sessionStore.get().token).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(api.requests.some((r) => r.path === '/api/user/logout' && r.headers.authorization === 'tok')).toBe(
      true,
    );
    expect(sessionStore.get()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Logout successful')).toBeTruthy();
  });

  it('offers a demo user, and only a demo user, to reset the account after confirmation', async () => {
    const demo = testUser({ is_demo: 1, account_kind: 'demo', email: null, balance: 7 });
    sessionStore.signIn('tok', demo);
    let balance = 7;
    const api = useFakeApi({
      '/api/user/info': () => ({ data: { ...demo, balance } }),
      '/v1/api/main/user/resetForexDemoAccount': () => {
        balance = 100000;
        return { msg: 'Your demo account has been reset', data: { balance } };
      },
    });
    openUser();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('7.00'));
    fireEvent.click(screen.getByTestId('menu-reset-demo'));
    fireEvent.click(await screen.findByTestId('demo-reset-cancel'));
    await waitFor(() => expect(screen.queryByTestId('demo-reset-cancel')).toBeNull());
    expect(api.requests.some((r) => r.path === '/v1/api/main/user/resetForexDemoAccount')).toBe(false);
    fireEvent.click(screen.getByTestId('menu-reset-demo'));
    fireEvent.click(await screen.findByTestId('demo-reset-confirm'));
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('Your demo account has been reset'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('100,000.00'));
  });

  it('offers no demo reset to a real account, and opens the account details', async () => {
    sessionStore.signIn('tok', testUser());
    useFakeApi({ '/api/user/info': { data: testUser() } });
    const router = openUser();
    expect(screen.queryByTestId('menu-reset-demo')).toBeNull();
    fireEvent.click(screen.getByTestId('menu-history'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/history'));
  });
  it('lets a demo user open everything that is not for real accounts only', async () => {
    const demo = testUser({ is_demo: 1, account_kind: 'demo', email: null });
    sessionStore.signIn('tok', demo);
    const api = useFakeApi({ '/api/user/info': { data: demo } });
    const router = openUser();
    for (const entry of ['menu-history', 'menu-billing', 'menu-announcement', 'menu-chat', 'menu-email']) {
      fireEvent.click(await screen.findByTestId(entry));
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/user'));
      await router.navigate(-1);
      await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    }
    expect(api.toast).not.toHaveBeenCalled();
    expect(screen.queryByText('Please register or log in to a real account')).toBeNull();
  });

  it('opens each page of the menu (§2) from its entry', async () => {
    sessionStore.signIn('tok', testUser());
    useFakeApi({ '/api/user/info': { data: testUser() } });
    const router = openUser();
    const entries: [string, string][] = [
      ['menu-charge', '/mine/charge'],
      ['menu-withdraw', '/mine/withdraw'],
      ['menu-wallet', '/mine/wallet'],
      ['menu-history', '/mine/history'],
      ['menu-billing', '/order?type=3'],
      ['menu-auth', '/mine/auth'],
      ['menu-password', '/mine/password'],
      ['menu-invite', '/mine/invite'],
      ['menu-language', '/language'],
      ['menu-system', '/mine/system'],
      ['menu-announcement', '/mine/announcement'],
      ['menu-chat', '/mine/chat'],
      ['menu-email', '/mine/email'],
      ['menu-complaint', '/mine/complaint'],
      ['menu-company', '/product?mode=company'],
    ];
    const opened: string[] = [];
    for (const [entry] of entries) {
      fireEvent.click(await screen.findByTestId(entry));
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/user'));
      opened.push(router.state.location.pathname + router.state.location.search);
      await router.navigate(-1);
      await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    }
    expect(opened).toEqual(entries.map(([, path]) => path));
  });
});
