import { Dialog, DotLoading } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes, PAYOUT_TYPE, type PayoutMethod } from '@leverline/contract';
import { call } from '../../api/client';
import { PageNav } from '../../ui/PageNav';
import { LoadFailed } from '../../ui/LoadFailed';
import { bindPath, type PayoutType } from './payoutType';
import { PayoutMethodItem } from './PayoutMethodItem';
import { useSession } from '../identity/useSession';
import { RealAccountOnly } from '../identity/RealAccountOnly';
import { usePayoutMethods } from './usePayoutMethods';
import './funding.css';

/** The bound methods of a type; a part of PayoutListPage shown to real accounts. */
function PayoutList({ type }: { type: PayoutType }) {
  const { t } = useTranslation();
  const methods = usePayoutMethods(type);

  const remove = async (method: PayoutMethod) => {
    const confirmed = await Dialog.confirm({
      content: t('payout.delete_confirm'),
      confirmText: <span data-testid="confirm-delete-payout">{t('payout.delete')}</span>,
      cancelText: <span data-testid="keep-payout">{t('common.cancel')}</span>,
    });
    if (!confirmed) return;
    try {
      await call(routes.delDrawMethod, { id: method.id }, { loading: true, toastSuccess: true });
    } catch {
      // the API client has shown the server's message (e.g. in use by a withdrawal)
    }
    await methods.reload();
  };

  if (methods.status === 'loading') return <DotLoading className="funding-loading" />;
  if (methods.status === 'failed') return <LoadFailed onRetry={() => void methods.reload()} />;
  const list = methods.data ?? [];
  if (list.length === 0) {
    return (
      <p className="funding-empty" data-testid="payouts-empty">
        {t('common.no_data')}
      </p>
    );
  }
  return (
    <>
      <ul className="payout-list" data-testid="payouts">
        {list.map((method) => (
          <li key={method.id}>
            <PayoutMethodItem method={method} onDelete={(m) => void remove(m)} />
          </li>
        ))}
      </ul>
      <p className="funding-note is-centered">{t('payout.swipe_hint')}</p>
    </>
  );
}

/**
 * Bound bank cards (§2 /mine/bank-card-list, type 2) or coin addresses (/mine/coin-address-list,
 * type 1): the add icon leads to the bind page of that type; swipe an item to delete it.
 */
export function PayoutListPage({ type }: { type: PayoutType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const title = type === PAYOUT_TYPE.bank ? t('payout.bank_title') : t('payout.coin_title');
  const add = (
    <button
      type="button"
      className="icon-button"
      onClick={() => void navigate(bindPath(type))}
      aria-label={type === PAYOUT_TYPE.bank ? t('payout.add_bank') : t('payout.add_coin')}
      data-testid="payout-add"
    >
      <AddOutline />
    </button>
  );
  return (
    <div className="page funding-page">
      <PageNav title={title} fallback="/mine/wallet" right={user?.is_demo === 1 ? undefined : add} />
      <RealAccountOnly>
        <PayoutList type={type} />
      </RealAccountOnly>
    </div>
  );
}
