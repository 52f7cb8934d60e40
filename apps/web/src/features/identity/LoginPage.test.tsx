import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { testUser, useFakeApi } from '../../test/fakeApi';
import { LoginPage } from './LoginPage';
import { sessionStore } from './session';

function openLogin(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const areaRoutes = {
  '/api/default/area_list': { data: [{ id: 1, code: 'HK', global_code: '852' }] },
  '/api/default/setting': { data: { key: 'is_show_mobile', value: 1 } },
};

describe('LoginPage', () => {
  it('asks for the account, then the password, before calling the server', async () => {
    const api = useFakeApi(areaRoutes);
    openLogin('/login');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter email/phone')).toBeTruthy();
    fireEvent.change(screen.getByTestId('account-input'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter password')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/user/loginForU')).toBe(false);
  });

  it('logs in and returns to the page named by `from`', async () => {
    const user = testUser();
    const api = useFakeApi({
      ...areaRoutes,
      '/api/user/loginForU': { msg: 'Login successful', data: { token: 'tok-new', user } },
    });
    const router = openLogin('/login?from=%2Fmine%2Fsystem%3Fx%3D1');
    fireEvent.change(screen.getByTestId('account-input'), { target: { value: ' ada@example.com ' } });
    fireEvent.change(screen.getByTestId('password-input'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/system'));
    expect(router.state.location.search).toBe('?x=1');
    expect(sessionStore.get()).toEqual({ token: 'tok-new', user });
    expect(localStorage.getItem('token')).toBe('tok-new');
    const login = api.requests.find((r) => r.path === '/api/user/loginForU');
    // The device id lets the server tell the trader of a login from a device new to them.
    expect(login?.body).toEqual({
      account: 'ada@example.com',
      password: 'secret123',
      login_type: 'email',
      device_id: localStorage.getItem('demo_id'),
    });
  });

  it('asks for the second factor when the account has one, and logs in with the authenticator code', async () => {
    const user = testUser();
    const api = useFakeApi({
      ...areaRoutes,
      '/api/user/loginForU': {
        msg: 'Enter the code from your authenticator app, use your passkey, or enter a recovery code',
        data: { two_factor: { ticket: 'ticket-1', methods: ['totp', 'recovery'], expires_in: 300 } },
      },
      '/api/user/login_2fa': (request) =>
        (request.body as { code: string }).code === '123456'
          ? { msg: 'Login successful', data: { token: 'tok-2fa', user } }
          : { code: 1085, msg: 'The authenticator code is wrong or was already used' },
    });
    const router = openLogin('/login');
    fireEvent.change(screen.getByTestId('account-input'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByTestId('password-input'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('second-factor');
    // No session until the second factor.
    expect(sessionStore.get().token).toBeNull();
    fireEvent.change(screen.getByTestId('second-factor-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('second-factor-submit'));
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('The authenticator code is wrong or was already used'));
    expect(router.state.location.pathname).toBe('/login');
    fireEvent.change(screen.getByTestId('second-factor-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('second-factor-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(sessionStore.get()).toEqual({ token: 'tok-2fa', user });
    const second = api.requests.filter((r) => r.path === '/api/user/login_2fa').pop();
    expect(second?.body).toEqual({ ticket: 'ticket-1', method: 'totp', code: '123456' });
    expect(screen.queryByTestId('second-factor-passkey')).toBeNull();
  });

  it('goes back to the password when the second step has expired', async () => {
    useFakeApi({
      ...areaRoutes,
      '/api/user/loginForU': { data: { two_factor: { ticket: 'ticket-1', methods: ['totp', 'recovery'], expires_in: 300 } } },
      '/api/user/login_2fa': { code: 1090, msg: 'This login has expired. Please enter your password again' },
    });
    openLogin('/login');
    fireEvent.change(screen.getByTestId('account-input'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByTestId('password-input'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    fireEvent.click(await screen.findByTestId('second-factor-use-recovery'));
    fireEvent.change(screen.getByTestId('second-factor-code'), { target: { value: 'ABCDE-FGHJK' } });
    fireEvent.click(screen.getByTestId('second-factor-submit'));
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('password-input').value).toBe('');
  });

  it('goes to the user centre when there is no `from`', async () => {
    useFakeApi({ ...areaRoutes, '/api/user/loginForU': { data: { token: 't', user: testUser() } } });
    const router = openLogin('/login');
    fireEvent.change(screen.getByTestId('account-input'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByTestId('password-input'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });

  it('opens a demo account on the quotes, not on the user centre', async () => {
    const demo = { '/api/user/createAccountDemoForU': { data: { token: 'd', user: testUser({ is_demo: 1 }) } } };
    useFakeApi({ ...areaRoutes, ...demo });
    const router = openLogin('/login');
    fireEvent.click(await screen.findByTestId('demo-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get().token).toBe('d');
  });

  it('logs in by mobile with the chosen calling code', async () => {
    const api = useFakeApi({
      ...areaRoutes,
      '/api/user/loginForU': { data: { token: 't', user: testUser() } },
    });
    const router = openLogin('/login');
    fireEvent.click(screen.getByTestId('kind-mobile'));
    expect(await screen.findByTestId('area-code')).toBeTruthy();
    fireEvent.change(screen.getByTestId('account-input'), { target: { value: '6123 4567' } });
    fireEvent.change(screen.getByTestId('password-input'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    const login = api.requests.find((r) => r.path === '/api/user/loginForU');
    expect(login?.body).toEqual({
      account: '61234567',
      password: 'secret123',
      login_type: 'mobile',
      area_id: 1,
      device_id: localStorage.getItem('demo_id'),
    });
  });
});
