import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/fakeApi';
import { sessionStore } from './session';

describe('the stored session', () => {
  it('survives a reload with its user', () => {
    sessionStore.signIn('tok', testUser({ balance: 12.5 }));
    sessionStore.reload();
    expect(sessionStore.get()).toEqual({ token: 'tok', user: testUser({ balance: 12.5 }) });
  });

  it('keeps the token but not a user stored by an earlier version, with its balance as text', () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem(
      'user',
      JSON.stringify({ ...testUser(), balance: '10000.000000', lock_balance: '0.000000' }),
    );
    sessionStore.reload();
    // The app fetches the user again at start (refreshSessionOnStart).
    expect(sessionStore.get()).toEqual({ token: 'tok', user: null });
  });
});
