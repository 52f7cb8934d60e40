import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@leverline/contract';
import { quoteOf } from '../quotes/quoteStore';
import { useQuote } from '../quotes/useQuote';

/** "Market closed" while the instrument's market is closed (§4); follows live status changes. */
export function ClosedBanner({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const quote = useQuote(instrument.Code) ?? quoteOf(instrument);
  if (quote.isMarketOpen) return null;
  return (
    <div className="market-closed-banner" role="status" data-testid="market-closed">
      <ClockCircleOutline className="market-closed-icon" aria-hidden="true" />
      <span>
        <strong>{t('trade.market_closed')}</strong>
        <span className="market-closed-note">{t('trade.market_closed_note')}</span>
      </span>
    </div>
  );
}
