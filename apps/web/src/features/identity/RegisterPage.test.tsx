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

const COUNTRIES = {
  countries: [
    { code: 'CN', name: 'China', restricted: true },
    { code: 'CI', name: "Côte d'Ivoire", restricted: false },
    { code: 'DE', name: 'Germany', restricted: false },
    { code: 'IL', name: 'Israel', restricted: true },
  ],
  address_country: null,
  address_restricted: false,
};

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

  it('asks the country of residence: a restricted one is refused at once, an allowed one is sent', async () => {
    const user = testUser({ email: 'new@example.com' });
    const api = useFakeApi({
      '/api/basicSet/getBasicInfo': basicInfo(1),
      '/api/compliance/countries': { data: COUNTRIES },
      '/api/user/register': { msg: 'Registration successful', data: { token: 'tok-res', user } },
    });
    const router = openRegister();
    type('account-input', 'new@example.com');
    await screen.findByTestId('code-input');
    type('code-input', '123456');
    type('password-input', 'secret123');
    type('re-password-input', 'secret123');
    fireEvent.click(await screen.findByTestId('register-submit'));
    expect(await screen.findByText('Please choose your country of residence from the list')).toBeTruthy();

    // The list is searched without accents or case.
    fireEvent.click(await screen.findByTestId('residence-picker'));
    const search = await screen.findByPlaceholderText('Search for a country');
    fireEvent.change(search, { target: { value: 'cote' } });
    expect(screen.getByTestId('residence-CI')).toBeTruthy();
    expect(screen.queryByTestId('residence-DE')).toBeNull();
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.click(screen.getByText('Israel'));
    expect((await screen.findByTestId('residence-refused')).textContent).toBe('We do not provide our service to residents of Israel');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getAllByText('We do not provide our service to residents of Israel').length).toBeGreaterThan(1));
    expect(api.requests.some((r) => r.path === '/api/user/register')).toBe(false);

    fireEvent.click(screen.getByTestId('residence-picker'));
    fireEvent.click(await screen.findByText('Germany'));
    await waitFor(() => expect(screen.queryByTestId('residence-refused')).toBeNull());
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(api.requests.find((r) => r.path === '/api/user/register')?.body).toMatchObject({ residence: 'DE' });
  });

  it('tells a visitor connecting from a restricted country so, and offers the demo account', async () => {
    useFakeApi({
      '/api/basicSet/getBasicInfo': basicInfo(1),
      '/api/compliance/countries': { data: { ...COUNTRIES, address_country: 'CN', address_restricted: true } },
    });
    openRegister();
    expect((await screen.findByTestId('address-restricted')).textContent).toContain(
      'Our service is not available in China, where you are connecting from. You can still watch quotes and try a demo account',
    );
    expect(screen.getByTestId('demo-button')).toBeTruthy();
  });
});

