import { useEffect, useState } from 'react';
import { Popup } from 'antd-mobile';
import { ORDER_STATUS, type Order } from '@leverline/contract';
import { PagedList } from '../../ui/PagedList';
import { CloseAllButton } from './CloseAllButton';
import type { HistoryParams } from './historyFilter';
import { HistoryTotals } from './HistoryTotals';
import { OrderDetail } from './OrderDetail';
import { OrderRow } from './OrderRow';
import { useForexClosed } from './useForexClosed';
import { useOrders, type OrderStatus } from './useOrders';

interface OrderBookProps {
  status: OrderStatus;
  /** Orders changed here or a pull to refresh: the account summary is fetched again. */
  onRefreshSummary: () => Promise<void>;
  /** An order to open as soon as the list holds it (a notification's link). */
  openId?: number | undefined;
  /** The history filter's parameters (history only): the list and its totals follow them. */
  params?: HistoryParams;
}

const orderId = (order: Order) => order.Id;

/**
 * One tab of /order: the live list of that status and the detail popup of the tapped order. The
 * popup shows the listed order, so live prices move in it too, and it closes when its order
 * completes (FOREX_CLOSED).
 */
export function OrderBook({ status, onRefreshSummary, openId, params }: OrderBookProps) {
  const list = useOrders(status, params);
  /** The tapped order, as it was when tapped (shown while the popup slides away). */
  const [opened, setOpened] = useState<Order | null>(null);
  const [visible, setVisible] = useState(false);
  const listed = opened ? list.items.find((order) => order.Id === opened.Id) : undefined;
  const shown = listed ?? opened;

  const open = (id: number) => {
    const order = list.items.find((o) => o.Id === id);
    if (!order) return;
    setOpened(order);
    setVisible(true);
  };
  const close = () => setVisible(false);

  const [linkedDone, setLinkedDone] = useState<number | undefined>(undefined);
  const linked = openId !== undefined && openId !== linkedDone ? list.items.find((o) => o.Id === openId) : undefined;
  useEffect(() => {
    if (!linked) return;
    setLinkedDone(linked.Id);
    setOpened(linked);
    setVisible(true);
  }, [linked]);

  useForexClosed((ids) => {
    if (opened && ids.includes(opened.Id)) close();
  });

  const done = () => {
    close();
    void list.reload();
    void onRefreshSummary();
  };

  return (
    <>
      {status === ORDER_STATUS.holding && <CloseAllButton positions={list.items} onClosed={done} />}
      {status === ORDER_STATUS.completed && <HistoryTotals sums={list.sums} />}
      <PagedList
        list={list}
        idOf={orderId}
        renderItem={(order) => <OrderRow order={order} onOpen={open} />}
        onRefresh={onRefreshSummary}
        testId="order-list"
      />
      <Popup
        visible={visible && listed !== undefined}
        onMaskClick={close}
        onClose={close}
        afterClose={() => setOpened(null)}
        bodyClassName="order-popup"
        destroyOnClose
      >
        {shown && <OrderDetail key={shown.Id} order={shown} onDone={done} />}
      </Popup>
    </>
  );
}
