import { useTranslation } from 'react-i18next';
import { MONEY_SCALE } from '@leverline/domain';
import { useNumbers } from '../../ui/useNumbers';
import type { Estimate } from './orderEstimate';

interface EstimatePanelProps {
  estimate: Estimate;
  /** Free margin and stop-out need the account: shown to a logged-in trader only. */
  isLoggedIn: boolean;
  /** The instrument's PricePrecision, for the stop-out price. */
  precision: number;
}

const NONE = '--';

/**
 * The order's margin and fee (§9), and what it would leave: free margin (money, 6 places in the
 * reader's number style) and the stop-out price (as quoted, at the instrument's precision).
 */
export function EstimatePanel({ estimate, isLoggedIn, precision }: EstimatePanelProps) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const usd = (value: Estimate['marginUsd']) =>
    value ? `${numbers.decimal(value.toFixed(MONEY_SCALE))} USD` : NONE;
  const freeAfter = estimate.freeMarginAfterUsd;
  return (
    <dl className="order-estimate" aria-label={t('order.estimate')}>
      <div>
        <dt>{t('order.margin')}</dt>
        <dd dir="ltr" data-testid="estimate-margin">
          {usd(estimate.marginUsd)}
        </dd>
      </div>
      <div>
        <dt>{t('order.fee')}</dt>
        <dd dir="ltr" data-testid="estimate-fee">
          {usd(estimate.feeUsd)}
        </dd>
      </div>
      {isLoggedIn && (
        <div>
          <dt>{t('order.free_margin_after')}</dt>
          <dd
            dir="ltr"
            className={freeAfter?.lt(0) ? 'is-down' : undefined}
            data-testid="estimate-free-margin"
          >
            {usd(freeAfter)}
          </dd>
        </div>
      )}
      {isLoggedIn && (
        <div>
          <dt>{t('order.stop_out_price')}</dt>
          <dd dir="ltr" data-testid="estimate-stop-out">
            {estimate.stopOutPrice ? numbers.price(estimate.stopOutPrice.toFixed(precision)) : NONE}
          </dd>
        </div>
      )}
    </dl>
  );
}
