import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_TYPE, isRtl, normalizeLang } from '@leverline/contract';
import { PageNav } from '../../ui/PageNav';
import { DepositTab } from './DepositTab';
import { RealAccountOnly } from '../identity/RealAccountOnly';
import { QuestionnaireGate } from '../compliance/QuestionnaireGate';
import { ResidenceGate } from '../compliance/ResidenceGate';
import './funding.css';

/** The query `tab`: bank, anything else is coin. */
const typeOf = (tab: string | null) => (tab === 'bank' ? DEPOSIT_TYPE.bank : DEPOSIT_TYPE.coin);

/**
 * Deposit (§2 /mine/charge, login required, real accounts only): by coin or by bank transfer, each
 * tab with its history. The tab is in the query, so it survives a reload and can be linked to.
 */
export function ChargePage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('tab'));
  return (
    <div className="page funding-page">
      <PageNav title={t('deposit.title')} fallback="/user" />
      <RealAccountOnly>
        <ResidenceGate>
          <QuestionnaireGate>
            <Tabs
              className="funding-tabs"
              activeKey={type === DEPOSIT_TYPE.bank ? 'bank' : 'coin'}
              direction={isRtl(normalizeLang(i18n.language)) ? 'rtl' : 'ltr'}
              onChange={(key) => setParams({ tab: key }, { replace: true })}
            >
              <Tabs.Tab key="coin" title={<span data-testid="charge-tab-coin">{t('funding.coin')}</span>} />
              <Tabs.Tab key="bank" title={<span data-testid="charge-tab-bank">{t('funding.bank')}</span>} />
            </Tabs>
            <DepositTab key={type} type={type} />
          </QuestionnaireGate>
        </ResidenceGate>
      </RealAccountOnly>
    </div>
  );
}
