import { useState } from 'react';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DepositRecord } from '@leverline/contract';
import { formatDateTime } from '../../ui/dateTime';
import { useNumbers } from '../../ui/useNumbers';
import { usd2 } from './format';
import { ProofView } from './ProofView';
import { depositTone } from './status';
import { wireCoinAmount, wireMoney } from '../../ui/wire';

/**
 * One deposit request (§3): what was sent, its state in the reader's language, the USD credited
 * once approved (amounts in the reader's number style), staff's reason when refused, when, and the
 * proof picture on demand.
 */
export function DepositRow({ record }: { record: DepositRecord }) {
  const { t, i18n } = useTranslation();
  const numbers = useNumbers();
  const [showProof, setShowProof] = useState(false);
  return (
    <div className="funding-row" data-testid={`deposit-${record.id}`}>
      <div className="funding-row-top">
        <span className="funding-row-amount" dir="ltr">
          {numbers.decimal(wireCoinAmount(record.number))} {record.currency_code}
          {record.protocol_code && <small> {record.protocol_code}</small>}
        </span>
        <span
          className={`status-badge is-${depositTone(record.status)}`}
          data-testid={`deposit-status-${record.id}`}
        >
          {record.status_name}
        </span>
      </div>
      <dl className="funding-row-fields">
        {record.credited !== null && (
          <div>
            <dt>{t('deposit.credited')}</dt>
            <dd dir="ltr" data-testid={`charge-credited-${record.id}`}>
              {numbers.decimal(usd2(wireMoney(record.credited)))} USD
            </dd>
          </div>
        )}
        {record.tx_id && (
          <div className="is-wide">
            <dt>{t('deposit.tx_id')}</dt>
            <dd dir="ltr" className="funding-row-txid" data-testid={`charge-tx-id-${record.id}`}>
              {record.tx_id}
            </dd>
          </div>
        )}
        {record.remark && (
          <div className="is-wide">
            <dt>{t('funding.reason')}</dt>
            <dd dir="auto" data-testid={`charge-remark-${record.id}`}>
              {record.remark}
            </dd>
          </div>
        )}
      </dl>
      <div className="funding-row-foot">
        {/* bdi: a date reads in its language's own direction (Arabic dates carry direction marks) */}
        <bdi className="funding-row-time">{formatDateTime(record.created_at, i18n.language)}</bdi>
        {record.proof_img && (
          <button type="button" className="text-button" onClick={() => setShowProof(true)}>
            {t('funding.view_proof')}
          </button>
        )}
      </div>
      <Popup
        visible={showProof}
        onMaskClick={() => setShowProof(false)}
        onClose={() => setShowProof(false)}
        bodyClassName="proof-popup"
        showCloseButton
        destroyOnClose
      >
        <ProofView path={record.proof_img} />
      </Popup>
    </div>
  );
}
