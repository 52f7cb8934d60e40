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
  '/api/default/setting': { data: { key: 'is_show_mobile', value: '1' } },
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
    expect(login?.body).toEqual({ account: 'ada@example.com', password: 'secret123', login_type: 'email' });
  });

  it('goes to the user centre when there is no `from`', async () => {
    useFakeApi({ ...areaRoutes, '/api/user/loginForU': { data: { token: 't', user: testUser() } } });
    const router = openLogin('/login');
    fireEvent.change(screen.getByTestId('account-input'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByTestId('password-input'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
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
    });
  });
});
