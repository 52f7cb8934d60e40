import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallData, staffFundingChannels } from '@leverline/contract';
import { signInAs, startFakeApi, type RecordedRequest } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { FundingSetupPage } from './FundingSetupPage';

type Channels = CallData<typeof staffFundingChannels>;

const COLLECTION_BANK: Channels['collection_banks'][number] = {
  id: 3,
  symbol_id: 2,
  bank_name: 'Bank of Tests',
  bank_address: 'Main street 1',
  bank_swift: 'TESTDEFF',
  payee_name: 'Leverline Ltd',
  payee_account: 'DE001',
  bank_remark: 'Ref: uid',
  enabled: true,
  sort: 1,
};

const WITHDRAW_CURRENCY: Channels['withdraw_currencies'][number] = {
  id: 5,
  type: 2,
  code: 'EUR',
  protocol: '',
  fee_type: 2,
  draw_rate: '0.5',
  usd_price: '0.92',
  min_amount: '10',
  enabled: true,
  sort: 4,
};

const CHANNELS: Channels = {
  coin_options: [
    {
      id: 1,
      currency_code: 'USDT',
      protocol_code: 'TRC20',
      address: 'TX1',
      usd_rate: '1.0000',
      enabled: true,
      sort: 3,
    },
  ],
  bank_coins: [{ id: 2, name: 'EUR', usd_rate: '1.08', enabled: false, sort: 0 }],
  // The second account's currency is not among the bank coins.
  collection_banks: [COLLECTION_BANK, { ...COLLECTION_BANK, id: 4, symbol_id: 9, bank_swift: '', sort: 2 }],
  withdraw_currencies: [WITHDRAW_CURRENCY],
};

const SAVE = {
  coinOption: '/admin/api/funding/coin_option/save',
  bankCoin: '/admin/api/funding/bank_coin/save',
  collectionBank: '/admin/api/funding/collection_bank/save',
  withdrawCurrency: '/admin/api/funding/withdraw_currency/save',
};

const echo = (r: RecordedRequest) => ({ data: r.body });

function openSetup() {
  const api = startFakeApi({
    '/admin/api/funding/channels': { data: CHANNELS },
    [SAVE.coinOption]: echo,
    [SAVE.bankCoin]: echo,
    [SAVE.collectionBank]: echo,
    [SAVE.withdrawCurrency]: echo,
  });
  signInAs('finance');
  renderPage(<FundingSetupPage />, { route: '/funding-setup' });
  return api;
}

/** The open modal (closed ones may linger while their animation runs). */
const dialog = () => screen.getByRole('dialog');

describe('FundingSetupPage', () => {
  it('shows the four set-up tables, a collection account by its currency name', async () => {
    openSetup();
    const row = (await screen.findByTestId('collection-bank-edit-3')).closest('tr')!;
    expect(row.textContent).toContain('EUR');
    expect(row.textContent).toContain('TESTDEFF');
    // A currency that is not in the list shows by its id.
    expect(screen.getByTestId('collection-bank-edit-4').closest('tr')!.textContent).toContain('#9');
    const withdraw = screen.getByTestId('withdraw-currency-edit-5').closest('tr')!;
    expect(withdraw.textContent).toContain('Bank');
    expect(withdraw.textContent).toContain('Percent');
    expect(screen.getByTestId('coin-option-edit-1').closest('tr')!.textContent).toContain('TRC20');
    expect(screen.getByTestId('bank-coin-edit-2').closest('tr')!.className).toContain('row-disabled');
  });

  it('saves an edited coin option with every field, its switch state and the sort as text', async () => {
    const api = openSetup();
    fireEvent.click(await screen.findByTestId('coin-option-edit-1'));
    const address = await waitFor(() => {
      const input = within(dialog()).getByLabelText<HTMLInputElement>('Address');
      expect(input.value).toBe('TX1');
      return input;
    });
    fireEvent.change(address, { target: { value: 'TX2' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(SAVE.coinOption)).toHaveLength(1));
    expect(api.to(SAVE.coinOption)[0]!.body).toEqual({
      id: 1,
      currency_code: 'USDT',
      protocol_code: 'TRC20',
      address: 'TX2',
      usd_rate: '1.0000',
      enabled: true,
      sort: '3',
    });
    // The tables reload after a save.
    await waitFor(() => expect(api.to('/admin/api/funding/channels')).toHaveLength(2));
  });

  it('switches a row on or off by saving it whole', async () => {
    const api = openSetup();
    fireEvent.click(await screen.findByTestId('withdraw-currency-enabled-5'));
    await waitFor(() => expect(api.to(SAVE.withdrawCurrency)).toHaveLength(1));
    // Every field as the form holds it: the sort as text.
    expect(api.to(SAVE.withdrawCurrency)[0]!.body).toEqual({
      ...WITHDRAW_CURRENCY,
      enabled: false,
      sort: '4',
    });

    fireEvent.click(screen.getByTestId('collection-bank-enabled-3'));
    await waitFor(() => expect(api.to(SAVE.collectionBank)).toHaveLength(1));
    expect(api.to(SAVE.collectionBank)[0]!.body).toEqual({ ...COLLECTION_BANK, enabled: false, sort: '1' });
  });

  it('adds a row from the blank form, enabled, once its fields are valid', async () => {
    const api = openSetup();
    fireEvent.click(await screen.findByTestId('bank-coin-add'));
    await waitFor(() =>
      expect(within(dialog()).getByLabelText<HTMLInputElement>('USD rate').value).toBe('1'),
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('2 to 12 letters or digits')).toBeTruthy();
    expect(api.to(SAVE.bankCoin)).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('Currency code'), { target: { value: 'GBP' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(SAVE.bankCoin)).toHaveLength(1));
    expect(api.to(SAVE.bankCoin)[0]!.body).toEqual({ name: 'GBP', usd_rate: '1', enabled: true, sort: '0' });
  });
});
