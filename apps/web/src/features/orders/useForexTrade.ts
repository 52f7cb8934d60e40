import { FOREX_TRADE, isForexTradePush, type ForexTradePush } from '@leverline/contract';
import { useLiveTopic } from '../../api/useLive';

/**
 * Subscribes to FOREX_TRADE while mounted and calls the latest `onPush` with each push (the
 * account's live figures and each open position as my_deal lists it). The server sends it only to
 * a logged-in connection, for its own user. A push that does not match the contract is ignored.
 */
export function useForexTrade(onPush: (push: ForexTradePush) => void): void {
  useLiveTopic(FOREX_TRADE, (message) => {
    // The contract's check without zod (push-checks.ts): zod is not loaded on trade's first screen.
    if (isForexTradePush(message)) onPush(message);
    else console.warn('FOREX_TRADE push not understood', message);
  });
}
