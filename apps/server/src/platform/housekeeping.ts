/**
 * Housekeeping: deletes the rows nothing can use any more (ended sessions, old verification codes,
 * captchas and idempotency keys) every few minutes, in batches, so the tables stay small and a
 * backlog never holds locks for long. Each job deletes one batch at a time until a batch comes
 * back short or the run's share is done; the next run carries on.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface SweepJob {
  name: string;
  /** Deletes at most `limit` rows that were dead at `now`; returns how many it deleted. */
  sweep(now: Date, limit: number): Promise<number>;
}

export interface HousekeepingOptions {
  jobs: SweepJob[];
  now: () => Date;
  log: FastifyBaseLogger;
  /** Between two runs. */
  everyMs?: number;
  /** Rows one statement deletes at most. */
  batch?: number;
  /** Batches one job runs at most per run. */
  batchesPerRun?: number;
}

/** How often housekeeping runs by default. */
export const SWEEP_EVERY_MS = 5 * 60_000;
/**
 * Rows are deleted an hour after they ended, not at once: a node whose clock is a little behind
 * never finds a row gone that it still takes as live, and an ended session still tells a support
 * question from the day apart from an unknown token.
 */
export const SWEEP_GRACE_MS = 3600_000;
const BATCH = 1_000;
const BATCHES_PER_RUN = 50;

export class Housekeeping {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Record<string, number>> | undefined;

  constructor(private readonly o: HousekeepingOptions) {}

  /** Runs every job once; returns the rows each deleted. Runs do not overlap. */
  sweep(now = this.o.now()): Promise<Record<string, number>> {
    this.running ??= this.run(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(now: Date): Promise<Record<string, number>> {
    const batch = this.o.batch ?? BATCH;
    const deleted: Record<string, number> = {};
    for (const job of this.o.jobs) {
      let total = 0;
      try {
        for (let i = 0; i < (this.o.batchesPerRun ?? BATCHES_PER_RUN); i++) {
          const n = await job.sweep(now, batch);
          total += n;
          if (n < batch) break;
        }
      } catch (error) {
        // A failed job (the database restarting) is tried again on the next run.
        this.o.log.warn({ err: error, job: job.name }, 'housekeeping: sweep failed');
      }
      deleted[job.name] = total;
    }
    if (Object.values(deleted).some((n) => n > 0)) this.o.log.info({ deleted }, 'housekeeping: deleted rows nothing can use');
    return deleted;
  }

  /** Starts the timer (once); its runs never keep the process alive. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep(), this.o.everyMs ?? SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
