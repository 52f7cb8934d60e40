import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../identity/session';
import { testUser, useFakeApi } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';

const FUNDING_PAGES = [
  '/mine/charge',
  '/mine/withdraw',
  '/mine/wallet',
  '/mine/bank-card-list',
  '/mine/coin-address-list',
  '/mine/withdraw-way?type=2',
];

describe('funding pages for a demo account', () => {
  for (const path of FUNDING_PAGES) {
    it(`${path} says a real account is needed, shows no form and asks the server nothing`, async () => {
      sessionStore.signIn('tok', testUser({ is_demo: 1, account_kind: 'demo', email: null }));
      const api = useFakeApi({});
      openApp(path);
      expect((await screen.findByTestId('demo-forbidden')).textContent).toContain(
        'Please register or log in to a real account',
      );
      expect(document.querySelector('form')).toBeNull();
      expect(screen.queryByTestId('payout-add')).toBeNull();
      expect(screen.queryByTestId('wallet-balance')).toBeNull();
      expect(api.requests).toEqual([]);
    });
  }

  it('sends a visitor to log in first, and back here afterwards', async () => {
    useFakeApi({});
    const router = openApp('/mine/withdraw?type=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=%2Fmine%2Fwithdraw%3Ftype%3D2');
  });
});
