import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PayoutMethod } from '@leverline/contract';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi } from '../../test/fakeApi';
import { testMethod } from '../../test/funding';
import { openApp } from '../../test/openApp';

function openList(path: string, bound: PayoutMethod[]) {
  sessionStore.signIn('tok', testUser());
  let methods = bound;
  const api = serveFakeApi({
    '/api/wallet/get_draw_method': () => ({ data: methods }),
    '/api/wallet/del_draw_method': (request) => {
      const id = (request.body as { id: number }).id;
      methods = methods.filter((m) => m.id !== id);
      return { msg: 'The collection account has been deleted', data: { id } };
    },
  });
  const router = openApp(path);
  return { api, router };
}

const deletes = (api: ReturnType<typeof serveFakeApi>) =>
  api.requests.filter((r) => r.path === '/api/wallet/del_draw_method');

describe('PayoutListPage', () => {
  it('deletes a coin address only after confirmation', async () => {
    const { api } = openList('/mine/coin-address-list', [
      testMethod({ id: 11 }),
      testMethod({ id: 12, dc_address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC' }),
    ]);
    expect((await screen.findByTestId('payout-11')).textContent).toContain(
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
    expect(api.requests.find((r) => r.path === '/api/wallet/get_draw_method')?.query.get('draw_type')).toBe(
      '1',
    );

    fireEvent.click(screen.getByTestId('payout-delete-11'));
    expect(await screen.findByText('Delete this collection account?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('keep-payout'));
    await waitFor(() => expect(screen.queryByTestId('keep-payout')).toBeNull());
    expect(deletes(api)).toEqual([]);
    expect(screen.getByTestId('payout-11')).toBeTruthy();

    fireEvent.click(screen.getByTestId('payout-delete-11'));
    fireEvent.click(await screen.findByTestId('confirm-delete-payout'));
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('The collection account has been deleted'));
    expect(deletes(api).map((r) => r.body)).toEqual([{ id: 11 }]);
    await waitFor(() => expect(screen.queryByTestId('payout-11')).toBeNull());
    expect(screen.getByTestId('payout-12')).toBeTruthy();
  });

  it('offers no delete for an account a withdrawal under review pays to, and says why', async () => {
    openList('/mine/bank-card-list', [
      testMethod({
        id: 13,
        type: 2,
        dc_address: '',
        bank_name: 'Harbour Bank',
        payee_name: 'Ada Lovelace',
        payee_account: '012345678901',
        draw_currency: { code: 'HKD', protocol: '' },
        in_use: true,
      }),
    ]);
    expect((await screen.findByTestId('payout-13')).textContent).toContain('Harbour Bank');
    expect(screen.getByTestId('in-use-13').textContent).toContain('cannot be deleted yet');
    expect(screen.queryByTestId('payout-delete-13')).toBeNull();
  });

  it('says when nothing is bound, and the add icon opens the bind form of the list’s type', async () => {
    const { router } = openList('/mine/bank-card-list', []);
    expect((await screen.findByTestId('payouts-empty')).textContent).toBe('No data yet');
    fireEvent.click(screen.getByTestId('payout-add'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/withdraw-way'));
    expect(router.state.location.search).toBe('?type=2');
  });
});
