import { FOREX_TRADE, isForexTradePush, type ForexTradePush } from '@leverline/contract';
import { useLiveMessage } from '../../api/useLive';

/**
 * Calls the latest `onPush` with each FOREX_TRADE push (the account's live figures and each open
 * position's price and profit) while mounted. A push that does not match the contract is ignored.
 */
export function useForexTrade(onPush: (push: ForexTradePush) => void): void {
  useLiveMessage(FOREX_TRADE, (message) => {
    // The contract's check without zod (push-checks.ts): zod is not loaded on trade's first screen.
    if (isForexTradePush(message.data)) onPush(message.data);
    else console.warn('FOREX_TRADE push not understood', message.data);
  });
}
