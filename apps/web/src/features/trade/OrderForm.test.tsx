import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Instrument } from '@leverline/contract';
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
  Pip: 0.01,
  ForexMinCont: 0.01,
  MaxLots: 0.03,
  ForexContNum: 100,
  MarginMode: 2,
  HasForexMultiple: [{ Value: 100 }, { Value: 200 }],
  ForexFeeRate: 0.001,
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
    // 10000 free − 26.519 margin − 0.026519 fee − 0.50 spread (0.01 × 100 × (2651.90 − 2651.40)),
    // as the server judges the order
    await waitFor(() =>
      expect(screen.getByTestId('estimate-free-margin').textContent).toBe('9,972.954481 USD'),
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

  it('says under each level, before sending, whether it is valid for the side, and names both when both are wrong', async () => {
    sessionStore.signIn('tok', testUser());
    const { api } = openForm();
    // A buy closes at the bid 2651.40: its stop-loss goes below, its take-profit above.
    fireEvent.click(screen.getByTestId('stop-loss-switch'));
    fireEvent.click(screen.getByTestId('take-profit-switch'));
    expect(screen.getByTestId('stop-loss-check').textContent).toBe('Must be below 2651.40');
    expect(screen.getByTestId('take-profit-check').textContent).toBe('Must be above 2651.40');
    fireEvent.click(button('order-submit'));
    expect(
      await screen.findByText(
        'The stop-loss must be below the price for a buy and above it for a sell The take-profit must be above the price for a buy and below it for a sell',
      ),
    ).toBeTruthy();
    expect(submits(api)).toEqual([]);
    fireEvent.change(screen.getByTestId('stop-loss-input'), { target: { value: '2600' } });
    expect(screen.getByTestId('stop-loss-check').textContent).toBe('Valid: below 2651.40');
    // A sell closes at the ask 2651.90 and takes its levels the other way round.
    fireEvent.click(screen.getByTestId('side-sell'));
    expect(screen.getByTestId('stop-loss-check').textContent).toBe('Must be above 2651.90');
  });

  it('names the order it became: number, lots and fill price', async () => {
    sessionStore.signIn('tok', testUser());
    openForm(GOLD, { '/v1/api/forex/submit': { msg: CONFIRMED, data: testOrder({ Id: 91, Quantity: 0.02, Price: 2651.9 }) } });
    fireEvent.click(button('order-submit'));
    expect((await screen.findByTestId('order-placed')).textContent).toBe('Order #91 filled: Buy 0.02 lots XAU/USD at 2651.90');
  });

  it('sends a pending order with its expiry: end of day, or the date and time chosen', async () => {
    sessionStore.signIn('tok', testUser());
    const { api } = openForm(GOLD, {
      '/v1/api/forex/submit': { msg: CONFIRMED, data: testOrder({ Id: 92, Status: 0, Kind: 'buy_limit', OriginPrice: 2600, Price: 0 }) },
    });
    fireEvent.click(screen.getByTestId('order-kind-pending'));
    fireEvent.change(screen.getByTestId('target-price'), { target: { value: '2600' } });
    fireEvent.click(screen.getByTestId('expiry-day'));
    fireEvent.click(button('order-submit'));
    await waitFor(() => expect(submits(api)).toHaveLength(1));
    expect(Object.fromEntries(submits(api)[0]!.query)).toMatchObject({ status: '0', expiry: 'day' });
    expect((await screen.findByTestId('order-placed')).textContent).toBe('Order #92 placed: Buy limit 0.01 lots XAU/USD at 2600.00');

    fireEvent.click(screen.getByTestId('expiry-date'));
    const moment = new Date(Date.now() + 2 * 86_400_000);
    moment.setSeconds(0, 0);
    const two = (n: number) => String(n).padStart(2, '0');
    const local = `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${two(moment.getHours())}:${two(moment.getMinutes())}`;
    fireEvent.change(screen.getByTestId('expire-at'), { target: { value: local } });
    fireEvent.click(button('order-submit'));
    await waitFor(() => expect(submits(api)).toHaveLength(2));
    expect(Object.fromEntries(submits(api)[1]!.query)).toMatchObject({ expiry: 'date', expire_time: String(moment.getTime() / 1000) });
  });

  it('refuses an expiry in the past before sending', async () => {
    sessionStore.signIn('tok', testUser());
    const { api } = openForm();
    fireEvent.click(screen.getByTestId('order-kind-pending'));
    fireEvent.click(screen.getByTestId('expiry-date'));
    fireEvent.change(screen.getByTestId('expire-at'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(button('order-submit'));
    expect(await screen.findByText(/Choose when the pending order expires/)).toBeTruthy();
    expect(submits(api)).toEqual([]);
  });

  it('sends a trailing stop in place of a stop-loss', async () => {
    sessionStore.signIn('tok', testUser());
    const { api } = openForm();
    fireEvent.click(screen.getByTestId('stop-loss-switch'));
    fireEvent.click(screen.getByTestId('trailing-stop-switch'));
    // one or the other: the fixed stop-loss switched itself off
    expect(screen.queryByTestId('stop-loss-input')).toBeNull();
    fireEvent.change(screen.getByTestId('trailing-stop-input'), { target: { value: '5.5' } });
    fireEvent.click(button('order-submit'));
    await waitFor(() => expect(submits(api)).toHaveLength(1));
    const query = Object.fromEntries(submits(api)[0]!.query);
    expect(query).toMatchObject({ trailing_stop: '5.5' });
    expect(query).not.toHaveProperty('stop_loss_price');
  });

  it('offers quick lot sizes within the maximum and remembers lots and leverage per instrument', () => {
    const { unmount } = renderAgain();
    // minimum 0.01, maximum 0.03: 0.1, 0.5 and 1 are above it, so there is nothing quick to offer
    expect(screen.queryByTestId('quick-lots-0.01')).toBeNull();
    unmount();
    const roomy = testInstrument({ ...GOLD, MaxLots: 10 });
    const first = renderAgain(roomy);
    fireEvent.click(screen.getByTestId('quick-lots-0.5'));
    expect(lots()).toBe('0.5');
    fireEvent.click(screen.getByTestId('leverage-200'));
    first.unmount();
    renderAgain(roomy);
    expect(lots()).toBe('0.5');
    expect(screen.getByTestId('leverage-200').getAttribute('aria-checked')).toBe('true');
  });

  it('shows the spread and, at the margin-call level, the warning', async () => {
    sessionStore.signIn('tok', testUser());
    openForm(GOLD, {
      // margin level 10000 ÷ 12000 = 83 % ≤ 100 %
      '/v1/api/main/account/forexDetail': { data: testSummary({ current_margin: 12000, available_prepayment: -2000, prepayment_ratio: 83.33 }) },
    });
    expect(screen.getByTestId('order-spread').textContent).toBe('Spread 0.50');
    expect((await screen.findByTestId('trade-margin-call')).textContent).toContain('at or below 100%');
  });
});

/** Mounts the form alone (no router needed for what these tests press). */
function renderAgain(instrument: Instrument = GOLD) {
  serveFakeApi({
    '/api/basicSet/getBasicInfo': { data: testBasicInfo({ trade_fee_type: 2 }) },
    '/v1/api/main/account/forexDetail': { data: testSummary() },
  });
  const router = createMemoryRouter([{ path: '/trade', element: <OrderForm instrument={instrument} instruments={[instrument]} /> }], {
    initialEntries: ['/trade'],
  });
  return render(<RouterProvider router={router} />);
}
