/**
 * Order kinds and the levels they wait for, in one place: what each kind watches (the bid or the
 * ask), when it fires (the price falling to its level or rising to it) and, for a trailing stop,
 * how its level moves. The engine's trigger index and the order service both read these rules;
 * adding a kind is one entry here and its tests.
 *
 * Prices are integer price units (10^-digits of the quote currency): exact, and cheap on the tick
 * path. A level compared with the ask is kept in bid units by subtracting the spread, since the
 * ask is always the bid plus the instrument's spread.
 */
import type { Side } from './trading.js';

/** Which quote a level is compared with. A buy opens at the ask and closes at the bid; a sell the other way. */
export type Watched = 'bid' | 'ask';

/** `falling`: fires when the watched price is at or below the level; `rising`: at or above it. */
export type Direction = 'falling' | 'rising';

export interface TriggerRule {
  watches: Watched;
  fires: Direction;
}

// ---- how an order opens -------------------------------------------------------------------------

/**
 * How an order opens: at market, or pending at a target. A buy limit waits for the ask to fall to
 * its target, a buy stop for the ask to rise to it; a sell limit waits for the bid to rise to its
 * target, a sell stop for the bid to fall to it (MT5's four pending types).
 */
export const PENDING_KINDS = ['buy_limit', 'sell_limit', 'buy_stop', 'sell_stop'] as const;
export type PendingKind = (typeof PENDING_KINDS)[number];
export const ORDER_KINDS = ['market', ...PENDING_KINDS] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const PENDING_RULES: Readonly<Record<PendingKind, { side: Side } & TriggerRule>> = {
  buy_limit: { side: 'buy', watches: 'ask', fires: 'falling' },
  buy_stop: { side: 'buy', watches: 'ask', fires: 'rising' },
  sell_limit: { side: 'sell', watches: 'bid', fires: 'rising' },
  sell_stop: { side: 'sell', watches: 'bid', fires: 'falling' },
};

export function isPendingKind(kind: string): kind is PendingKind {
  return kind in PENDING_RULES;
}

/**
 * The kind of a pending order from its target and the quote when it is placed: a buy below the ask
 * is a limit, at or above it a stop; a sell above the bid is a limit, at or below it a stop. (A
 * target at the price itself is a stop: it fires with the next tick that touches it.)
 */
export function pendingKind(side: Side, targetUnits: number, bidUnits: number, askUnits: number): PendingKind {
  if (side === 'buy') return targetUnits < askUnits ? 'buy_limit' : 'buy_stop';
  return targetUnits > bidUnits ? 'sell_limit' : 'sell_stop';
}

// ---- what protects a position ---------------------------------------------------------------------

/**
 * What closes a position by itself: a stop-loss (against it), a take-profit (in its favour), and a
 * trailing stop, a stop-loss whose level follows the price at a fixed distance, only ever in the
 * position's favour.
 */
export const PROTECTION_KINDS = ['stop_loss', 'take_profit', 'trailing_stop'] as const;
export type ProtectionKind = (typeof PROTECTION_KINDS)[number];

/**
 * A position's protections watch the price it would close at (the bid for a buy, the ask for a
 * sell): a stop-loss or trailing stop fires as that price falls to it for a buy (rises, for a
 * sell), a take-profit the other way.
 */
export function protectionRule(kind: ProtectionKind, side: Side): TriggerRule {
  const watches: Watched = side === 'buy' ? 'bid' : 'ask';
  const against: Direction = side === 'buy' ? 'falling' : 'rising';
  const favour: Direction = side === 'buy' ? 'rising' : 'falling';
  return { watches, fires: kind === 'take_profit' ? favour : against };
}

// ---- firing ------------------------------------------------------------------------------------

/** Whether a level of this rule is reached at these quotes. */
export function fires(rule: TriggerRule, levelUnits: number, bidUnits: number, askUnits: number): boolean {
  const price = rule.watches === 'bid' ? bidUnits : askUnits;
  return rule.fires === 'falling' ? price <= levelUnits : price >= levelUnits;
}

/**
 * A level as the trigger index keeps it: in bid units (an ask level less the spread) and on the
 * side the bid crosses it from. It fires exactly when `fires` says so, for any bid, as long as the
 * ask is the bid plus `spreadUnits` (property-tested).
 */
export function indexKey(rule: TriggerRule, levelUnits: number, spreadUnits: number): { key: number; fires: Direction } {
  return { key: rule.watches === 'bid' ? levelUnits : levelUnits - spreadUnits, fires: rule.fires };
}

// ---- trailing stops ----------------------------------------------------------------------------------

/**
 * A trailing stop remembers the best price its position has been able to close at since the stop
 * was set (the highest bid for a buy, the lowest ask for a sell): its level is that extreme less
 * the distance for a buy, plus it for a sell. A price better than the extreme moves the extreme,
 * and so the level, with it; a worse one moves nothing, so the level never goes back.
 */
export function trailingLevel(side: Side, extremeUnits: number, distanceUnits: number): number {
  return side === 'buy' ? extremeUnits - distanceUnits : extremeUnits + distanceUnits;
}

/** The extreme after a quote: the bid if it is higher (buy), the ask if it is lower (sell); else as it was. */
export function ratchet(side: Side, extremeUnits: number, bidUnits: number, askUnits: number): number {
  return side === 'buy' ? Math.max(extremeUnits, bidUnits) : Math.min(extremeUnits, askUnits);
}

/** The price a trailing stop starts from: the price its position closes at now. */
export function trailingStart(side: Side, bidUnits: number, askUnits: number): number {
  return side === 'buy' ? bidUnits : askUnits;
}

// ---- expiry ------------------------------------------------------------------------------------

/**
 * How long a pending order waits: until cancelled (good till cancelled), to the end of the UTC day
 * it was placed in, or to a date and time the trader chose.
 */
export const EXPIRIES = ['gtc', 'day', 'date'] as const;
export type Expiry = (typeof EXPIRIES)[number];

/** When an order placed at `nowMs` with `expiry` expires (Unix ms), or null for never. */
export function expiresAt(expiry: Expiry, nowMs: number, chosenMs?: number): number | null {
  if (expiry === 'gtc') return null;
  if (expiry === 'day') {
    const day = new Date(nowMs);
    return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
  }
  return chosenMs ?? null;
}
