/**
 * The trader's orders on the trade chart: entry, stop-loss, take-profit and pending lines drawn
 * with lightweight-charts' own price lines (createPriceLine), kept live by FOREX_TRADE (a trailing
 * stop's line moves as the server moves the stop) and FOREX_CLOSED, and read again when the
 * ticket places an order. A stop-loss or take-profit line can be dragged: the chart stops
 * panning while it is held, and on release the trader confirms the new level, which is sent with
 * set_stop_price; declined or refused, the line goes back.
 *
 * The hook returns a list of the lines for screen readers (and for the browser journey, which
 * cannot read a canvas); the chart component renders it beside its canvas.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { IChartApi, IPriceLine, ISeriesApi, LineStyle } from 'lightweight-charts';
import { routes, ORDER_STATUS, type Order } from '@leverline/contract';
import { call } from '../../../api/client';
import { useLiveResync } from '../../../api/useLive';
import { wirePrice } from '../../../ui/wire';
import { useSession } from '../../identity/useSession';
import { KIND_KEYS } from '../../orders/orderKind';
import { useForexClosed } from '../../orders/useForexClosed';
import { useForexTrade } from '../../orders/useForexTrade';
import { lineAt, movedLevels, orderLines, type LineRole, type OrderLine } from './orderLines';
import { onOrdersChanged } from './ordersChanged';

interface OrderLinesInput {
  chartRef: RefObject<IChartApi | null>;
  seriesRef: RefObject<ISeriesApi<'Candlestick'> | null>;
  /** The chart's container: drags start on it. */
  boxRef: RefObject<HTMLDivElement | null>;
  instrumentId: number;
  precision: number;
  /** The chart exists (its first history arrived). */
  ready: boolean;
}

// The library's LineStyle values (Solid 0, Dashed 2), as numbers: the enum is runtime code of the
// library, and only types are taken from it here.
const SOLID = 0 as LineStyle;
const DASHED = 2 as LineStyle;

const STYLE: Record<LineRole, { color: string; lineStyle: LineStyle }> = {
  entry: { color: '#2f6fed', lineStyle: SOLID },
  pending: { color: '#7c5cd6', lineStyle: DASHED },
  stop_loss: { color: '#dc2626', lineStyle: DASHED },
  take_profit: { color: '#16a34a', lineStyle: DASHED },
};

/** Open orders a page: one page is every open order of nearly any account. */
const PAGE_SIZE = 100;

async function openOrders(): Promise<Order[]> {
  const [holding, pending] = await Promise.all([
    call(routes.myDeal, { status: ORDER_STATUS.holding, page: 1, page_size: PAGE_SIZE }, { silent: true }),
    call(routes.myDeal, { status: ORDER_STATUS.pending, page: 1, page_size: PAGE_SIZE }, { silent: true }),
  ]);
  return [...holding.data, ...pending.data];
}

export function useOrderLines({
  chartRef,
  seriesRef,
  boxRef,
  instrumentId,
  precision,
  ready,
}: OrderLinesInput): ReactNode {
  const { t } = useTranslation();
  const { token } = useSession();
  const [orders, setOrders] = useState<Order[]>([]);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    if (!token) {
      setOrders([]);
      return;
    }
    let live = true;
    openOrders().then(
      (list) => {
        if (live) setOrders(list);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token, reloads]);

  useEffect(() => onOrdersChanged(reload), [reload]);
  useLiveResync(reload);
  useForexClosed((ids) => setOrders((list) => list.filter((o) => !ids.includes(o.Id))));
  useForexTrade((push) => {
    const pushed = new Map(push.TransOrder.map((p) => [p.Id, p]));
    let unknown = false;
    for (const p of push.TransOrder) {
      const known = orders.find((o) => o.Id === p.Id);
      // A pending order that filled, or a position opened elsewhere: read the orders again.
      if (!known || known.Status !== ORDER_STATUS.holding) unknown = true;
    }
    if (unknown) reload();
    setOrders((list) => {
      let changed = false;
      const next = list.map((o) => {
        const p = pushed.get(o.Id);
        if (
          !p ||
          (p.TargetLossPrice === o.TargetLossPrice &&
            p.TargetProfitPrice === o.TargetProfitPrice &&
            p.Price === o.Price)
        )
          return o;
        changed = true;
        return p;
      });
      return changed ? next : list;
    });
  });

  const lines = useMemo(
    () => orderLines(orders, instrumentId, (kind) => t(KIND_KEYS[kind])),
    [orders, instrumentId, t],
  );

  // The library's price lines, by key: moved in place when a level changes, so a line being
  // dragged or a trailing stop moving does not flicker.
  const drawn = useRef(new Map<string, { line: IPriceLine; price: number }>());
  /** The key of the line being dragged: its drawn price is the pointer's until release. */
  const dragging = useRef<string | null>(null);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const ordersRef = useRef(orders);
  ordersRef.current = orders;

  useEffect(() => {
    const series = seriesRef.current;
    if (!ready || !series) return;
    const shown = drawn.current;
    const keys = new Set(lines.map((l) => l.key));
    for (const [key, entry] of shown) {
      if (keys.has(key)) continue;
      series.removePriceLine(entry.line);
      shown.delete(key);
    }
    for (const line of lines) {
      const entry = shown.get(line.key);
      if (!entry) {
        const created = series.createPriceLine({
          price: line.price,
          title: line.title,
          lineWidth: line.role === 'entry' ? 2 : 1,
          axisLabelVisible: true,
          ...STYLE[line.role],
        });
        shown.set(line.key, { line: created, price: line.price });
      } else if (entry.price !== line.price && dragging.current !== line.key) {
        entry.line.applyOptions({ price: line.price, title: line.title });
        entry.price = line.price;
      }
    }
  }, [lines, ready, seriesRef]);

  // A new instrument, or the chart gone: its lines go with it.
  useEffect(() => {
    const shown = drawn.current;
    const series = ready ? seriesRef.current : null;
    return () => {
      try {
        if (series) for (const { line } of shown.values()) series.removePriceLine(line);
      } catch {
        // the chart itself was removed first, and its lines with it
      }
      shown.clear();
    };
  }, [instrumentId, ready, seriesRef]);

  // Dragging an SL or TP line.
  useEffect(() => {
    const box = boxRef.current;
    if (!ready || !box) return;
    let held: OrderLine | null = null;
    let price: number | null = null;
    const yIn = (clientY: number) => clientY - box.getBoundingClientRect().top;

    const grab = (event: PointerEvent) => {
      const series = seriesRef.current;
      if (!series || held) return;
      const line = lineAt(linesRef.current, yIn(event.clientY), (p) => series.priceToCoordinate(p));
      if (!line) return;
      // Taken before the chart sees it, so the chart does not pan while the line moves.
      event.stopPropagation();
      event.preventDefault();
      held = line;
      price = line.price;
      dragging.current = line.key;
      chartRef.current?.applyOptions({ handleScroll: false, handleScale: false });
    };
    // The chart listens to mouse and touch events too: while a line is held they are not its.
    const swallow = (event: Event) => {
      if (!held && !('touches' in event && lineUnderTouch(event as TouchEvent))) return;
      event.stopPropagation();
      if (event.cancelable) event.preventDefault();
    };
    const lineUnderTouch = (event: TouchEvent) => {
      const series = seriesRef.current;
      const touch = event.touches[0];
      return Boolean(
        series && touch && lineAt(linesRef.current, yIn(touch.clientY), (p) => series.priceToCoordinate(p)),
      );
    };
    // Hovering a draggable line shows that it can be moved (and where one is, to a test).
    const hover = (event: PointerEvent) => {
      const series = seriesRef.current;
      if (held || !series) return;
      const line = lineAt(linesRef.current, yIn(event.clientY), (p) => series.priceToCoordinate(p));
      box.style.cursor = line ? 'ns-resize' : '';
      box.dataset.hoverLine = line?.key ?? '';
    };
    const move = (event: PointerEvent) => {
      const series = seriesRef.current;
      if (!held || !series) return;
      const at = series.coordinateToPrice(yIn(event.clientY));
      if (at === null || !(at > 0)) return;
      price = Number(at.toFixed(precision));
      drawn.current.get(held.key)?.line.applyOptions({ price });
    };
    const release = () => {
      if (!held) return;
      const line = held;
      const to = price;
      held = null;
      chartRef.current?.applyOptions({ handleScroll: true, handleScale: true });
      void settle(line, to);
    };
    const settle = async (line: OrderLine, to: number | null) => {
      const entry = drawn.current.get(line.key);
      const back = () => {
        dragging.current = null;
        entry?.line.applyOptions({ price: entry.price });
      };
      const order = ordersRef.current.find((o) => o.Id === line.orderId);
      if (
        !order ||
        to === null ||
        to === line.price ||
        (line.role !== 'stop_loss' && line.role !== 'take_profit')
      ) {
        back();
        return;
      }
      const text = wirePrice(to, precision);
      const confirmed = await Dialog.confirm({
        content: t(
          line.role === 'stop_loss' ? 'orders.move_stop_loss_confirm' : 'orders.move_take_profit_confirm',
          {
            id: order.Id,
            price: text,
          },
        ),
        confirmText: <span data-testid="chart-line-move-confirm">{t('orders.move')}</span>,
        cancelText: <span data-testid="chart-line-move-keep">{t('orders.keep')}</span>,
      });
      if (!confirmed) {
        back();
        return;
      }
      try {
        const saved = await call(
          routes.setStopPrice,
          { id: order.Id, ...movedLevels(order, line.role, text) },
          { loading: true, toastSuccess: true },
        );
        dragging.current = null;
        if (entry) entry.price = to;
        setOrders((list) => list.map((o) => (o.Id === saved.Id ? saved : o)));
      } catch {
        // the API client has shown the server's message
        back();
      }
    };

    box.addEventListener('pointerdown', grab, { capture: true });
    box.addEventListener('pointermove', hover);
    box.addEventListener('mousedown', swallow, { capture: true });
    box.addEventListener('touchstart', swallow, { capture: true, passive: false });
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      box.removeEventListener('pointerdown', grab, { capture: true });
      box.removeEventListener('pointermove', hover);
      box.removeEventListener('mousedown', swallow, { capture: true });
      box.removeEventListener('touchstart', swallow, { capture: true });
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [ready, boxRef, chartRef, seriesRef, precision, t]);

  if (lines.length === 0) return null;
  return (
    <ul className="visually-hidden" aria-label={t('orders.title')} data-testid="chart-order-lines">
      {lines.map((line) => (
        <li
          key={line.key}
          data-testid={`chart-line-${line.key}`}
          data-price={wirePrice(line.price, precision)}
        >
          {line.title} {wirePrice(line.price, precision)}
        </li>
      ))}
    </ul>
  );
}
