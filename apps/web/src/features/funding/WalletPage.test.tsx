import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../identity/session';
import { testUser, useFakeApi } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';

describe('WalletPage', () => {
  it('shows balance and frozen balance to 2 places, never rounded up, and leads to the bound accounts', async () => {
    sessionStore.signIn('tok', testUser());
    useFakeApi({
      '/v1/api/main/wallet/getBalance': { data: { balance: 10250.999999, lock_balance: 120.5 } },
      '/api/wallet/get_draw_method': { data: [] },
    });
    const router = openApp('/mine/wallet');
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('10,250.99'));
    expect(screen.getByTestId('wallet-lock-balance').textContent).toBe('120.50');
    fireEvent.click(screen.getByTestId('wallet-coin-addresses'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/coin-address-list'));
    await router.navigate(-1);
    fireEvent.click(await screen.findByTestId('wallet-bank-cards'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/bank-card-list'));
  });
});
