import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Instrument } from '@leverline/contract';
import { feeUsd, marginUsd } from '@leverline/domain';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi, type Answer } from '../../test/fakeApi';
import { testInstrument } from '../../test/market';
import { testBasicInfo, testOrder, testSummary } from '../../test/trading';
import { OrderForm } from './OrderForm';

/** Gold: 100 units a lot, quoted in USD, bid 2651.40 / ask 2651.90, at most 0.03 lots. */
const GOLD = testInstrument({
  Id: 17,
  Code: 'XAUUSD',
  ShowCode: 'XAU/USD',
  MarketStatus: 1,
  PricePrecision: 2,
  Pip: '0.01',
  ForexMinCont: '0.01',
  MaxLots: '0.03',
  ForexContNum: '100',
  MarginMode: 2,
  HasForexMultiple: [{ Value: 100 }, { Value: 200 }],
  ForexFeeRate: '0.001',
  QuoteCurrency: 'USD',
  ForexQuotations: {
    Open: 2651.4,
    Close: 2651.4,
    Change: 0,
    High: 2651.4,
    Low: 2651.4,
    Ask: 2651.9,
    Time: 1_000,
  },
});

const CONFIRMED = 'Your order has been confirmed';

function openForm(instrument: Instrument = GOLD, routes: Record<string, Answer> = {}) {
  const api = serveFakeApi({
    '/api/basicSet/getBasicInfo': { data: testBasicInfo({ trade_fee_type: 2 }) },
    '/v1/api/main/account/forexDetail': { data: testSummary() },
    '/v1/api/forex/submit': { msg: CONFIRMED, data: testOrder({ Id: 90 }) },
    '/api/user/info': { data: testUser() },
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/trade', element: <OrderForm instrument={instrument} instruments={[instrument]} /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/trade'] },
  );
  render(<RouterProvider router={router} />);
  return { api, router };
}

const lots = () => screen.getByTestId<HTMLInputElement>('lots-input').value;
const button = (testId: string) => screen.getByTestId<HTMLButtonElement>(testId);
const submits = (api: ReturnType<typeof serveFakeApi>) =>
  api.requests.filter((r) => r.path === '/v1/api/forex/submit');

describe('OrderForm', () => {
  it('starts at the minimum lots, steps by the lot step, and bounds minus and plus', () => {
    openForm();
    expect(lots()).toBe('0.01');
    expect(button('lots-minus').disabled).toBe(true); // 0.01 − 0.01 is not above zero
    fireEvent.click(button('lots-plus'));
    expect(lots()).toBe('0.02');
    expect(button('lots-minus').disabled).toBe(false);
    fireEvent.click(button('lots-plus'));
    expect(lots()).toBe('0.03');
    expect(button('lots-plus').disabled).toBe(true); // MaxLots
    fireEvent.click(button('lots-minus'));
    fireEvent.click(button('lots-minus'));
    expect(lots()).toBe('0.01');
    expect(button('lots-minus').disabled).toBe(true);
  });

  it('offers the configured leverages with the first one chosen', () => {
    openForm();
    expect(screen.getByTestId('leverage-100').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('leverage-200').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByTestId('leverage-200'));
    expect(screen.getByTestId('leverage-200').getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByTestId('no-leverage')).toBeNull();
  });

  it('blocks ordering with a message when no leverage is configured', () => {
    openForm(testInstrument({ ...GOLD, HasForexMultiple: [] }));
    expect(screen.getByTestId('no-leverage').textContent).toBe(
      'Leverage not configured and orders cannot be placed temporarily',
    );
    expect(button('order-submit').disabled).toBe(true);
  });

  it('needs no leverage for a fixed-margin instrument', () => {
    openForm(testInstrument({ ...GOLD, MarginMode: 1, HasForexMultiple: [] }));
    expect(screen.queryByTestId('no-leverage')).toBeNull();
    expect(screen.queryByTestId('leverage-100')).toBeNull();
    expect(button('order-submit').disabled).toBe(false);
  });

  it('estimates margin and fee with the domain rules the server charges by', async () => {
    openForm();
    // Buy at the ask: 0.01 lots × 100 units × 2651.90 ÷ leverage 100 = 26.519 USD;
    // fee (trade_fee_type 2: margin × rate) = 26.519 × 0.001 = 0.026519 USD.
    const margin = marginUsd({
      marginMode: 2,
      lots: '0.01',
      contractSize: '100',
      price: '2651.90',
      leverage: 100,
      quoteToUsd: '1',
    });
    expect(margin.toFixed(6)).toBe('26.519000');
    expect(feeUsd(2, '0.01', '0.001', margin).toFixed(6)).toBe('0.026519');
    expect(screen.getByTestId('estimate-margin').textContent).toBe('26.519000 USD');
    await waitFor(() => expect(screen.getByTestId('estimate-fee').textContent).toBe('0.026519 USD'));
    // A sell fills at the bid, with leverage 200: 0.01 × 100 × 2651.40 ÷ 200 = 13.257.
    fireEvent.click(screen.getByTestId('side-sell'));
    fireEvent.click(screen.getByTestId('leverage-200'));
    expect(screen.getByTestId('estimate-margin').textContent).toBe('13.257000 USD');
    // a visitor has no account to leave free margin in
    expect(screen.queryByTestId('estimate-free-margin')).toBeNull();
  });

  it('shows a logged-in trader the free margin the order leaves', async () => {
    sessionStore.signIn('tok', testUser());
    openForm();
    // 10000 free − 26.519 margin − 0.026519 fee
    await waitFor(() =>
      expect(screen.getByTestId('estimate-free-margin').textContent).toBe('9,973.454481 USD'),
    );
  });

  it('sends a visitor who presses buy to log in, back to /trade afterwards', async () => {
    const { api, router } = openForm();
    fireEvent.click(button('order-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=%2Ftrade');
    expect(submits(api)).toEqual([]);
  });

  it('disables buy and sell while the market is closed', () => {
    openForm(testInstrument({ ...GOLD, MarketStatus: 0 }));
    expect(button('order-submit').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('side-sell'));
    expect(button('order-submit').disabled).toBe(true);
  });

  it('sends lots, leverage and take-profit as exact decimal text and confirms with the server message', async () => {
    sessionStore.signIn('tok', testUser());
    const { api } = openForm();
    fireEvent.click(button('lots-plus'));
    fireEvent.click(button('lots-plus'));
    fireEvent.click(screen.getByTestId('leverage-200'));
    fireEvent.click(screen.getByTestId('take-profit-switch'));
    const takeProfit = screen.getByTestId<HTMLInputElement>('take-profit-input');
    expect(takeProfit.value).toBe('2651.40'); // switched on at the current price
    fireEvent.change(takeProfit, { target: { value: '2700.5' } });
    expect(button('order-submit').textContent).toBe('Buy XAU/USD');
    fireEvent.click(button('order-submit'));
    await waitFor(() => expect(submits(api)).toHaveLength(1));
    const query = Object.fromEntries(submits(api)[0]!.query);
    expect(query).toMatchObject({
      type: '1',
      forex_id: '17',
      cont: '0.03',
      status: '1',
      multiple: '200',
      target_profit_price: '2700.5',
    });
    expect(query).not.toHaveProperty('stop_loss_price');
    expect(query).not.toHaveProperty('target_price');
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith(CONFIRMED));
    // the summary behind the estimate is fetched again
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/v1/api/main/account/forexDetail')).toHaveLength(2),
    );
  });

  it('places a pending sell at the target price typed', async () => {
    sessionStore.signIn('tok', testUser());
    const { api } = openForm();
    fireEvent.click(screen.getByTestId('side-sell'));
    fireEvent.click(screen.getByTestId('order-kind-pending'));
    const target = screen.getByTestId<HTMLInputElement>('target-price');
    expect(target.value).toBe('2651.40');
    fireEvent.change(target, { target: { value: '2690.255' } }); // a third decimal is refused
    expect(target.value).toBe('2651.40');
    fireEvent.change(target, { target: { value: '2690.25' } });
    expect(button('order-submit').textContent).toBe('Sell XAU/USD');
    fireEvent.click(button('order-submit'));
    await waitFor(() => expect(submits(api)).toHaveLength(1));
    expect(Object.fromEntries(submits(api)[0]!.query)).toMatchObject({
      type: '2',
      status: '0',
      target_price: '2690.25',
      cont: '0.01',
    });
  });

  it('explains a take-profit on the wrong side instead of sending it', async () => {
    sessionStore.signIn('tok', testUser());
    const { api } = openForm();
    // A buy is judged at the price it would close at, the bid 2651.40: a take-profit left there
    // is not above it.
    fireEvent.click(screen.getByTestId('take-profit-switch'));
    fireEvent.click(button('order-submit'));
    expect(
      await screen.findByText('The take-profit must be above the price for a buy and below it for a sell'),
    ).toBeTruthy();
    expect(submits(api)).toEqual([]);
  });
});
