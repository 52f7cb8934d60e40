import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankEntry } from '@leverline/contract';
import { useNumbers } from '../../ui/useNumbers';
import { wirePercent } from '../../ui/wire';
import { money6, moneyDirection, multipleText } from './figures';

interface RankRowProps {
  entry: RankEntry;
  onOpen: (entry: RankEntry) => void;
}

/** The first three places are marked with medal colours. */
const PODIUM = 3;

/**
 * One ranked trader: place, masked name, the instrument and leverage they trade most, the 3-week
 * return (the sort key, largest), then win share, 3-week profit, all-time return and trade count.
 */
export const RankRow = memo(function RankRow({ entry, onOpen }: RankRowProps) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const { rank } = entry;
  return (
    <button
      type="button"
      className={rank <= PODIUM ? `rank-row is-top is-top-${rank}` : 'rank-row'}
      onClick={() => onOpen(entry)}
      data-testid={`rank-row-${rank}`}
    >
      <span className="rank-row-head">
        <span className="rank-place" aria-label={t('rank.place', { rank })}>
          {rank}
        </span>
        <span className="rank-who">
          <span className="rank-user" dir="ltr">
            {entry.user}
          </span>
          <span className="rank-tags">
            {entry.code && (
              <span className="rank-tag" dir="ltr">
                {entry.code}
              </span>
            )}
            <span className="rank-tag" dir="ltr" aria-label={t('rank.multiple')}>
              {multipleText(entry.multiple)}
            </span>
          </span>
        </span>
        <span className="rank-headline">
          <span
            className={`rank-rate is-${moneyDirection(entry.three_week_rate)}`}
            dir="ltr"
            data-testid={`rank-rate-${rank}`}
          >
            {numbers.signedPercent(wirePercent(entry.three_week_rate))}
          </span>
          <span className="rank-label">{t('rank.three_week_rate')}</span>
        </span>
      </span>
      <dl className="rank-figures">
        <div>
          <dt>{t('rank.three_week_win')}</dt>
          <dd dir="ltr" data-testid={`rank-win-${rank}`}>
            {numbers.percent(wirePercent(entry.three_week_win))}
          </dd>
        </div>
        <div>
          <dt>{t('rank.three_week_profit')}</dt>
          <dd
            dir="ltr"
            className={`is-${moneyDirection(entry.three_week_profit)}`}
            data-testid={`rank-profit-${rank}`}
          >
            {numbers.signedDecimal(money6(entry.three_week_profit))}
          </dd>
        </div>
        <div>
          <dt>{t('rank.total_rate')}</dt>
          <dd
            dir="ltr"
            className={`is-${moneyDirection(entry.total_rate)}`}
            data-testid={`rank-total-rate-${rank}`}
          >
            {numbers.signedPercent(wirePercent(entry.total_rate))}
          </dd>
        </div>
        <div>
          <dt>{t('rank.total_trades')}</dt>
          <dd dir="ltr" data-testid={`rank-trades-${rank}`}>
            {entry.total_trade_num}
          </dd>
        </div>
      </dl>
    </button>
  );
});
