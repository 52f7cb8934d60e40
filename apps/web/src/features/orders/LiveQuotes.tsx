import { useInstruments } from '../quotes/instruments';
import { useDayMarket } from '../quotes/useDayMarket';

/**
 * Keeps the quote store filled and moving while shown: the pending list measures each order's
 * distance to its trigger against the live price. Renders nothing.
 */
export function LiveQuotes() {
  useInstruments();
  useDayMarket();
  return null;
}
