/** Fakes of the security calls, and the trader's side of a step-up, for page tests. */
import { expect } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SecurityInfo } from '@leverline/contract';
import type { Answer, RecordedRequest } from './fakeApi';

export function testSecurityInfo(overrides: Partial<SecurityInfo> = {}): SecurityInfo {
  return {
    two_factor: false,
    totp: false,
    passkeys: [],
    recovery_codes_left: 0,
    step_up_methods: ['code'],
    code_to: 'an***@example.com',
    payout_cooling_hours: '24',
    ...overrides,
  };
}

/** The step-up calls of a trader without two-factor authentication; tokens step-1, step-2… */
export function stepUpRoutes(info = testSecurityInfo()): Record<string, Answer | ((request: RecordedRequest) => Answer)> {
  let issued = 0;
  return {
    '/api/security/info': { data: info },
    '/api/security/step_up/start': {
      msg: 'The verification code has been sent',
      data: { passkey_options: null, code_to: info.code_to, resend_after: 60 },
    },
    '/api/security/step_up/verify': () => {
      issued += 1;
      return { data: { step_up_token: `step-${issued}`, expires_in: 300 } };
    },
  };
}

/** Confirms the open step-up sheet with an e-mailed code, as the trader would. */
export async function confirmStepUp(code = '424242'): Promise<void> {
  await screen.findByTestId('step-up-sheet');
  expect(await screen.findByText('We send a one-time code to an***@example.com.')).toBeTruthy();
  fireEvent.click(screen.getByTestId('send-code'));
  await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('send-code').disabled).toBe(true));
  fireEvent.change(screen.getByTestId('step-up-code'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('step-up-confirm'));
}
