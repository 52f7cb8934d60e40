import { useTranslation } from 'react-i18next';
import { LEDGER_TYPES } from '@leverline/contract';
import { formatDateTime } from '../../ui/dateTime';
import { useNumbers } from '../../ui/useNumbers';
import { usd2 } from '../funding/format';
import { money6, moneyDirection } from '../orders/format';
import type { AccountRecord } from './useAccountRecords';

/**
 * One account record (§3): what it was — the staff note as written for an adjustment (Type 10),
 * otherwise the kind in the reader's language — when, the signed amount and the balance after.
 */
export function AccountRecordRow({ record }: { record: AccountRecord }) {
  const { t, i18n } = useTranslation();
  const numbers = useNumbers();
  const title = record.Type === LEDGER_TYPES.adjustment ? record.Memo : record.MemoTran;
  return (
    <div className="record-row" data-testid={`record-${record.Id}`}>
      <div className="record-main">
        <span className="record-title" data-testid={`record-title-${record.Id}`}>
          {title}
        </span>
        {/* bdi: a date reads in its language's own direction (Arabic dates carry direction marks) */}
        <bdi className="record-time">{formatDateTime(record.CreatedAtTran, i18n.language)}</bdi>
      </div>
      <div className="record-amounts">
        <span
          className={`record-value is-${moneyDirection(record.Value)}`}
          dir="ltr"
          data-testid={`record-value-${record.Id}`}
        >
          {numbers.signedDecimal(money6(record.Value))}
        </span>
        <span className="record-balance">
          {t('history.balance_after')} <span dir="ltr">{numbers.decimal(usd2(record.Balance))}</span>
        </span>
      </div>
    </div>
  );
}
