import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRtl, normalizeLang, ORDER_STATUS } from '@leverline/contract';
import { useSession } from '../identity/useSession';
import { AccountSummaryCard } from './AccountSummaryCard';
import { HistoryBook } from './HistoryBook';
import { LiveQuotes } from './LiveQuotes';
import { OrderBook } from './OrderBook';
import { useAccountSummary } from './useAccountSummary';
import type { OrderStatus } from './useOrders';
import './orders.css';

const TABS: readonly {
  status: OrderStatus;
  titleKey: 'orders.holding' | 'orders.pending' | 'orders.history';
  testId: string;
}[] = [
  { status: ORDER_STATUS.holding, titleKey: 'orders.holding', testId: 'orders-tab-holding' },
  { status: ORDER_STATUS.pending, titleKey: 'orders.pending', testId: 'orders-tab-pending' },
  { status: ORDER_STATUS.completed, titleKey: 'orders.history', testId: 'orders-tab-history' },
];

/** The query `type` (1 holding, 0 pending, 3 history); anything else is holding. */
function statusOf(type: string | null): OrderStatus {
  return TABS.find(({ status }) => String(status) === type)?.status ?? ORDER_STATUS.holding;
}

/**
 * Orders (§2 /order, login required): the live account summary, and the holding, pending and
 * history lists as tabs chosen by the query `type`, so a tab can be linked to and survives a reload.
 */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('type'));
  // A notification's link names the order to open (`/order?type=3&id=12`).
  const openId = Number(params.get('id')) || undefined;
  const account = useAccountSummary(token !== null);

  return (
    <div className="orders-page">
      <header className="orders-head">
        <h1 className="orders-title">{t('orders.title')}</h1>
        <AccountSummaryCard summary={account.summary} />
      </header>
      <Tabs
        className="orders-tabs"
        activeKey={String(status)}
        // antd-mobile lays the tabs out left to right unless told otherwise
        direction={isRtl(normalizeLang(i18n.language)) ? 'rtl' : 'ltr'}
        onChange={(key) => setParams({ type: key }, { replace: true })}
        aria-label={t('orders.tabs')}
      >
        {TABS.map(({ status: tab, titleKey, testId }) => (
          <Tabs.Tab key={String(tab)} title={<span data-testid={testId}>{t(titleKey)}</span>} />
        ))}
      </Tabs>
      {status === ORDER_STATUS.pending && <LiveQuotes />}
      {status === ORDER_STATUS.completed ? (
        <HistoryBook key={status} onRefreshSummary={account.refresh} openId={openId} />
      ) : (
        <OrderBook key={status} status={status} onRefreshSummary={account.refresh} openId={openId} />
      )}
    </div>
  );
}
