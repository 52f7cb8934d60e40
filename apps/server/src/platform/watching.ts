/**
 * Which users have a socket logged in, on any node: the trading engine's pass builds FOREX_TRADE
 * (every open position's price and profit) only for them. Most accounts holding positions have
 * nobody watching at a given moment, and valuing every position of each of them twice a second
 * for a message nobody receives would be most of the engine's work.
 *
 * Each gateway names its users on the bus: a user at once when their first socket on that node
 * logs in, and all of them every WATCHING_REFRESH_MS. A user not named for WATCHING_TTL_MS is taken
 * to have gone; so a user who closed the app still gets pushes for up to that long (harmless),
 * and one who opens it gets them from the next pass.
 */
import type { Bus, BusMessage } from './bus.js';

/** Bus topic: a gateway names users with a socket logged in on it (payload: JSON array of ids). */
export const WATCHING_TOPIC = 'USERS.WATCHING';
/** How often each gateway names all of its logged-in users again. */
export const WATCHING_REFRESH_MS = 15_000;
/** A user not named for this long is taken to have no socket open. */
export const WATCHING_TTL_MS = 40_000;

/** The message a gateway publishes to name its users. */
export function watchingMessage(userIds: Iterable<number>): BusMessage {
  return { topic: WATCHING_TOPIC, key: 'watching', payload: JSON.stringify([...userIds]) };
}

/** The users named on the bus lately, each until its name lapses. */
export class WatchedUsers {
  /** When each user's naming lapses, in clock milliseconds. */
  private readonly until = new Map<number, number>();
  private lastSweep = 0;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  /** Listens on the bus; returns the function that stops listening. */
  listen(bus: Bus): () => void {
    this.unsubscribe = bus.subscribe((m) => {
      if (m.topic === WATCHING_TOPIC) this.take(m.payload);
    });
    return () => this.unsubscribe?.();
  }

  /** Takes in a gateway's message; anything that is not a list of user ids is ignored. */
  take(payload: string): void {
    let ids: unknown;
    try {
      ids = JSON.parse(payload);
    } catch {
      return;
    }
    if (!Array.isArray(ids)) return;
    const now = this.now();
    const lapses = now + WATCHING_TTL_MS;
    for (const id of ids) if (Number.isSafeInteger(id)) this.until.set(id as number, lapses);
    if (now - this.lastSweep >= WATCHING_REFRESH_MS) {
      this.lastSweep = now;
      for (const [id, until] of this.until) if (until <= now) this.until.delete(id);
    }
  }

  has(userId: number): boolean {
    const until = this.until.get(userId);
    return until !== undefined && until > this.now();
  }
}
