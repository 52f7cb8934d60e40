import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionRow } from '@leverline/contract';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi, type Answer, type RecordedRequest } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';
import { confirmStepUp, stepUpRoutes, testSecurityInfo } from '../../test/security';

type Route = Answer | ((request: RecordedRequest) => Answer);

const session = (overrides: Partial<SessionRow>): SessionRow => ({
  id: 1,
  device: 'Chrome 131 · Android',
  user_agent: 'Mozilla/5.0',
  ip: '203.0.113.7',
  created_at: '2026-11-20T08:00:00.000Z',
  last_seen_at: '2026-11-27T08:00:00.000Z',
  current: false,
  ...overrides,
});

function openSecurity(routes: Record<string, Route> = {}) {
  sessionStore.signIn('tok', testUser());
  const api = serveFakeApi({
    ...stepUpRoutes(),
    '/api/security/sessions': { data: [session({ id: 7, current: true }), session({ id: 9, device: 'Safari 18 · iOS' })] },
    '/api/security/sessions/revoke': { msg: 'The session has been signed out' },
    ...routes,
  });
  const router = openApp('/mine/security');
  return { api, router };
}

const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD', 'EEEEE-FFFFF', 'GGGGG-HHHHH', 'JJJJJ-KKKKK', 'LLLLL-MMMMM', 'NNNNN-PPPPP', 'QQQQQ-RRRRR', 'SSSSS-TTTTT', 'UUUUU-VVVVV'];

describe('SecurityPage', () => {
  it('shows whether two-step sign-in is on, what money out needs, and the sessions with this one marked', async () => {
    openSecurity();
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe('Two-step sign-in is off');
    expect(screen.getByText(/A new collection account receives withdrawals 24 hours after it is added\./)).toBeTruthy();
    const mine = await screen.findByTestId('session-7');
    expect(within(mine).getByTestId('session-current').textContent).toBe('This device');
    expect(within(screen.getByTestId('session-9')).getByText('Safari 18 · iOS')).toBeTruthy();
    expect(screen.queryByTestId('session-sign-out-7')).toBeNull();
  });

  it('signs out another session after asking', async () => {
    const { api } = openSecurity();
    fireEvent.click(await screen.findByTestId('session-sign-out-9'));
    fireEvent.click(await screen.findByTestId('session-sign-out-confirm'));
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('The session has been signed out'));
    expect(api.requests.find((r) => r.path === '/api/security/sessions/revoke')?.body).toEqual({ id: 9 });
  });

  it('adds an authenticator app: a confirmation, the QR code and key, the first code, then the recovery codes once', async () => {
    const { api } = openSecurity({
      '/api/security/totp/setup': { data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Leverline:ada%40example.com?secret=JBSWY3DPEHPK3PXP' } },
      '/api/security/totp/enable': { msg: 'The authenticator app has been added', data: { recovery_codes: CODES } },
    });
    fireEvent.click(await screen.findByTestId('totp-add'));
    await confirmStepUp();
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByTestId('totp-setup').querySelector('svg')).toBeTruthy();
    expect(api.requests.find((r) => r.path === '/api/security/totp/setup')?.body).toEqual({ step_up_token: 'step-1' });
    fireEvent.change(screen.getByTestId('totp-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('totp-enable'));
    const shown = await screen.findByTestId('recovery-codes');
    expect(within(shown).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(api.requests.filter((r) => r.path === '/api/security/step_up/verify').map((r) => r.body)).toEqual([
      { purpose: 'add_factor', method: 'code', code: '424242' },
    ]);
  });

  it('with two-step sign-in on, confirms a removal with the authenticator app, not an e-mailed code', async () => {
    const { api } = openSecurity({
      ...stepUpRoutes(testSecurityInfo({ two_factor: true, totp: true, recovery_codes_left: 9, step_up_methods: ['totp', 'recovery'] })),
      '/api/security/totp/remove': { msg: 'The authenticator app has been removed' },
    });
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe('Two-step sign-in is on');
    expect(screen.getByText('Unused recovery codes: 9')).toBeTruthy();
    fireEvent.click(screen.getByTestId('totp-remove'));
    fireEvent.click(await screen.findByText('Remove', { selector: '.adm-dialog-button *, .adm-dialog-button' }));
    await screen.findByTestId('step-up-sheet');
    expect(await screen.findByText('Authenticator code')).toBeTruthy();
    expect(screen.queryByTestId('send-code')).toBeNull();
    fireEvent.change(screen.getByTestId('step-up-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('step-up-confirm'));
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('The authenticator app has been removed'));
    expect(api.requests.find((r) => r.path === '/api/security/step_up/verify')?.body).toEqual({ purpose: 'remove_factor', method: 'totp', code: '654321' });
    expect(api.requests.find((r) => r.path === '/api/security/totp/remove')?.body).toEqual({ step_up_token: 'step-1' });
  });
});
