import { useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '@leverline/contract';
import { exportHistory } from './exportHistory';
import { HistoryFilterBar } from './HistoryFilterBar';
import { historyParams, isBackwards, NO_HISTORY_FILTER, type HistoryFilter } from './historyFilter';
import { OrderBook } from './OrderBook';

interface HistoryBookProps {
  onRefreshSummary: () => Promise<void>;
  openId?: number | undefined;
}

/**
 * The history tab: the filter (period and instrument), the period's totals, the export of exactly
 * what is listed, and the list itself. A new filter lists afresh from page 1.
 */
export function HistoryBook({ onRefreshSummary, openId }: HistoryBookProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<HistoryFilter>(NO_HISTORY_FILTER);
  const backwards = isBackwards(filter);
  // Periods are counted from when the filter was chosen, so "today" stays the same list while shown.
  const params = useMemo(() => historyParams(filter, new Date()), [filter]);
  const key = JSON.stringify(params);
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    // A refusal (more orders than one file holds) is shown by the client as the server's message.
    await exportHistory(params).catch(() => undefined);
    setExporting(false);
  };

  return (
    <>
      <HistoryFilterBar filter={filter} onChange={setFilter} />
      {!backwards && (
        <>
          <div className="history-export">
            <Button size="small" fill="outline" loading={exporting} onClick={() => void download()} data-testid="history-export">
              {t('orders.export_csv')}
            </Button>
          </div>
          <OrderBook key={key} status={ORDER_STATUS.completed} params={params} onRefreshSummary={onRefreshSummary} openId={openId} />
        </>
      )}
    </>
  );
}
