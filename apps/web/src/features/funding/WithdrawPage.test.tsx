import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { withdrawalQuote } from '@leverline/domain';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi, type Answer, type RecordedRequest } from '../../test/fakeApi';
import { testCurrency, testMethod, testWithdrawal } from '../../test/funding';
import { confirmStepUp, stepUpRoutes } from '../../test/security';
import { openApp } from '../../test/openApp';
import { testSummary } from '../../test/trading';

type Route = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

/** 1.5 % fee, 0.998 USDT paid per USD, at least 10 USD. */
const USDT = testCurrency();

function openWithdraw(path: string, routes: Record<string, Route> = {}) {
  sessionStore.signIn('tok', testUser());
  const api = serveFakeApi({
    '/v1/api/main/account/forexDetail': {
      data: testSummary({ balance: 1000, net_value: 1000, lock_balance: 50 }),
    },
    '/api/account/draw_symbol_list': { data: [USDT] },
    '/api/wallet/get_draw_method': { data: [testMethod()] },
    '/api/account/draw_list': { data: { data: [], total: 0 } },
    ...stepUpRoutes(),
    ...routes,
  });
  const router = openApp(path);
  return { api, router };
}

const typeAmount = (text: string) =>
  fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: text } });
const drawRequests = (api: ReturnType<typeof serveFakeApi>) =>
  api.requests.filter((r) => r.path === '/api/account/draw');

describe('WithdrawPage', () => {
  it('shows what can be withdrawn and what is frozen, to 2 places', async () => {
    openWithdraw('/mine/withdraw');
    await waitFor(() => expect(screen.getByTestId('withdraw-available').textContent).toBe('1,000.00'));
    expect(screen.getByTestId('withdraw-locked').textContent).toBe('50.00');
  });

  it('shows the fee and the amount received exactly as the domain computes them as the amount changes', async () => {
    openWithdraw('/mine/withdraw');
    await screen.findByTestId('withdraw-method-11');
    typeAmount('100');
    // fee 100 × 1.5 % = 1.50; received (100 − 1.50) × 0.998 = 98.303 → 98.30 (rounded down)
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('1.50');
    expect(screen.getByTestId('withdraw-received').textContent).toBe('98.30');
    typeAmount('33.33');
    // fee 33.33 × 1.5 % = 0.49995 → 0.50 (half up); received (33.33 − 0.50) × 0.998 = 32.76434 → 32.76
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.50');
    expect(screen.getByTestId('withdraw-received').textContent).toBe('32.76');
    expect(withdrawalQuote('33.33', { fee_type: 2, draw_rate: '1.5', usd_price: '0.998' })).toEqual({ fee: '0.50', received: '32.76' });
    typeAmount('33.333'); // a third decimal is refused
    expect(screen.getByTestId<HTMLInputElement>('withdraw-amount').value).toBe('33.33');
  });

  it('uses the chosen currency’s fixed fee on the bank tab', async () => {
    const hkd = testCurrency({
      id: 5,
      type: 2,
      code: 'HKD',
      protocol: '',
      fee_type: 1,
      draw_rate: 2,
      usd_price: 7.8,
    });
    const { api } = openWithdraw('/mine/withdraw', {
      '/api/account/draw_symbol_list': (request) => ({
        data: request.query.get('type') === '2' ? [hkd] : [USDT],
      }),
    });
    await screen.findByTestId('withdraw-currency-4');
    fireEvent.click(screen.getByTestId('withdraw-tab-bank'));
    await screen.findByTestId('withdraw-currency-5');
    typeAmount('100');
    // fixed fee 2.00; received (100 − 2) × 7.8 = 764.40
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('2.00');
    expect(screen.getByTestId('withdraw-received').textContent).toBe('764.40');
    const methodQueries = api.requests
      .filter((r) => r.path === '/api/wallet/get_draw_method')
      .map((r) => `${r.query.get('draw_type')}/${r.query.get('draw_id')}`);
    expect(methodQueries).toEqual(['1/4', '2/5']);
  });

  it('without a bound account offers to set one up, leading to the coin address form', async () => {
    const { api, router } = openWithdraw('/mine/withdraw?type=1', {
      '/api/wallet/get_draw_method': { data: [] },
    });
    expect(await screen.findByText('No collection account for this currency yet.')).toBeTruthy();
    typeAmount('100');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('Please set up a collection account first')).toBeTruthy();
    expect(drawRequests(api)).toEqual([]);
    fireEvent.click(screen.getByTestId('withdraw-bind-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/withdraw-way'));
    expect(router.state.location.search).toBe('?type=1');
  });

  it('sends one Idempotency-Key for a request and its retry after a network failure, and a new one after success', async () => {
    let failNext = true;
    const { api } = openWithdraw('/mine/withdraw', {
      '/api/account/draw': () => {
        if (failNext) {
          failNext = false;
          return Promise.reject(new TypeError('Failed to fetch'));
        }
        return {
          msg: 'Your withdrawal request has been submitted',
          data: { id: 31, balance: '900.000000', lock_balance: '150.000000' },
        };
      },
    });
    await screen.findByTestId('withdraw-method-11');
    typeAmount('100');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    // Money out needs a fresh confirmation first: a code sent to the account's own address.
    await confirmStepUp();
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('Network error (ERR_NETWORK)'));
    expect(screen.getByTestId<HTMLInputElement>('withdraw-amount').value).toBe('100');
    const verify = api.requests.find((r) => r.path === '/api/security/step_up/verify');
    expect(verify?.body).toEqual({ purpose: 'withdraw', method: 'code', code: '424242' });

    // The retry repeats the request exactly, confirmation included: no second confirmation.
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('Your withdrawal request has been submitted'));
    const [first, retry] = drawRequests(api);
    const key = first?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry?.headers['Idempotency-Key']).toBe(key);
    expect(retry?.body).toEqual({ draw_currency_id: 4, number: '100', memo: '', draw_method_id: 11, step_up_token: 'step-1' });
    expect(api.requests.filter((r) => r.path === '/api/security/step_up/verify')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('withdraw-amount').value).toBe(''));
    // the history and the figures are fetched again
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/account/draw_list').length).toBe(2),
    );

    // The next withdrawal is a new request: a new key and a new confirmation.
    typeAmount('20');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await confirmStepUp('515151');
    await waitFor(() => expect(drawRequests(api)).toHaveLength(3));
    expect(drawRequests(api)[2]?.headers['Idempotency-Key']).not.toBe(key);
    expect(drawRequests(api)[2]?.body).toMatchObject({ step_up_token: 'step-2' });
  });

  it('sends nothing when the trader closes the confirmation', async () => {
    const { api } = openWithdraw('/mine/withdraw');
    await screen.findByTestId('withdraw-method-11');
    typeAmount('100');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('step-up-sheet');
    fireEvent.click(document.querySelector<HTMLElement>('.adm-popup-close-icon')!);
    await waitFor(() => expect(screen.getByTestId('withdraw-submit').className).not.toContain('adm-button-loading'));
    expect(drawRequests(api)).toEqual([]);
  });

  it('shows a new account’s cooling-off on it, and says from when before asking for anything', async () => {
    const usableFrom = new Date(Date.now() + 20 * 3600_000).toISOString();
    const { api } = openWithdraw('/mine/withdraw', {
      '/api/wallet/get_draw_method': { data: [testMethod({ usable_from: usableFrom })] },
    });
    expect((await screen.findByTestId('cooling-off-11')).textContent).toMatch(/^Withdrawals from /);
    typeAmount('100');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText(/^This collection account was added recently and can receive withdrawals from /)).toBeTruthy();
    expect(screen.queryByTestId('step-up-sheet')).toBeNull();
    expect(drawRequests(api)).toEqual([]);
  });

  it('refuses an amount below the currency minimum before asking the server', async () => {
    const { api } = openWithdraw('/mine/withdraw');
    await screen.findByTestId('withdraw-method-11');
    typeAmount('9.99');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('The minimum withdrawal is 10.00 USD')).toBeTruthy();
    expect(drawRequests(api)).toEqual([]);
  });

  it('lists past withdrawals with amount, fee, what was paid, state and staff note', async () => {
    openWithdraw('/mine/withdraw', {
      '/api/account/draw_list': {
        data: {
          data: [
            testWithdrawal({
              id: 32,
              status: 2,
              status_name: 'Rejected',
              notes: 'Address flagged by compliance',
            }),
            testWithdrawal({ id: 31, status: 1, status_name: 'Paid', notes: 'TX 9f2c…' }),
          ],
          total: 2,
        },
      },
    });
    expect((await screen.findByTestId('withdrawal-status-32')).textContent).toBe('Rejected');
    expect(screen.getByTestId('withdrawal-status-32').className).toContain('is-refused');
    expect(screen.getByTestId('withdrawal-32').textContent).toContain('Address flagged by compliance');
    expect(screen.getByTestId('draw-received-31').textContent).toBe('97.30 USDT');
    expect(screen.getByTestId('draw-fee-31').textContent).toBe('1.50 USD');
    expect(screen.getByTestId('withdraw-history-end').textContent).toBe('No more');
  });
});
