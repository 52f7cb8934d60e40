import { FOREX_TRADE, forexTradePushSchema, type ForexTradePush } from '@leverline/contract';
import { useLiveMessage } from '../../api/useLive';

/**
 * Calls the latest `onPush` with each FOREX_TRADE push (the account's live figures and each open
 * position's price and profit) while mounted. A push that does not match the contract is ignored.
 */
export function useForexTrade(onPush: (push: ForexTradePush) => void): void {
  useLiveMessage(FOREX_TRADE, (message) => {
    const parsed = forexTradePushSchema.safeParse(message.data);
    if (parsed.success) onPush(parsed.data);
    else console.warn('FOREX_TRADE push not understood', parsed.error);
  });
}
