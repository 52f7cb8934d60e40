/**
 * The contract's plain values: socket topics and timing, order states and types, push names.
 * No schemas here, so the traders' app can use them without downloading the validation library
 * (their modules are imported by the live socket on the first screen).
 */

// ---- the live socket (/v1/ws) -------------------------------------------------------------------

/** Topics a client may subscribe to. KLINE topics name an instrument code: KLINE.EURUSD. */
export const DAY_MARKET = 'DAY_MARKET';
export const klineTopic = (code: string) => `KLINE.${code}`;
export const TOPIC_PATTERN = /^(DAY_MARKET|KLINE\.[A-Z0-9._-]{1,24})$/;

/** Socket timing (§4, §9). */
export const SOCKET_HEARTBEAT_MS = 5000;
export const SOCKET_CONNECT_TIMEOUT_MS = 5000;
export const SOCKET_MAX_MISSED_PONGS = 3;

// ---- orders ---------------------------------------------------------------------------------------

/** Money as the server writes it: exact decimal text with 6 places, e.g. "10000.000000". */
export const MONEY_TEXT = /^-?\d+\.\d{6}$/;

/** Order status (§3): 0 pending, 1 holding, 3 completed (closed or cancelled). */
export const ORDER_STATUS = { pending: 0, holding: 1, completed: 3 } as const;
/** OrderType (§3): 1 buy (long), 2 sell (short). */
export const ORDER_TYPE = { buy: 1, sell: 2 } as const;

/** Why a completed order ended. */
export const CLOSE_REASONS = ['user', 'take_profit', 'stop_loss', 'stop_out', 'cancel', 'demo_reset'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

// ---- live pushes (per user, on the socket after login) ------------------------------------------

export const FOREX_TRADE = 'FOREX_TRADE';
export const FOREX_CLOSED = 'FOREX_CLOSED';
