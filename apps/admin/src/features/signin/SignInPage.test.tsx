import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../app/session';
import { startFakeApi, testStaff } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { SignInPage } from './SignInPage';

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('SignInPage', () => {
  it('sends e-mail, password and the authenticator code, keeps the token and opens the console', async () => {
    const owner = testStaff('owner');
    const api = startFakeApi({ '/admin/api/login': { data: { token: 'stf_new', staff: owner } } });
    const { router } = renderPage(<SignInPage />, { route: '/signin', elsewhere: ['/'] });

    fill('signin-email', 'owner@leverline.example');
    fill('signin-password', 'Secret-passw0rd');
    fill('signin-otp', '123456');
    fireEvent.click(screen.getByTestId('signin-submit'));

    await waitFor(() => expect(api.to('/admin/api/login')).toHaveLength(1));
    expect(api.to('/admin/api/login')[0]!.body).toEqual({
      email: 'owner@leverline.example',
      password: 'Secret-passw0rd',
      otp: '123456',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('leverline.admin.token')).toBe('stf_new');
    expect(sessionStore.get()).toMatchObject({ token: 'stf_new', staff: owner });
  });

  it('shows the server refusal as it is worded and keeps no session', async () => {
    const api = startFakeApi({
      '/admin/api/login': { code: 1068, msg: 'Enter the code from your authenticator app' },
    });
    renderPage(<SignInPage />, { route: '/signin' });
    fill('signin-email', 'finance@leverline.example');
    fill('signin-password', 'Secret-passw0rd');
    fireEvent.click(screen.getByTestId('signin-submit'));

    expect((await screen.findByTestId('signin-error')).textContent).toContain(
      'Enter the code from your authenticator app',
    );
    expect(api.to('/admin/api/login')[0]!.body).toMatchObject({ otp: '' });
    expect(sessionStorage.getItem('leverline.admin.token')).toBeNull();
  });

  it('does not send a code that is not 6 digits', async () => {
    const api = startFakeApi({
      '/admin/api/login': { data: { token: 'stf_new', staff: testStaff('owner') } },
    });
    renderPage(<SignInPage />, { route: '/signin' });
    fill('signin-email', 'owner@leverline.example');
    fill('signin-password', 'Secret-passw0rd');
    fill('signin-otp', '12a4');
    fireEvent.click(screen.getByTestId('signin-submit'));
    expect(await screen.findByText('The code has 6 digits')).toBeTruthy();
    expect(api.to('/admin/api/login')).toHaveLength(0);
  });
});
