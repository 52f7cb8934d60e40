import { useTranslation } from 'react-i18next';
import type { Order } from '@leverline/contract';
import { formatUnixTime } from '../../ui/dateTime';
import { useQuote } from '../quotes/useQuote';
import { NO_VALUE } from './format';
import { triggerDistance } from './orderKind';

interface PendingTriggerProps {
  order: Order;
  /** Test ids carry the order's id in a list; the detail has one order. */
  testIdSuffix: string;
}

/**
 * A pending order's live side: the price its trigger watches, moving with the quotes, the distance
 * still to go to the target, and when the order expires. Rows of a description list (dt/dd).
 */
export function PendingTrigger({ order, testIdSuffix }: PendingTriggerProps) {
  const { t, i18n } = useTranslation();
  const quote = useQuote(order.ForexTradeLists.Code);
  const trigger = triggerDistance(order, quote?.close, quote?.ask);
  return (
    <>
      <div>
        <dt>{t('orders.live_price')}</dt>
        <dd dir="ltr" data-testid={`pending-live${testIdSuffix}`}>
          {trigger?.livePrice ?? NO_VALUE}
        </dd>
      </div>
      <div>
        <dt>{t('orders.distance')}</dt>
        <dd dir="ltr" data-testid={`pending-distance${testIdSuffix}`}>
          {trigger?.distance ?? NO_VALUE}
        </dd>
      </div>
      <div>
        <dt>{t('orders.expiry')}</dt>
        <dd dir="ltr" data-testid={`pending-expiry${testIdSuffix}`}>
          {order.Expiry === 'gtc' || order.ExpireTime === 0 ? (
            t('orders.expiry_gtc')
          ) : (
            <bdi>{formatUnixTime(order.ExpireTime, i18n.language)}</bdi>
          )}
        </dd>
      </div>
    </>
  );
}
