import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useFakeApi } from '../../test/fakeApi';
import { ForgotPage } from './ForgotPage';

function openForgot() {
  const router = createMemoryRouter(
    [
      { path: '/forgot', element: <ForgotPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/forgot'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('ForgotPage', () => {
  it('asks to complete both passwords, then to make them match, before calling the server', async () => {
    const api = useFakeApi({});
    openForgot();
    type('account-input', 'ada@example.com');
    type('new-password-input', 'newpass123');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('Please complete')).toBeTruthy();

    type('re-password-input', 'newpass124');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('Password inconsistency')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/user/forget_password')).toBe(false);
  });

  it('sends a type-2 code, resets the password, shows the server message and goes to login', async () => {
    const api = useFakeApi({
      '/api/notify/send_email': { msg: 'The verification code has been sent', data: { resend_after: 60 } },
      '/api/user/forget_password': { msg: 'Your password has been reset', data: null },
    });
    const router = openForgot();
    type('account-input', 'ada@example.com');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('60 s'));
    expect(api.requests.find((r) => r.path === '/api/notify/send_email')?.body).toEqual({
      to: 'ada@example.com',
      type: 2,
    });
    expect(api.toast).toHaveBeenCalledWith('The verification code has been sent');

    type('code-input', '123456');
    type('new-password-input', 'newpass123');
    type('re-password-input', 'newpass123');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.requests.find((r) => r.path === '/api/user/forget_password')?.body).toEqual({
      type: 'email',
      account: 'ada@example.com',
      new_password: 'newpass123',
      secondary_password: 'newpass123',
      auth_code: '123456',
    });
    expect(api.toast).toHaveBeenCalledWith('Your password has been reset');
  });
});
