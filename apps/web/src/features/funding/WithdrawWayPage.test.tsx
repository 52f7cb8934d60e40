import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi, type Answer, type RecordedRequest } from '../../test/fakeApi';
import { testCurrency, testMethod } from '../../test/funding';
import { openApp } from '../../test/openApp';
import { confirmStepUp, stepUpRoutes } from '../../test/security';

type Route = Answer | ((request: RecordedRequest) => Answer);

const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const HKD = testCurrency({
  id: 5,
  type: 2,
  code: 'HKD',
  protocol: '',
  fee_type: 1,
  draw_rate: 2,
  usd_price: 7.8,
});

function openWay(path: string, routes: Record<string, Route> = {}) {
  sessionStore.signIn('tok', testUser());
  const api = serveFakeApi({
    '/api/account/draw_symbol_list': (request) => ({
      data: request.query.get('type') === '2' ? [HKD] : [testCurrency()],
    }),
    '/api/wallet/bind_draw_method': (request) => ({
      msg: 'The collection account has been saved',
      data: testMethod({ id: 40, ...(request.body as object) }),
    }),
    '/api/wallet/get_draw_method': { data: [] },
    ...stepUpRoutes(),
    ...routes,
  });
  const router = openApp(path);
  return { api, router };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const binds = (api: ReturnType<typeof serveFakeApi>) =>
  api.requests.filter((r) => r.path === '/api/wallet/bind_draw_method');

describe('WithdrawWayPage', () => {
  it('refuses a malformed TRC20 address before calling the server, then saves a good one and goes back', async () => {
    const { api, router } = openWay('/mine/withdraw-way?type=1');
    await screen.findByTestId('way-currency-4');
    // an Ethereum-style address is not a TRC20 one
    type('way-dc-address', '0x52908400098527886E0F7030069857D2E4169EE7');
    fireEvent.click(screen.getByTestId('way-submit'));
    expect((await screen.findByTestId('way-error-dc_address')).textContent).toBe(
      'Please enter a valid TRC20 address',
    );
    // one character short
    type('way-dc-address', TRC20_ADDRESS.slice(0, -1));
    fireEvent.click(screen.getByTestId('way-submit'));
    expect(screen.getByTestId('way-error-dc_address')).toBeTruthy();
    // one character mistyped: the right form, a wrong checksum (the server's rule too)
    type('way-dc-address', `${TRC20_ADDRESS.slice(0, -1)}F`);
    fireEvent.click(screen.getByTestId('way-submit'));
    expect(screen.getByTestId('way-error-dc_address').textContent).toBe('Please enter a valid TRC20 address');
    expect(binds(api)).toEqual([]);

    type('way-dc-address', ` ${TRC20_ADDRESS} `);
    expect(screen.queryByTestId('way-error-dc_address')).toBeNull();
    fireEvent.click(screen.getByTestId('way-submit'));
    // Where money can go is bound only with a fresh confirmation.
    await confirmStepUp();
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('The collection account has been saved'));
    expect(binds(api)[0]?.body).toMatchObject({ draw_id: 4, type: 1, dc_address: TRC20_ADDRESS, step_up_token: 'step-1' });
    expect(api.requests.find((r) => r.path === '/api/security/step_up/verify')?.body).toMatchObject({ purpose: 'bind_payout' });
    // opened directly: back leads to the address list
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/coin-address-list'));
  });

  it('asks which currency when there are several', async () => {
    const { api } = openWay('/mine/withdraw-way?type=1', {
      '/api/account/draw_symbol_list': {
        data: [testCurrency(), testCurrency({ id: 6, code: 'USDT', protocol: 'ERC20' })],
      },
    });
    await screen.findByTestId('way-currency-6');
    type('way-dc-address', '0x52908400098527886E0F7030069857D2E4169EE7');
    fireEvent.click(screen.getByTestId('way-submit'));
    expect((await screen.findByTestId('way-error-currency')).textContent).toBe('Please choose a currency');
    fireEvent.click(screen.getByTestId('way-currency-6'));
    expect(screen.getByTestId('way-currency-6').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('way-submit'));
    await confirmStepUp();
    await waitFor(() => expect(binds(api)).toHaveLength(1));
    expect(binds(api)[0]?.body).toMatchObject({ draw_id: 6, type: 1 });
  });

  it('checks a bank account field by field and sends it in the form the server keeps', async () => {
    const { api } = openWay('/mine/withdraw-way?type=2');
    await screen.findByTestId('way-currency-5');
    type('way-bank-swift', 'HSBC');
    type('way-payee-account', '12');
    fireEvent.click(screen.getByTestId('way-submit'));
    expect((await screen.findByTestId('way-error-bank_name')).textContent).toBe('Please enter the bank name');
    expect(screen.getByTestId('way-error-bank_swift').textContent).toBe(
      'The SWIFT code must have 8 or 11 letters and digits',
    );
    expect(screen.getByTestId('way-error-payee_name').textContent).toBe('Please enter the payee name');
    expect(screen.getByTestId('way-error-payee_account').textContent).toBe(
      'Please enter a valid account number or IBAN',
    );
    expect(binds(api)).toEqual([]);
    // An IBAN with a mistyped digit fails its check digits.
    type('way-payee-account', 'DE89 3704 0044 0532 0130 01');
    fireEvent.click(screen.getByTestId('way-submit'));
    expect(screen.getByTestId('way-error-payee_account').textContent).toBe('Please enter a valid account number or IBAN');
    expect(binds(api)).toEqual([]);

    type('way-bank-name', 'Harbour Bank');
    type('way-bank-address', '1 Queen’s Road Central');
    type('way-bank-swift', 'hrbk hk hh');
    type('way-payee-name', 'Ada Lovelace');
    type('way-payee-account', '012-345-678901');
    type('way-bank-remark', 'Branch 004');
    fireEvent.click(screen.getByTestId('way-submit'));
    await confirmStepUp();
    await waitFor(() => expect(binds(api)).toHaveLength(1));
    expect(binds(api)[0]?.body).toEqual({
      step_up_token: 'step-1',
      draw_id: 5,
      type: 2,
      dc_address: '',
      bank_name: 'Harbour Bank',
      bank_address: '1 Queen’s Road Central',
      bank_swift: 'HRBKHKHH',
      payee_name: 'Ada Lovelace',
      payee_account: '012-345-678901',
      bank_remark: 'Branch 004',
    });
  });

  it('binds nothing when the trader closes the confirmation', async () => {
    const { api, router } = openWay('/mine/withdraw-way?type=1');
    await screen.findByTestId('way-currency-4');
    type('way-dc-address', TRC20_ADDRESS);
    fireEvent.click(screen.getByTestId('way-submit'));
    await screen.findByTestId('step-up-sheet');
    fireEvent.click(document.querySelector<HTMLElement>('.adm-popup-close-icon')!);
    await waitFor(() => expect(screen.getByTestId('way-submit').className).not.toContain('adm-button-loading'));
    expect(binds(api)).toEqual([]);
    expect(router.state.location.pathname).toBe('/mine/withdraw-way');
  });
});
