import { DAY_MARKET } from '@leverline/contract';
import { useLiveTopic } from '../../api/useLive';
import { quoteStore } from './quoteStore';

/** Keeps the quote store moving with DAY_MARKET pushes while the calling screen is shown. */
export function useDayMarket(): void {
  useLiveTopic(DAY_MARKET, (message) => quoteStore.applyDayMarket(message));
}
