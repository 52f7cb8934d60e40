/**
 * The contract's plain values: socket topics and timing, order states and types, push names.
 * No schemas here, so the traders' app can use them without downloading the validation library
 * (their modules are imported by the live socket on the first screen).
 */

// ---- the live socket (/v1/ws) -------------------------------------------------------------------

/**
 * Topics a client may subscribe to: DAY_MARKET and KLINE.{code} for everyone, FOREX_TRADE and
 * FOREX_CLOSED, SUPPORT_CHAT and NOTICE for the connection's own user (nothing arrives on them
 * until it logs in).
 */
export const DAY_MARKET = 'DAY_MARKET';
export const klineTopic = (code: string) => `KLINE.${code}`;
export const TOPIC_PATTERN = /^(DAY_MARKET|FOREX_TRADE|FOREX_CLOSED|SUPPORT_CHAT|NOTICE|KLINE\.[A-Z0-9._-]{1,24})$/;
/** Per-user topic of the notifications told while the app is open (docs/notifications.md). */
export const NOTICE = 'NOTICE';

/** Socket timing (§4, §9). */
export const SOCKET_HEARTBEAT_MS = 5000;
export const SOCKET_CONNECT_TIMEOUT_MS = 5000;
export const SOCKET_MAX_MISSED_PONGS = 3;

// ---- orders ---------------------------------------------------------------------------------------

/** Money as the staff console's API writes it: exact decimal text with 6 places, e.g. "10000.000000". */
export const MONEY_TEXT = /^-?\d+\.\d{6}$/;

/**
 * Places money is written at on the traders' API and socket (the ledger's own), as a JSON number:
 * 10000, 12.5, -0.000125. A number with at most 15 significant digits parses back to exactly the
 * decimal written, so balances up to 999,999,999.999999 travel exactly.
 */
export const MONEY_PLACES = 6;

/**
 * Order status (§3, and the family's 4): 0 pending, 1 holding, 3 closed, 4 cancelled (a pending
 * order that never opened: cancelled, expired or removed by a stop-out or a reset). History lists
 * both 3 and 4.
 */
export const ORDER_STATUS = { pending: 0, holding: 1, completed: 3, cancelled: 4 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
/** OrderType (§3): 1 buy (long), 2 sell (short). */
export const ORDER_TYPE = { buy: 1, sell: 2 } as const;

/**
 * Why an order ended: closed by the trader (`user`, all at once with `close_all`, or a part of it
 * with `partial`), by one of its protections, by a stop-out, cancelled by the trader or at its
 * expiry, or by a demo reset.
 */
export const CLOSE_REASONS = [
  'user',
  'partial',
  'take_profit',
  'stop_loss',
  'trailing_stop',
  'stop_out',
  'cancel',
  'expired',
  'demo_reset',
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

// ---- live pushes (per user, on the socket after login) ------------------------------------------

export const FOREX_TRADE = 'FOREX_TRADE';
export const FOREX_CLOSED = 'FOREX_CLOSED';
/** A new message in the user's support conversation (support.ts, SupportChatPush). */
export const SUPPORT_CHAT = 'SUPPORT_CHAT';
