import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRtl, normalizeLang, PAYOUT_TYPE } from '@leverline/contract';
import { PageNav } from '../../ui/PageNav';
import { payoutTypeOf } from './payoutType';
import { RealAccountOnly } from '../identity/RealAccountOnly';
import { WithdrawTab } from './WithdrawTab';
import './funding.css';

/**
 * Withdraw (§2 /mine/withdraw, login required, real accounts only): to a coin address (type 1) or
 * a bank account (type 2), each tab with its history. The tab is the query `type`.
 */
export function WithdrawPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = payoutTypeOf(params.get('type'));
  return (
    <div className="page funding-page">
      <PageNav title={t('withdraw.title')} fallback="/user" />
      <RealAccountOnly>
        <Tabs
          className="funding-tabs"
          activeKey={String(type)}
          direction={isRtl(normalizeLang(i18n.language)) ? 'rtl' : 'ltr'}
          onChange={(key) => setParams({ type: key }, { replace: true })}
        >
          <Tabs.Tab
            key={String(PAYOUT_TYPE.coin)}
            title={<span data-testid="withdraw-tab-coin">{t('funding.coin')}</span>}
          />
          <Tabs.Tab
            key={String(PAYOUT_TYPE.bank)}
            title={<span data-testid="withdraw-tab-bank">{t('funding.bank')}</span>}
          />
        </Tabs>
        <WithdrawTab key={type} type={type} />
      </RealAccountOnly>
    </div>
  );
}
