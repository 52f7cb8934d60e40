import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { signInAs, startFakeApi, testStaff } from '../test/fakeApi';
import { routes } from './routes';
import { sessionStore } from './session';

describe('the console routes', () => {
  it('return to sign-in with a notice when the server says the session has ended (999)', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/users'] });
    const api = startFakeApi(
      {
        '/admin/api/me': { code: 999, msg: 'Please sign in' },
        '/admin/api/users': { code: 999, msg: 'Please sign in' },
      },
      (path) => void router.navigate(path),
    );
    signInAs('support');
    render(<RouterProvider router={router} />);

    expect(await screen.findByTestId('signin-expired', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
    expect(sessionStore.get().token).toBeNull();
    expect(api.sessionInvalid).toHaveBeenCalled();
  });

  it('send a visitor without a session to sign-in', async () => {
    startFakeApi({});
    const router = createMemoryRouter(routes, { initialEntries: ['/deposits'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByTestId('signin-submit', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('signin-expired')).toBeNull();
  });

  it('refuse the instrument set-up to support, who reached it by its address', async () => {
    startFakeApi({ '/admin/api/me': { data: testStaff('support') } });
    signInAs('support');
    const router = createMemoryRouter(routes, { initialEntries: ['/instruments'] });
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByText('Your role does not give access to this page.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('instrument-search')).toBeNull();
  });
});
