import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Order } from '@leverline/contract';
import { RequireLogin } from '../../app/RequireLogin';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi, type Answer, type RecordedRequest } from '../../test/fakeApi';
import { fakeLive } from '../../test/fakeSocket';
import { formatDateTime } from '../../ui/dateTime';
import { testOrder, testSummary } from '../../test/trading';
import { testInstrument } from '../../test/market';
import { forgetInstruments } from '../quotes/instruments';
import { OrdersPage } from './OrdersPage';

const HOLDING = testOrder({ Id: 5, FactProfits: 1, UpdatePrice: 2652.4 });
const PENDING = testOrder({
  Id: 6,
  Status: 0,
  OrderType: 2,
  OriginPrice: 2700,
  Price: 0,
  FactProfits: 0,
  TargetLossPrice: 2750,
});
const DONE = testOrder({
  Id: 4,
  Status: 3,
  FactProfits: -3.5,
  UpdatePrice: 2647.9,
  CloseReason: 'stop_loss',
  ClosedType: 4,
  // 2026-03-02T10:00:00Z; the text is the server's zone (UTC+8 here), which this app does not show
  CompleteTime: 1_772_445_600,
  CompleteTimeHandler: '2026-03-02 18:00:00',
});

/** The server's orders by my_deal status; tests change it to what a reload should see. */
type Book = Record<'0' | '1' | '3', Order[]>;

function openOrders(
  path: string,
  book: Book,
  routes: Record<string, Answer | ((r: RecordedRequest) => Answer)> = {},
) {
  sessionStore.signIn('tok', testUser());
  const api = serveFakeApi({
    '/v1/api/main/account/forexDetail': {
      data: testSummary({
        profits_total: 1,
        net_value: 10001,
        current_margin: 26.519,
      }),
    },
    '/v1/api/forex/my_deal': (request) => {
      const orders = book[(request.query.get('status') ?? '1') as keyof Book];
      return {
        data: { data: orders, total: orders.length, all_fact_profits: 0, all_fees: 0, all_swaps: 0, balance: 10000 },
      };
    },
    ...routes,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/order',
        element: (
          <RequireLogin>
            <OrdersPage />
          </RequireLogin>
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { api, router };
}

const dealStatuses = (api: ReturnType<typeof serveFakeApi>) =>
  api.requests.filter((r) => r.path === '/v1/api/forex/my_deal').map((r) => r.query.get('status'));
const isActiveTab = (testId: string) =>
  screen.getByTestId(testId).closest('.adm-tabs-tab')?.classList.contains('adm-tabs-tab-active');

function openLive() {
  const live = fakeLive();
  live.socket.connect();
  live.last().open();
  // The per-user pushes are topics like any other.
  expect(live.last().sentOf('sub')).toEqual(
    expect.arrayContaining([
      { type: 'sub', params: 'FOREX_TRADE' },
      { type: 'sub', params: 'FOREX_CLOSED' },
    ]),
  );
  return (message: unknown) => act(() => live.last().receive(message));
}

describe('OrdersPage', () => {
  it('opens the tab the query type names and switches tabs through the query', async () => {
    const { api, router } = openOrders('/order?type=0', { '0': [PENDING], '1': [HOLDING], '3': [DONE] });
    expect(await screen.findByTestId('order-6')).toBeTruthy();
    expect(isActiveTab('orders-tab-pending')).toBe(true);
    expect(screen.getByTestId('order-6').textContent).toContain('2700.00'); // the target price
    expect(screen.getByTestId('order-6').textContent).toContain('2750.00'); // the stop-loss
    expect(screen.getByTestId('order-list-end').textContent).toBe('No more');
    fireEvent.click(screen.getByTestId('orders-tab-history'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=3'));
    expect(await screen.findByTestId('order-4')).toBeTruthy();
    expect(screen.queryByTestId('order-6')).toBeNull();
    expect(screen.getByTestId('order-profit-4').textContent).toBe('-3.500000');
    expect(screen.getByTestId('order-profit-4').className).toContain('is-down');
    expect(screen.getByTestId('order-price-4').textContent).toBe('2647.90');
    // The completion time in the trader's own zone and language, as it was shown from ISO text.
    expect(screen.getByTestId('order-4').textContent).toContain(
      formatDateTime('2026-03-02T10:00:00.000Z', 'en'),
    );
    expect(dealStatuses(api)).toEqual(['0', '3']);
  });

  it('opens on holding positions and says so when there are none', async () => {
    openOrders('/order', { '0': [], '1': [], '3': [] });
    expect((await screen.findByTestId('order-list-end')).textContent).toBe('No data yet');
    expect(isActiveTab('orders-tab-holding')).toBe(true);
  });

  it('shows the account summary: balance to 2 places, margin to 6', async () => {
    openOrders('/order', { '0': [], '1': [HOLDING], '3': [] });
    await waitFor(() => expect(screen.getByTestId('summary-floating').textContent).toBe('+1.000000'));
    expect(screen.getByTestId('summary-balance').textContent).toBe('10,000.00');
    expect(screen.getByTestId('summary-margin').textContent).toBe('26.519000');
  });

  it('moves a position and the summary with FOREX_TRADE', async () => {
    openOrders('/order?type=1', { '0': [], '1': [HOLDING], '3': [] });
    expect((await screen.findByTestId('order-profit-5')).textContent).toBe('+1.000000');
    await waitFor(() => expect(screen.getByTestId('summary-floating').textContent).toBe('+1.000000'));
    const push = openLive();
    push({
      type: 'FOREX_TRADE',
      To: 7,
      ProfitsTotal: -11,
      HazardRate: 0.27,
      CautionMoneyAll: 26.519,
      OriginCautionMoneyTotal: 26.519,
      NetValue: 9989,
      Balance: 10000,
      TransOrder: [{ ...HOLDING, UpdatePrice: 2641.4, FactProfits: -11 }],
    });
    expect(screen.getByTestId('order-profit-5').textContent).toBe('-11.000000');
    expect(screen.getByTestId('order-profit-5').className).toContain('is-down');
    expect(screen.getByTestId('order-price-5').textContent).toBe('2641.40');
    expect(screen.getByTestId('summary-floating').textContent).toBe('-11.000000');
    // free margin 9989 − 26.519; margin level 9989 ÷ 26.519 × 100 = 37667.33 %
    expect(screen.getByTestId('summary-free-margin').textContent).toBe('9,962.481000');
    expect(screen.getByTestId('summary-margin-level').textContent).toBe('37,667.33%');
    expect(screen.getByTestId('summary-risk-rate').textContent).toBe('0.27%');
  });

  it('takes a completed order off the list and closes its open detail (FOREX_CLOSED)', async () => {
    const other = testOrder({ Id: 7 });
    openOrders('/order', { '0': [], '1': [HOLDING, other], '3': [] });
    fireEvent.click(await screen.findByTestId('order-5'));
    expect((await screen.findByTestId('order-detail')).textContent).toContain('Order details');
    const push = openLive();
    push({ type: 'FOREX_CLOSED', id: [5] });
    expect(screen.queryByTestId('order-5')).toBeNull();
    expect(screen.getByTestId('order-7')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
  });

  it('closes a position after confirmation, shows the server message and reloads the list', async () => {
    const book: Book = { '0': [], '1': [HOLDING], '3': [] };
    const { api } = openOrders('/order', book, {
      '/v1/api/forex/close': (request) => {
        book['1'] = [];
        return {
          msg: 'The position has been closed',
          data: { ...HOLDING, Status: 3, id: request.query.get('id') },
        };
      },
    });
    fireEvent.click(await screen.findByTestId('order-5'));
    fireEvent.click(await screen.findByTestId('order-close'));
    expect(await screen.findByText('Close this position at the current price?')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('order-close-confirm'));
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('The position has been closed'));
    expect(api.requests.find((r) => r.path === '/v1/api/forex/close')?.query.get('id')).toBe('5');
    expect((await screen.findByTestId('order-list-end')).textContent).toBe('No data yet');
    expect(dealStatuses(api)).toEqual(['1', '1']);
    expect(api.requests.filter((r) => r.path === '/v1/api/main/account/forexDetail').length).toBeGreaterThan(
      1,
    );
  });

  it('cancels nothing when the confirmation is declined', async () => {
    const { api } = openOrders('/order?type=0', { '0': [PENDING], '1': [], '3': [] });
    fireEvent.click(await screen.findByTestId('order-6'));
    fireEvent.click(await screen.findByTestId('order-cancel'));
    fireEvent.click(await screen.findByTestId('order-action-keep'));
    await waitFor(() => expect(screen.queryByTestId('order-action-keep')).toBeNull());
    expect(api.requests.some((r) => r.path === '/v1/api/forex/cancel_trade')).toBe(false);
    expect(screen.getByTestId('order-6')).toBeTruthy();
  });

  it('sets a take-profit and clears a stop-loss of a pending order', async () => {
    const { api } = openOrders(
      '/order?type=0',
      { '0': [PENDING], '1': [], '3': [] },
      {
        '/v1/api/forex/set_stop_price': { msg: 'Take-profit and stop-loss have been saved', data: PENDING },
      },
    );
    fireEvent.click(await screen.findByTestId('order-6'));
    fireEvent.click(await screen.findByTestId('order-set-stops'));
    const stopLoss = screen.getByTestId<HTMLInputElement>('stops-stop-loss');
    expect(stopLoss.value).toBe('2750.00');
    fireEvent.change(stopLoss, { target: { value: '' } });
    fireEvent.change(screen.getByTestId('stops-take-profit'), { target: { value: '2650.5' } });
    fireEvent.click(screen.getByTestId('stops-save'));
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('Take-profit and stop-loss have been saved'));
    const sent = api.requests.find((r) => r.path === '/v1/api/forex/set_stop_price')!;
    expect(Object.fromEntries(sent.query)).toMatchObject({
      id: '6',
      target_profit_price: '2650.5',
      stop_loss_price: '0',
    });
    await waitFor(() => expect(dealStatuses(api)).toEqual(['0', '0']));
  });

  describe('history', () => {
    const GOLD = testInstrument({ Id: 9, Code: 'XAUUSD', PricePrecision: 2 });
    const withHistory = (routes: Record<string, Answer | ((r: RecordedRequest) => Answer)> = {}) => {
      forgetInstruments();
      return openOrders('/order?type=3', { '0': [], '1': [], '3': [DONE] }, {
        '/v1/api/forex/trade_list': { data: [GOLD] },
        '/v1/api/forex/my_deal': (request) => ({
          data: {
            data: [DONE],
            total: 12,
            all_fact_profits: request.query.get('forex_id') === '9' ? -3.5 : 1234.5,
            all_fees: 7.25,
            all_swaps: -0.5,
            balance: 10000,
          },
        }),
        ...routes,
      });
    };
    const historyQueries = (api: ReturnType<typeof serveFakeApi>) =>
      api.requests.filter((r) => r.path === '/v1/api/forex/my_deal').map((r) => Object.fromEntries(r.query));

    it('shows the totals of the whole period, as the server summed them', async () => {
      withHistory();
      await waitFor(() => expect(screen.getByTestId('history-total-profit').textContent).toBe('+1,234.500000'));
      expect(screen.getByTestId('history-total-profit').className).toContain('is-up');
      expect(screen.getByTestId('history-total-fees').textContent).toBe('-7.250000');
      expect(screen.getByTestId('history-total-swaps').textContent).toBe('-0.500000');
      expect(screen.getByTestId('history-total-count').textContent).toBe('12');
    });

    it('asks again from page 1 for the period and instrument chosen, and the totals follow', async () => {
      const { api } = withHistory();
      expect(await screen.findByTestId('order-4')).toBeTruthy();
      fireEvent.click(screen.getByTestId('history-period-week'));
      await waitFor(() => expect(historyQueries(api)).toHaveLength(2));
      const week = historyQueries(api)[1]!;
      const sixDaysAgo = new Date();
      sixDaysAgo.setHours(0, 0, 0, 0);
      sixDaysAgo.setDate(sixDaysAgo.getDate() - 6);
      expect(week).toMatchObject({ status: '3', page: '1', start_time: String(sixDaysAgo.getTime() / 1000) });
      expect(week.end_time).toBeUndefined();

      await screen.findByRole('option', { name: 'XAUUSD' });
      fireEvent.change(screen.getByTestId('history-instrument'), { target: { value: '9' } });
      await waitFor(() => expect(historyQueries(api)).toHaveLength(3));
      expect(historyQueries(api)[2]).toMatchObject({ forex_id: '9', start_time: week.start_time });
      await waitFor(() => expect(screen.getByTestId('history-total-profit').textContent).toBe('-3.500000'));
    });

    it('asks for nothing while a custom range runs backwards, and says why', async () => {
      const { api } = withHistory();
      expect(await screen.findByTestId('order-4')).toBeTruthy();
      // An open custom range is everything: nothing new to ask for yet.
      fireEvent.click(screen.getByTestId('history-period-custom'));
      fireEvent.change(screen.getByTestId('history-from'), { target: { value: '2026-03-05' } });
      await waitFor(() => expect(historyQueries(api)).toHaveLength(2));
      fireEvent.change(screen.getByTestId('history-to'), { target: { value: '2026-03-01' } });
      expect((await screen.findByTestId('history-range-error')).textContent).toBe('The end date is before the start date');
      expect(screen.queryByTestId('history-export')).toBeNull();
      expect(historyQueries(api)).toHaveLength(2);
      fireEvent.change(screen.getByTestId('history-to'), { target: { value: '2026-03-06' } });
      await waitFor(() =>
        expect(historyQueries(api).at(-1)).toMatchObject({
          start_time: String(new Date(2026, 2, 5).getTime() / 1000),
          end_time: String(new Date(2026, 2, 7).getTime() / 1000),
        }),
      );
    });

    it('downloads the CSV the server wrote for the same filter', async () => {
      const csv = 'order_id,instrument\r\n4,XAUUSD\r\n';
      const { api } = withHistory({
        '/v1/api/forex/history_export': { data: { filename: 'leverline-history-20260302.csv', csv, count: 1 } },
      });
      const blobs: Blob[] = [];
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:history';
        },
        revokeObjectURL: () => undefined,
      });
      const clicked: HTMLAnchorElement[] = [];
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
      try {
        expect(await screen.findByTestId('order-4')).toBeTruthy();
        fireEvent.click(screen.getByTestId('history-period-today'));
        fireEvent.click(screen.getByTestId('history-export'));
        await waitFor(() => expect(clicked).toHaveLength(1));
        const asked = api.requests.find((r) => r.path === '/v1/api/forex/history_export')!;
        const midnight = new Date();
        midnight.setHours(0, 0, 0, 0);
        expect(Object.fromEntries(asked.query)).toMatchObject({ start_time: String(midnight.getTime() / 1000) });
        expect(asked.query.has('forex_id')).toBe(false);
        expect(asked.query.has('end_time')).toBe(false);
        expect(clicked[0]!.download).toBe('leverline-history-20260302.csv');
        expect(clicked[0]!.href).toBe('blob:history');
        expect(await blobs[0]!.text()).toBe(`\uFEFF${csv}`);
      } finally {
        click.mockRestore();
      }
    });
  });
});
