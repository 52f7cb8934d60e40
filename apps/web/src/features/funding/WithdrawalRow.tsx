import { useTranslation } from 'react-i18next';
import type { WithdrawalRecord } from '@leverline/contract';
import { formatDateTime } from '../../ui/dateTime';
import { useNumbers } from '../../ui/useNumbers';
import { wireAmount2 } from '../../ui/wire';
import { withdrawalTone } from './status';

/**
 * One withdrawal request (§3): the USD amount and fee, what is paid out in the currency, its
 * state in the reader's language, where it goes, staff's note (the reason for a refusal, or the
 * payment reference) and when. Amounts come to 2 places from the server (§9) and are shown with
 * those places in the reader's number style.
 */
export function WithdrawalRow({ record }: { record: WithdrawalRecord }) {
  const { t, i18n } = useTranslation();
  const numbers = useNumbers();
  const destination = record.address || record.payee_account;
  return (
    <div className="funding-row" data-testid={`withdrawal-${record.id}`}>
      <div className="funding-row-top">
        <span className="funding-row-amount" dir="ltr" data-testid={`draw-amount-${record.id}`}>
          {numbers.decimal(wireAmount2(record.number))} USD
        </span>
        <span
          className={`status-badge is-${withdrawalTone(record.status)}`}
          data-testid={`withdrawal-status-${record.id}`}
        >
          {record.status_name}
        </span>
      </div>
      <dl className="funding-row-fields">
        <div>
          <dt>{t('withdraw.fee')}</dt>
          <dd dir="ltr" data-testid={`draw-fee-${record.id}`}>
            {numbers.decimal(wireAmount2(record.fee))} USD
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.payout')}</dt>
          <dd dir="ltr" data-testid={`draw-received-${record.id}`}>
            {numbers.decimal(wireAmount2(record.real_number))} {record.draw_currency.code}
          </dd>
        </div>
        {destination && (
          <div className="is-wide">
            <dt>{t('withdraw.to')}</dt>
            <dd className="funding-row-address" dir="ltr">
              {record.draw_currency.protocol && <small>{record.draw_currency.protocol} </small>}
              {destination}
            </dd>
          </div>
        )}
        {record.memo && (
          <div className="is-wide">
            <dt>{t('withdraw.memo_short')}</dt>
            <dd dir="auto">{record.memo}</dd>
          </div>
        )}
        {record.notes && (
          <div className="is-wide">
            <dt>{t('withdraw.notes')}</dt>
            <dd dir="auto" data-testid={`draw-notes-${record.id}`}>
              {record.notes}
            </dd>
          </div>
        )}
      </dl>
      <div className="funding-row-foot">
        <bdi className="funding-row-time">{formatDateTime(record.created_at, i18n.language)}</bdi>
      </div>
    </div>
  );
}
