import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { useFakeApi as serveFakeApi } from '../../test/fakeApi';
import { fakeLive } from '../../test/fakeSocket';
import { BTCUSD, ETHUSD, INSTRUMENTS } from '../../test/market';
import { reloadSelection } from '../quotes/selection';
import { TradePage } from './TradePage';
import type * as Charts from 'lightweight-charts';

// Canvas drawing is the library's business; the page's is what it feeds it.
const charts = vi.hoisted(() => ({
  /** What the chart's time scale tells its listeners when the visible range changes. */
  rangeListeners: [] as ((range: { from: number; to: number } | null) => void)[],
  series: [] as {
    options: Record<string, unknown>;
    setData: ReturnType<typeof vi.fn>;
    update: ReturnType<typeof vi.fn>;
    applyOptions: ReturnType<typeof vi.fn>;
  }[],
}));
vi.mock('lightweight-charts', async (importActual) => ({
  // The time axis's label kinds, as the library numbers them (chartTime.ts formats by kind).
  TickMarkType: (await importActual<typeof Charts>()).TickMarkType,
  CandlestickSeries: { type: 'Candlestick' },
  ColorType: { Solid: 'solid' },
  CrosshairMode: { Normal: 0 },
  createChart: () => ({
    addSeries: (_type: unknown, options: Record<string, unknown>) => {
      const series = { options, setData: vi.fn(), update: vi.fn(), applyOptions: vi.fn() };
      charts.series.push(series);
      return series;
    },
    applyOptions: vi.fn(),
    subscribeClick: vi.fn(),
    timeScale: () => ({
      scrollToRealTime: vi.fn(),
      subscribeVisibleLogicalRangeChange: (listener: (range: { from: number; to: number } | null) => void) => charts.rangeListeners.push(listener),
    }),
    // For the chart's tools (chart/ChartTools.tsx): the element they listen to for taps.
    chartElement: () => document.createElement('div'),
    remove: vi.fn(),
  }),
}));

/** A candle as kline answers it: Time in Unix milliseconds (the chart is given seconds). */
const candle = (timeMs: number, close: number) => ({ Time: timeMs, Open: close, High: close, Low: close, Close: close, Volume: 1 });
/** A KLINE push of BTCUSD: the candle under `kline`, with its period and instrument. */
const klinePush = (period: string, timeMs: number, close: number) => ({
  type: 'KLINE',
  symbol: 'BTCUSD',
  forex_id: 39,
  kline: { Period: period, ...candle(timeMs, close), ForexId: 39, Code: 'BTCUSD' },
});
const series = () => charts.series.at(-1)!;

function openTrade(history?: ReturnType<typeof candle>[]) {
  const api = serveFakeApi({
    '/v1/api/forex/trade_list': { data: INSTRUMENTS },
    '/v1/api/forex/kline': (request) => ({
      data: history ?? [candle(60_000, 1), candle(120_000, request.query.get('period') === '5min' ? 5 : 2)],
    }),
  });
  const router = createMemoryRouter([{ path: '/trade', element: <TradePage /> }], { initialEntries: ['/trade'] });
  render(<RouterProvider router={router} />);
  return api;
}

const klineRequests = (api: ReturnType<typeof serveFakeApi>) =>
  api.requests
    .filter((r) => r.path === '/v1/api/forex/kline')
    .map((r) => `${r.query.get('forex_id')}/${r.query.get('period')}`);

describe('TradePage', () => {
  beforeEach(() => {
    charts.series.length = 0;
    charts.rangeListeners.length = 0;
    // no time-zone shift, so chart times equal candle times
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens on the remembered instrument with its live price and 1-minute candles', async () => {
    localStorage.setItem('instrument', 'BTCUSD');
    reloadSelection();
    const api = openTrade();
    expect((await screen.findByTestId('trade-price')).textContent).toBe('95157.60');
    expect(screen.getByTestId('switch-instrument').textContent).toContain('BTCUSD');
    await waitFor(() => expect(screen.getByTestId('chart').dataset.state).toBe('ready'));
    expect(klineRequests(api)).toEqual(['39/1min']);
    expect(series().setData).toHaveBeenCalledWith([
      { time: 60, open: 1, high: 1, low: 1, close: 1 },
      { time: 120, open: 2, high: 2, low: 2, close: 2 },
    ]);
    // Drawn at the instrument's precision from the start.
    expect(series().options.priceFormat).toEqual({ type: 'price', precision: 2, minMove: 0.01 });
    expect(screen.queryByTestId('market-closed')).toBeNull();
  });

  it('reloads the chart for the chosen period', async () => {
    localStorage.setItem('instrument', 'BTCUSD');
    reloadSelection();
    const api = openTrade();
    await waitFor(() => expect(screen.getByTestId('chart').dataset.state).toBe('ready'));
    fireEvent.click(screen.getByTestId('period-5min'));
    expect(screen.getByTestId('chart').dataset.period).toBe('5min');
    await waitFor(() => expect(klineRequests(api)).toEqual(['39/1min', '39/5min']));
    await waitFor(() => expect(series().setData).toHaveBeenCalledTimes(2));
    expect(series().setData.mock.calls[1]![0]).toContainEqual({ time: 120, open: 5, high: 5, low: 5, close: 5 });
  });

  it('applies live candles of the shown period only, never older than the last one', async () => {
    localStorage.setItem('instrument', 'BTCUSD');
    reloadSelection();
    openTrade();
    await waitFor(() => expect(screen.getByTestId('chart').dataset.state).toBe('ready'));
    const live = fakeLive();
    live.socket.connect();
    live.last().open();
    expect(live.last().sentOf('sub')).toContainEqual({ type: 'sub', params: 'KLINE.BTCUSD' });
    const push = (period: string, timeMs: number, close: number) =>
      act(() => live.last().receive(klinePush(period, timeMs, close)));
    push('1min', 120_000, 3); // the last candle moves
    push('5min', 300_000, 9); // another period: ignored
    push('1min', 60_000, 7); // older than the last candle: ignored
    push('1min', 180_000, 4); // a new candle
    // The old shape, the candle under `data` and the topic named: not understood.
    act(() => live.last().receive({ type: 'KLINE', topic: 'KLINE.BTCUSD', data: { Period: '1min', ...candle(240_000, 5) } }));
    expect(series().update.mock.calls.map(([bar]) => bar)).toEqual([
      { time: 120, open: 3, high: 3, low: 3, close: 3 },
      { time: 180, open: 4, high: 4, low: 4, close: 4 },
    ]);
  });

  it('starts the chart with the latest 240 of 1,000 candles, and gives it the rest, live ones too, when scrolled back to them', async () => {
    localStorage.setItem('instrument', 'BTCUSD');
    reloadSelection();
    openTrade(Array.from({ length: 1000 }, (_, i) => candle(60_000 * (i + 1), i + 1)));
    const chart = await screen.findByTestId('chart');
    await waitFor(() => expect(chart.dataset.state).toBe('ready'));
    const first = series().setData.mock.calls[0]![0] as { time: number }[];
    expect(first).toHaveLength(240);
    expect([first[0]!.time, first.at(-1)!.time]).toEqual([60 * 761, 60 * 1000]);
    expect(chart.dataset.history).toBe('latest');

    const live = fakeLive();
    live.socket.connect();
    live.last().open();
    act(() => live.last().receive(klinePush('1min', 60_000 * 1001, 7)));
    // Scrolling within the candles it has changes nothing; nearing the first of them adds the rest.
    act(() => charts.rangeListeners.forEach((listener) => listener({ from: 150, to: 215 })));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(series().setData).toHaveBeenCalledTimes(1);
    act(() => charts.rangeListeners.forEach((listener) => listener({ from: 12, to: 77 })));
    await waitFor(() => expect(chart.dataset.history).toBe('whole'));
    expect(series().setData).toHaveBeenCalledTimes(2);
    const whole = series().setData.mock.calls[1]![0] as { time: number; close: number }[];
    expect(whole).toHaveLength(1001);
    expect(whole[0]).toEqual({ time: 60, open: 1, high: 1, low: 1, close: 1 });
    expect(whole.at(-1)).toEqual({ time: 60 * 1001, open: 7, high: 7, low: 7, close: 7 });
  });

  it('shows the first instrument and a "Market closed" banner when its market is closed', async () => {
    openTrade();
    expect(await screen.findByTestId('market-closed')).toBeTruthy();
    expect(screen.getByTestId('switch-instrument').textContent).toContain('EUR/USD');
    expect(screen.getByTestId('trade-price').textContent).toBe('1.08520');
  });

  it('switches the instrument from the searchable popup', async () => {
    const api = openTrade();
    fireEvent.click(await screen.findByTestId('switch-instrument'));
    fireEvent.change(await screen.findByTestId('switch-search'), { target: { value: 'eth' } });
    expect(screen.queryByTestId(`switch-${BTCUSD.Code}`)).toBeNull();
    fireEvent.click(screen.getByTestId(`switch-${ETHUSD.Code}`));
    await waitFor(() => expect(screen.getByTestId('trade-price').textContent).toBe('3312.58'));
    expect(localStorage.getItem('instrument')).toBe('ETHUSD');
    await waitFor(() => expect(klineRequests(api)).toContain('40/1min'));
    expect(screen.queryByTestId('market-closed')).toBeNull();
  });
});
