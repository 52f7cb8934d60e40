import { useTranslation } from 'react-i18next';
import type { WithdrawalRecord } from '@leverline/contract';
import { PagedList } from '../../ui/PagedList';
import type { PayoutType } from './payoutType';
import { useWithdrawals } from './useWithdrawals';
import { WithdrawalRow } from './WithdrawalRow';
import { WithdrawForm } from './WithdrawForm';

const withdrawalId = (record: WithdrawalRecord) => record.id;

/** One tab of /mine/withdraw: its form, then that type's withdrawals (reloaded after a request). */
export function WithdrawTab({ type }: { type: PayoutType }) {
  const { t } = useTranslation();
  const history = useWithdrawals(type);
  return (
    <>
      <WithdrawForm type={type} onSubmitted={() => void history.reload()} />
      <h2 className="funding-heading">{t('withdraw.history')}</h2>
      <PagedList
        list={history}
        idOf={withdrawalId}
        renderItem={(record) => <WithdrawalRow record={record} />}
        testId="withdraw-history"
      />
    </>
  );
}
