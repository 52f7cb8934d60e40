import { memo } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { LeadTrader } from '@leverline/contract';
import { useNumbers } from '../../ui/useNumbers';
import { formatUnixTime } from '../../ui/dateTime';
import { wireLots, wirePercent, wirePrice } from '../../ui/wire';
import { money6, moneyDirection, multipleText } from '../rank/figures';

const TYPE_KEYS = {
  1: 'copy.type_steady',
  2: 'copy.type_balanced',
  3: 'copy.type_aggressive',
} as const satisfies Record<LeadTrader['type'], string>;

/** OrderType 1 is a buy (§3). */
const BUY = 1;

interface LeadCardProps {
  lead: LeadTrader;
  /** Whether this card is the caller's own (no follow button then: one cannot follow oneself). */
  isSelf: boolean;
  busy: boolean;
  onToggle: (lead: LeadTrader) => void;
}

type LeadOrder = LeadTrader['orders'][number];

function LeadOrderRow({ order }: { order: LeadOrder }) {
  const { t, i18n } = useTranslation();
  const numbers = useNumbers();
  const isBuy = order.OrderType === BUY;
  return (
    <li className="lead-order">
      <span className="lead-order-main">
        <span className="lead-order-code" dir="ltr">
          {order.ShowCode}
        </span>
        <span className={isBuy ? 'lead-side is-buy' : 'lead-side is-sell'}>
          {isBuy ? t('order.buy') : t('order.sell')}
        </span>
        <span className="lead-order-lots" dir="ltr">
          {t('copy.lots', { lots: wireLots(order.Quantity) })}
        </span>
        <span className={`lead-order-profit is-${moneyDirection(order.FactProfits)}`} dir="ltr">
          {numbers.signedDecimal(money6(order.FactProfits))}
        </span>
      </span>
      <span className="lead-order-sub">
        <span dir="ltr">
          {wirePrice(order.Price, order.PricePrecision)} → {wirePrice(order.UpdatePrice, order.PricePrecision)}
        </span>
        <time dateTime={new Date(order.CompleteTime * 1000).toISOString()} dir="ltr">
          {formatUnixTime(order.CompleteTime, i18n.language)}
        </time>
      </span>
    </li>
  );
}

/**
 * A lead trader: masked name and declared style, followers, the 3-week figures (as on the
 * ranking), their latest closed trades, and the follow button.
 */
export const LeadCard = memo(function LeadCard({ lead, isSelf, busy, onToggle }: LeadCardProps) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  return (
    <section className="lead-card" data-testid={`lead-${lead.id}`} aria-label={lead.user}>
      <header className="lead-head">
        <span className="lead-avatar" aria-hidden="true">
          {lead.user.slice(0, 1).toUpperCase()}
        </span>
        <span className="lead-who">
          <span className="lead-name-line">
            <span className="lead-name" dir="ltr">
              {lead.user}
            </span>
            <span className={`lead-type is-type-${lead.type}`}>{t(TYPE_KEYS[lead.type])}</span>
          </span>
          <span className="lead-followers">
            {t('copy.followers')}{' '}
            <span dir="ltr" data-testid={`lead-followers-${lead.id}`}>
              {lead.total_followers}
            </span>
          </span>
        </span>
        {!isSelf && (
          <Button
            size="small"
            color="primary"
            fill={lead.followed ? 'outline' : 'solid'}
            loading={busy}
            disabled={busy}
            aria-pressed={lead.followed}
            onClick={() => onToggle(lead)}
            data-testid={`lead-follow-${lead.id}`}
          >
            {lead.followed ? t('copy.following') : t('copy.follow')}
          </Button>
        )}
      </header>
      <dl className="lead-figures">
        <div className="lead-figure-main">
          <dt>{t('rank.three_week_rate')}</dt>
          <dd
            dir="ltr"
            className={`is-${moneyDirection(lead.three_week_rate)}`}
            data-testid={`lead-rate-${lead.id}`}
          >
            {numbers.signedPercent(wirePercent(lead.three_week_rate))}
          </dd>
        </div>
        <div>
          <dt>{t('rank.three_week_win')}</dt>
          <dd dir="ltr">{numbers.percent(wirePercent(lead.three_week_win))}</dd>
        </div>
        <div>
          <dt>{t('rank.three_week_profit')}</dt>
          <dd
            dir="ltr"
            className={`is-${moneyDirection(lead.three_week_profit)}`}
            data-testid={`lead-profit-${lead.id}`}
          >
            {numbers.signedDecimal(money6(lead.three_week_profit))}
          </dd>
        </div>
        <div>
          <dt>{t('rank.multiple')}</dt>
          <dd dir="ltr">{multipleText(lead.multiple)}</dd>
        </div>
      </dl>
      <h3 className="lead-orders-title">{t('copy.latest_trades')}</h3>
      {lead.orders.length === 0 ? (
        <p className="lead-orders-empty">{t('copy.no_trades')}</p>
      ) : (
        <ul className="lead-orders" data-testid={`lead-orders-${lead.id}`}>
          {lead.orders.map((order, index) => (
            // Closed trades come without their ids; the list is fixed per answer, newest first.
            <LeadOrderRow key={`${order.CompleteTime}-${index}`} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
});
