import { useCallback, useState } from 'react';
import { Button, Dialog, List, SwipeAction } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, type PriceAlert } from '@leverline/contract';
import { call } from '../../api/client';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageNav } from '../../ui/PageNav';
import { useFetched } from '../../ui/useFetched';
import { formatPrice } from '../quotes/price';
import { quoteStore } from '../quotes/quoteStore';
import { AlertForm, periodLabel, type AlertDraft } from './AlertForm';
import './notices.css';

/** The price alerts (/mine/alerts): each one's terms and state; tap to change, swipe to delete. */
export function AlertsPage() {
  const { t } = useTranslation();
  const load = useCallback((signal: AbortSignal) => call(routes.alertList, {}, { signal }), []);
  const alerts = useFetched(load);
  const [draft, setDraft] = useState<AlertDraft | null>(null);

  const describe = (a: PriceAlert) =>
    a.kind === 'move'
      ? t('alerts.summary_move', { pct: a.move_pct, period: periodLabel(a.period ?? 60, t) })
      : t(`alerts.summary_${a.kind}`, { level: formatPrice(a.level ?? 0, a.digits) });
  const remove = async (a: PriceAlert) => {
    if (!(await Dialog.confirm({ content: t('alerts.delete_confirm', { symbol: a.symbol }) }))) return;
    await call(routes.alertDelete, { id: a.id }, { toastSuccess: true });
    await alerts.reload();
  };
  const edit = (a: PriceAlert) => {
    const price = quoteStore.get(a.symbol)?.close ?? a.level ?? 0;
    setDraft({ symbol: a.symbol, precision: a.digits, price, alert: a });
  };

  if (alerts.status === 'failed') return <LoadFailed onRetry={() => void alerts.reload()} />;
  return (
    <div className="page alerts-page">
      <PageNav title={t('alerts.title')} fallback="/user" />
      {alerts.data && alerts.data.length === 0 && <p className="paged-end">{t('alerts.empty')}</p>}
      <List mode="card">
        {alerts.data?.map((a) => (
          <SwipeAction key={a.id} rightActions={[{ key: 'delete', text: t('alerts.delete'), color: 'danger', onClick: () => void remove(a) }]}>
            <List.Item
              description={a.status === 'done' ? t('alerts.done') : a.repeat ? t('alerts.repeating', { count: a.fired }) : t('alerts.waiting')}
              extra={
                <Button size="mini" fill="none" color="danger" onClick={(e) => { e.stopPropagation(); void remove(a); }} data-testid="alert-delete">
                  {t('alerts.delete')}
                </Button>
              }
              onClick={() => edit(a)}
              data-testid="alert-item"
            >
              <span dir="ltr">{a.symbol}</span> · {describe(a)}
            </List.Item>
          </SwipeAction>
        ))}
      </List>
      <AlertForm draft={draft} onClose={() => setDraft(null)} onSaved={() => void alerts.reload()} />
    </div>
  );
}
