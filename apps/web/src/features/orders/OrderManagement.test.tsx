/**
 * Order management on /order: pending orders with their kind, live distance and expiry; cancelled
 * and expired orders without close price or fee; the fill's receipt; partial close, break-even,
 * trailing stop and close all.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Order } from '@leverline/contract';
import { RequireLogin } from '../../app/RequireLogin';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi, type Answer, type RecordedRequest } from '../../test/fakeApi';
import { testInstrument } from '../../test/market';
import { testOrder, testSummary } from '../../test/trading';
import { OrdersPage } from './OrdersPage';

/** Gold, bid 2651.40 / ask 2651.90, lots from 0.01 in steps of 0.01. */
const GOLD = testInstrument({
  Id: 17,
  Code: 'XAUUSD',
  ShowCode: 'XAUUSD',
  MarketStatus: 1,
  PricePrecision: 2,
  Pip: 0.01,
  ForexMinCont: 0.01,
  MaxLots: 10,
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

const POSITION = testOrder({
  Id: 5,
  Quantity: 0.05,
  OriginPrice: 2651.5,
  Price: 2651.4,
  Slippage: 0.1,
  UpdatePrice: 2652.4,
});
const BUY_LIMIT = testOrder({
  Id: 6,
  Status: 0,
  Kind: 'buy_limit',
  OriginPrice: 2600,
  Price: 0,
  FactProfits: 0,
  Expiry: 'date',
  ExpireTime: 1_772_500_000,
});
const CANCELLED = testOrder({
  Id: 8,
  Status: 4,
  Kind: 'buy_limit',
  OriginPrice: 2600,
  Price: 0,
  UpdatePrice: 0,
  FactProfits: 0,
  TradeFee: 5.4,
  CloseReason: 'cancel',
  CompleteTime: 1_772_445_600,
});
const EXPIRED = testOrder({
  Id: 9,
  Status: 4,
  Kind: 'sell_stop',
  OrderType: 2,
  OriginPrice: 2500,
  Price: 0,
  UpdatePrice: 0,
  FactProfits: 0,
  CloseReason: 'expired',
  CompleteTime: 1_772_445_600,
});

type Book = Record<'0' | '1' | '3', Order[]>;

function openOrders(
  path: string,
  book: Book,
  routes: Record<string, Answer | ((r: RecordedRequest) => Answer)> = {},
) {
  sessionStore.signIn('tok', testUser());
  const api = serveFakeApi({
    '/v1/api/main/account/forexDetail': { data: testSummary() },
    '/v1/api/forex/trade_list': { data: [GOLD] },
    '/v1/api/forex/my_deal': (request) => {
      const orders = book[(request.query.get('status') ?? '1') as keyof Book];
      return { data: { data: orders, total: orders.length, all_fact_profits: 0, balance: 10000 } };
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
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { api };
}

const sent = (api: ReturnType<typeof serveFakeApi>, path: string) =>
  api.requests.filter((r) => r.path === path).map((r) => Object.fromEntries(r.query));

describe('order management', () => {
  it('shows a pending order as its kind, with the live price its trigger watches, the distance to go and the expiry', async () => {
    openOrders('/order?type=0', { '0': [BUY_LIMIT], '1': [], '3': [] });
    expect((await screen.findByTestId('order-kind-6')).textContent).toBe('Buy limit');
    // A buy limit watches the ask: 2651.90 − 2600.00 = 51.90 to go.
    await waitFor(() => expect(screen.getByTestId('pending-live-6').textContent).toBe('2651.90'));
    expect(screen.getByTestId('pending-distance-6').textContent).toBe('51.90');
    expect(screen.getByTestId('pending-expiry-6').textContent).not.toBe('Good till cancelled');
    // No "current price" showing the target.
    expect(screen.queryByTestId('order-price-6')).toBeNull();
  });

  it('shows cancelled and expired orders as such, without close price, profit or fee', async () => {
    openOrders('/order?type=3', { '0': [], '1': [], '3': [CANCELLED, EXPIRED] });
    expect((await screen.findByTestId('order-ended-8')).textContent).toBe('Cancelled');
    expect(screen.getByTestId('order-ended-9').textContent).toBe('Expired');
    expect(screen.queryByTestId('order-profit-8')).toBeNull();
    expect(screen.queryByTestId('order-price-8')).toBeNull();
    fireEvent.click(screen.getByTestId('order-8'));
    await screen.findByTestId('order-detail');
    expect(screen.getByTestId('detail-reason').textContent).toBe('Cancelled');
    // the 5.40 USD the order carried was never charged: no fee line, no close price, no receipt
    expect(screen.queryByTestId('detail-fee')).toBeNull();
    expect(screen.queryByTestId('detail-price')).toBeNull();
    expect(screen.queryByTestId('order-receipt')).toBeNull();
  });

  it('shows the fill receipt of a position: requested, filled, slippage and the quote time', async () => {
    openOrders('/order', { '0': [], '1': [POSITION], '3': [] });
    fireEvent.click(await screen.findByTestId('order-5'));
    await screen.findByTestId('order-receipt');
    expect(screen.getByTestId('receipt-requested').textContent).toBe('2651.50');
    expect(screen.getByTestId('receipt-filled').textContent).toBe('2651.40');
    expect(screen.getByTestId('receipt-slippage').textContent).toBe('+0.10');
    expect(screen.getByTestId('receipt-quote-time').textContent).not.toBe('--');
  });

  it('closes part of a position: says what it takes before sending, confirms once, sends the lots', async () => {
    const { api } = openOrders(
      '/order',
      { '0': [], '1': [POSITION], '3': [] },
      {
        '/v1/api/forex/close_part': {
          msg: 'Part of the position has been closed',
          data: { ...POSITION, Quantity: 0.03 },
        },
      },
    );
    fireEvent.click(await screen.findByTestId('order-5'));
    fireEvent.click(await screen.findByTestId('order-close-part'));
    const lots = await screen.findByTestId<HTMLInputElement>('close-part-lots');
    // 0.05 lots: 0.01 to 0.04 may be closed.
    expect(screen.getByTestId('close-part-hint').textContent).toBe(
      'Between 0.01 and 0.04 lots, in steps of 0.01.',
    );
    fireEvent.change(lots, { target: { value: '0.05' } });
    expect(screen.getByTestId<HTMLButtonElement>('close-part-send').disabled).toBe(true);
    fireEvent.change(lots, { target: { value: '0.02' } });
    expect(screen.getByTestId<HTMLButtonElement>('close-part-send').disabled).toBe(false);
    fireEvent.click(screen.getByTestId('close-part-send'));
    expect(await screen.findByText('Close 0.02 lots of this position at the current price?')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('close-part-confirm'));
    await waitFor(() =>
      expect(sent(api, '/v1/api/forex/close_part')).toEqual([
        { id: '5', cont: '0.02', t: expect.any(String) as string },
      ]),
    );
  });

  it('moves the stop-loss to break-even in one tap', async () => {
    const { api } = openOrders(
      '/order',
      { '0': [], '1': [POSITION], '3': [] },
      {
        '/v1/api/forex/break_even': {
          msg: 'The stop-loss has been moved to the open price',
          data: { ...POSITION, TargetLossPrice: 2651.4 },
        },
      },
    );
    fireEvent.click(await screen.findByTestId('order-5'));
    fireEvent.click(await screen.findByTestId('order-break-even'));
    await waitFor(() =>
      expect(api.toast).toHaveBeenCalledWith('The stop-loss has been moved to the open price'),
    );
    expect(sent(api, '/v1/api/forex/break_even')[0]).toMatchObject({ id: '5' });
  });

  it('sets a trailing stop in place of the fixed stop-loss, and removes it', async () => {
    const trailing = { ...POSITION, TargetLossPrice: 2646.4, TrailingStop: 5 };
    const { api } = openOrders(
      '/order',
      { '0': [], '1': [trailing], '3': [] },
      {
        '/v1/api/forex/set_stop_price': { msg: 'Take-profit and stop-loss have been saved', data: trailing },
      },
    );
    fireEvent.click(await screen.findByTestId('order-5'));
    expect((await screen.findByTestId('detail-trailing')).textContent).toBe('5.00');
    fireEvent.click(screen.getByTestId('order-set-stops'));
    expect(screen.getByTestId<HTMLInputElement>('stops-stop-loss').disabled).toBe(true);
    fireEvent.change(screen.getByTestId('stops-trailing'), { target: { value: '7.5' } });
    fireEvent.click(screen.getByTestId('stops-save'));
    await waitFor(() => expect(sent(api, '/v1/api/forex/set_stop_price')).toHaveLength(1));
    expect(sent(api, '/v1/api/forex/set_stop_price')[0]).toMatchObject({
      trailing_stop: '7.5',
      stop_loss_price: '0',
    });

    // Removed: the stop-loss stays where the trail left it.
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
    fireEvent.click(await screen.findByTestId('order-5'));
    fireEvent.click(await screen.findByTestId('order-set-stops'));
    fireEvent.change(screen.getByTestId('stops-trailing'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('stops-save'));
    await waitFor(() => expect(sent(api, '/v1/api/forex/set_stop_price')).toHaveLength(2));
    expect(sent(api, '/v1/api/forex/set_stop_price')[1]).toMatchObject({
      trailing_stop: '0',
      stop_loss_price: '2646.4',
    });
  });

  it('closes all positions of one kind with one confirmation', async () => {
    const book: Book = { '0': [], '1': [POSITION, testOrder({ Id: 7, FactProfits: -2 })], '3': [] };
    const { api } = openOrders('/order', book, {
      '/v1/api/forex/close_all': () => {
        book['1'] = [];
        return { msg: '2 positions closed', data: { closed: [5, 7], skipped: 0 } };
      },
    });
    fireEvent.click(await screen.findByTestId('close-all'));
    expect((await screen.findByTestId('close-all-instrument-17')).textContent).toBe('All XAUUSD positions');
    fireEvent.click(screen.getByTestId('close-all-losers'));
    expect(
      await screen.findByText('Positions at a loss: close them now at the current prices?'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByTestId('close-all-confirm'));
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('2 positions closed'));
    expect(sent(api, '/v1/api/forex/close_all')[0]).toMatchObject({ scope: 'losers' });
    expect((await screen.findByTestId('order-list-end')).textContent).toBe('No data yet');
  });
});
