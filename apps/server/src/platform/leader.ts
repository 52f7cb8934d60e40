/**
 * Which node runs the quote feed and the trading engine: the one holding a PostgreSQL advisory
 * lock. Every candidate keeps trying to take the lock on its own connection; the first to get it
 * leads until its process ends, when PostgreSQL releases the lock with the connection and a
 * standby takes it within `retryMs`.
 *
 * A leader that loses its lock connection (PostgreSQL restarted, the network failed) takes the
 * lock again as soon as the database answers, and carries on. If another node holds it by then,
 * this one is no longer alone, so it stops at once (`onLost`, by default ending the process; its
 * supervisor starts it again as a standby). Fills are guarded in the database anyway (an order
 * moves out of "pending" once), so even the short overlap could not fill one twice.
 */
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** The lock's key: "LVRL" in ASCII. Every node of one installation uses the same. */
export const ENGINE_LOCK_KEY = 0x4c56524c;

export interface Leadership {
  /** True once this node holds the lock. */
  leading(): boolean;
  /** Stops trying (a standby) or gives the lock back (the leader). */
  stop(): Promise<void>;
}

export interface LeadershipOptions {
  url: string;
  log: FastifyBaseLogger;
  /** Called once, when this node takes the lock. */
  onLead: () => Promise<void>;
  /** Called once when this node, having led, finds another holding the lock: it leads no more. */
  onLost?: () => void;
  retryMs?: number;
  key?: number;
}

export async function engineLeadership(options: LeadershipOptions): Promise<Leadership> {
  const retryMs = options.retryMs ?? 1000;
  const key = options.key ?? ENGINE_LOCK_KEY;
  const onLost =
    options.onLost ??
    (() => {
      options.log.fatal('engine lock held by another node: stopping, so that it leads alone');
      process.exit(1);
    });
  let client: pg.Client | undefined;
  let leading = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  /** One try at the lock on this node's connection, opened if needed; throws if the database does not answer. */
  const tryLock = async (): Promise<boolean> => {
    try {
      client ??= await connect();
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
      return rows[0]?.locked === true;
    } catch (error) {
      const failed = client;
      client = undefined;
      await failed?.end().catch(() => undefined);
      throw error;
    }
  };

  let regaining = false;
  /** The leader's lock connection ended: take the lock again, or give way to whoever has it. */
  const regain = async () => {
    if (regaining || stopped) return;
    regaining = true;
    options.log.warn('engine lock connection lost: taking the lock again');
    while (!stopped) {
      let locked: boolean;
      try {
        locked = await tryLock();
      } catch {
        await new Promise((r) => setTimeout(r, retryMs));
        continue;
      }
      regaining = false;
      if (locked) options.log.info('engine lock taken again: this node still leads');
      else {
        leading = false;
        onLost();
      }
      return;
    }
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.url, application_name: 'leverline-engine-lock' });
    // A cut connection reports 'error' and then 'end': it is lost once. (Acting on both could
    // regain twice, and give way twice, once the first regain had finished.)
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      if (client === next) client = undefined;
      if (leading && !stopped) void regain();
    };
    next.on('error', (error) => {
      options.log.error({ err: error }, 'engine lock connection failed');
      lost();
    });
    next.on('end', lost);
    await next.connect();
    return next;
  };

  /** A standby's try; a failure to start leading (onLead) is not caught: the process must not half-lead. */
  const attempt = async (): Promise<void> => {
    if (stopped || leading) return;
    let locked = false;
    try {
      locked = await tryLock();
    } catch (error) {
      options.log.warn({ err: error }, 'engine lock: attempt failed, retrying');
    }
    if (locked) {
      leading = true;
      options.log.info('engine lock taken: this node runs the feed and the trading engine');
      await options.onLead();
      return;
    }
    if (!stopped) {
      timer = setTimeout(() => void attempt(), retryMs);
      timer.unref();
    }
  };

  await attempt();
  if (!leading) options.log.info('engine lock held by another node: standing by');
  return {
    leading: () => leading,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
