import { SwipeAction } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PayoutMethod } from '@leverline/contract';
import { PayoutMethodSummary } from './PayoutMethodSummary';

interface PayoutMethodItemProps {
  method: PayoutMethod;
  onDelete: (method: PayoutMethod) => void;
}

/**
 * A bound payout method; swipe it to delete (§2). One that a withdrawal under review pays to
 * cannot be deleted yet, so it offers no delete and says why.
 */
export function PayoutMethodItem({ method, onDelete }: PayoutMethodItemProps) {
  const { t } = useTranslation();
  const actions = method.in_use
    ? []
    : [
        {
          key: 'delete',
          color: 'danger',
          text: <span data-testid={`payout-delete-${method.id}`}>{t('payout.delete')}</span>,
          onClick: () => onDelete(method),
        },
      ];
  return (
    <SwipeAction rightActions={actions} className="payout-swipe">
      <div className="payout-item" data-testid={`payout-${method.id}`}>
        <PayoutMethodSummary method={method} />
        {method.in_use && (
          <span className="payout-in-use" data-testid={`in-use-${method.id}`}>
            <span className="status-badge is-pending">{t('payout.in_use')}</span>
            <small>{t('payout.in_use_note')}</small>
          </span>
        )}
      </div>
    </SwipeAction>
  );
}
