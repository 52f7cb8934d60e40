import { useTranslation } from 'react-i18next';
import { DEPOSIT_TYPE, type DepositRecord } from '@leverline/contract';
import { PagedList } from '../../ui/PagedList';
import { BankDepositForm } from './BankDepositForm';
import { CoinDepositForm } from './CoinDepositForm';
import { DepositRow } from './DepositRow';
import { useDepositHistory, type DepositType } from './useDepositHistory';

const depositId = (record: DepositRecord) => record.id;

/** One tab of /mine/charge: its form, then that type's deposit history (reloaded after a report). */
export function DepositTab({ type }: { type: DepositType }) {
  const { t } = useTranslation();
  const history = useDepositHistory(type);
  const reload = () => void history.reload();
  return (
    <>
      {type === DEPOSIT_TYPE.coin ? (
        <CoinDepositForm onSubmitted={reload} />
      ) : (
        <BankDepositForm onSubmitted={reload} />
      )}
      <h2 className="funding-heading">{t('deposit.history')}</h2>
      <PagedList
        list={history}
        idOf={depositId}
        renderItem={(record) => <DepositRow record={record} />}
        testId="charge-history"
      />
    </>
  );
}
