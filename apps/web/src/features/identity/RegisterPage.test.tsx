import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { testUser, useFakeApi, type Answer, type RecordedRequest } from '../../test/fakeApi';
import { RegisterPage } from './RegisterPage';
import { sessionStore } from './session';

function openRegister(path = '/register') {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function basicInfo(verifyRegType: number): Answer {
  return {
    data: {
      title: 'Leverline',
      service_link: '',
      service_link_type: 1,
      verify_reg_type: verifyRegType,
      trade_fee_type: 2,
    },
  };
}

describe('RegisterPage', () => {
  it('prefills the invitation code and checks the passwords match before calling the server', async () => {
    const api = useFakeApi({ '/api/basicSet/getBasicInfo': basicInfo(1) });
    openRegister('/register?invite_code=FRIEND7');
    expect(screen.getByTestId<HTMLInputElement>('invite-input').value).toBe('FRIEND7');
    type('account-input', 'new@example.com');
    await screen.findByTestId('code-input');
    type('code-input', '123456');
    type('password-input', 'secret123');
    type('re-password-input', 'secret124');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Password inconsistency')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/user/register')).toBe(false);
  });

  it('with a picture code: sends its id and answer, and shows a new picture after a failure', async () => {
    let captchas = 0;
    const user = testUser({ email: 'new@example.com' });
    const api = useFakeApi({
      '/api/basicSet/getBasicInfo': basicInfo(2),
      '/api/common/captcha': () => {
        captchas += 1;
        return {
          data: { id: `cap-${captchas}`, b64s: `data:image/svg+xml;base64,${captchas}`, expires_in: 300 },
        };
      },
      '/api/user/register': (request: RecordedRequest) =>
        (request.body as { sms_code: string }).sms_code === 'right'
          ? { msg: 'Registration successful', data: { token: 'tok-reg', user } }
          : { code: 1014, msg: 'The picture code is wrong or has expired. Please try a new one' },
    });
    const router = openRegister();
    await waitFor(() =>
      expect(screen.getByAltText('Picture code').getAttribute('src')).toContain('base64,1'),
    );
    expect(screen.queryByTestId('send-code')).toBeNull();

    type('account-input', 'new@example.com');
    type('captcha-input', 'wrong');
    type('password-input', 'secret123');
    type('re-password-input', 'secret123');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(api.toast).toHaveBeenCalledWith(
        'The picture code is wrong or has expired. Please try a new one',
      ),
    );
    await waitFor(() =>
      expect(screen.getByAltText('Picture code').getAttribute('src')).toContain('base64,2'),
    );
    expect(api.requests.find((r) => r.path === '/api/user/register')?.body).toMatchObject({
      key: 'cap-1',
      sms_code: 'wrong',
    });

    type('captcha-input', 'right');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(api.requests.filter((r) => r.path === '/api/user/register')[1]?.body).toEqual({
      type: 'email',
      account: 'new@example.com',
      password: 'secret123',
      re_password: 'secret123',
      sms_code: 'right',
      key: 'cap-2',
      device_id: localStorage.getItem('demo_id'),
    });
    expect(sessionStore.get().token).toBe('tok-reg');
  });

  it('with terms published: holds the registration until they are accepted, then sends their version', async () => {
    const user = testUser({ email: 'new@example.com' });
    const api = useFakeApi({
      '/api/basicSet/getBasicInfo': basicInfo(1),
      '/api/compliance/terms': {
        data: { version: 3, title: 'Client agreement', text: 'CFDs are complex instruments.', published_at: '2026-01-01T00:00:00.000Z' },
      },
      '/api/user/register': { msg: 'Registration successful', data: { token: 'tok-terms', user } },
    });
    const router = openRegister();
    await screen.findByTestId('terms-consent');
    type('account-input', 'new@example.com');
    await screen.findByTestId('code-input');
    type('code-input', '123456');
    type('password-input', 'secret123');
    type('re-password-input', 'secret123');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Please accept the terms and risk disclosure to register')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/user/register')).toBe(false);

    fireEvent.click(screen.getByText('I have read and accept the Client agreement (version 3)'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(api.requests.find((r) => r.path === '/api/user/register')?.body).toMatchObject({ terms_version: 3 });
  });
});
