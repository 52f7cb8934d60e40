import { useTranslation } from 'react-i18next';
import { PageNav } from '../../ui/PageNav';
import { PagedList } from '../../ui/PagedList';
import { AccountRecordRow } from './AccountRecordRow';
import { BalanceAmount } from './BalanceAmount';
import { useAccountRecords, type AccountRecord } from './useAccountRecords';
import { useBalanceMask } from './useBalanceMask';
import { useWalletBalance } from './useWalletBalance';
import './account.css';

const recordId = (record: AccountRecord) => record.Id;

/**
 * Account details (§2 /mine/history, login required): balance and frozen balance in USD to 2
 * places, then every account record, paged, with pull to refresh.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const { hidden } = useBalanceMask();
  const { wallet, refresh } = useWalletBalance();
  const records = useAccountRecords();

  return (
    <div className="page history-page">
      <PageNav title={t('history.title')} fallback="/user" />
      <section className="history-balances">
        <div>
          <span className="balance-card-label">{t('history.balance')}</span>
          {wallet ? (
            <BalanceAmount
              usd={wallet.balance}
              hidden={hidden}
              className="history-amount"
              testId="history-balance"
            />
          ) : (
            <span className="history-amount">--</span>
          )}
        </div>
        <div>
          <span className="balance-card-label">{t('history.frozen')}</span>
          {wallet ? (
            <BalanceAmount
              usd={wallet.lock_balance}
              hidden={hidden}
              className="history-amount"
              testId="history-frozen"
            />
          ) : (
            <span className="history-amount">--</span>
          )}
        </div>
      </section>
      <h2 className="history-heading">{t('history.records')}</h2>
      <PagedList
        list={records}
        idOf={recordId}
        renderItem={(record) => <AccountRecordRow record={record} />}
        onRefresh={refresh}
        testId="record-list"
      />
    </div>
  );
}
