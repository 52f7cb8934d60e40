/**
 * The daily rollover: every position held through it is charged (or credited) its instrument's
 * swap rate for its side, through the ledger, as one `swap` entry per position; the configured
 * weekday counts three nights and the weekend none (domain latestRollover). Demo accounts are
 * financed like real ones, so a demo shows what the real account would cost.
 *
 * Exactly once: each charge records (order, rollover day) under a primary key in the transaction
 * that posts it, so a second node, a run repeated after a crash or a restart, finds the day done.
 * It runs on the node that leads the engine, every RUN_EVERY_MS: a node that was down at the
 * rollover catches up on the latest one when it starts. A position opened after the rollover, or
 * closed in the seconds between the rollover and the run, is not financed for it.
 */
import { latestRollover, swapUsd } from '@leverline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import * as ledger from '../ledger/ledger.service.js';
import type { MarketService } from '../market/market.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import * as repo from './trading.repo.js';
import type { TradingEvents } from './trading.events.js';

/** How often the leading node looks for positions the latest rollover has not financed yet. */
export const RUN_EVERY_MS = 30_000;
/** Positions financed in one transaction. */
const BATCH = 500;

export interface RolloverDeps {
  db: Db;
  market: MarketService;
  settings: SettingsService;
  events: TradingEvents;
  clock: Clock;
  log: FastifyBaseLogger;
}

export class SwapRollover {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly d: RolloverDeps) {}

  /** Finances every position the latest rollover before `now` has not; answers how many. Runs do not overlap. */
  run(now = this.d.clock.now()): Promise<number> {
    this.running ??= this.runAll(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runAll(now: Date): Promise<number> {
    const s = await this.d.settings.get(['rollover_hour_utc', 'swap_triple_weekday']);
    const rollover = latestRollover(now, Number(s.rollover_hour_utc), Number(s.swap_triple_weekday));
    if (rollover.nights === 0) return 0;
    let total = 0;
    for (;;) {
      const done = await this.batch(rollover, now);
      total += done;
      if (done < BATCH) break;
    }
    if (total > 0) this.d.log.info({ day: rollover.day, nights: rollover.nights, positions: total }, 'rollover: positions financed');
    return total;
  }

  private async batch(rollover: ReturnType<typeof latestRollover>, now: Date): Promise<number> {
    const due = await repo.positionsToFinance(this.d.db, rollover.at, rollover.day, BATCH);
    if (due.length === 0) return 0;
    const charges = due.map((order) => {
      const instrument = this.d.market.instrument(order.instrumentId);
      const rate = instrument ? (order.side === 'buy' ? instrument.swapLongUsd : instrument.swapShortUsd) : '0';
      return { order, code: instrument?.code ?? '', amountUsd: swapUsd(order.lots, rate, rollover.nights) };
    });
    const moved = await this.d.db.transaction(async (tx) => {
      const recorded = await repo.recordSwapCharges(
        tx,
        charges.map((c) => ({ orderId: c.order.id, day: rollover.day, accountId: c.order.accountId, amountUsd: c.amountUsd, nights: rollover.nights, chargedAt: now })),
      );
      const moving = charges.filter((c) => recorded.has(c.order.id) && c.amountUsd !== '0.000000');
      await ledger.postMany(
        tx,
        moving.map((c) => ({
          accountId: c.order.accountId,
          posting: { amount: c.amountUsd, type: 'swap', memo: `${c.code} #${c.order.id}`, refType: 'order', refId: String(c.order.id) },
        })),
        now,
      );
      await repo.addSwaps(tx, moving.map((c) => ({ orderId: c.order.id, amountUsd: c.amountUsd })));
      return moving;
    });
    // The engine values these accounts from their new balances and pushes the positions' swaps.
    for (const accountId of new Set(moved.map((c) => c.order.accountId))) await this.d.events.emit({ type: 'changed', accountId });
    return due.length;
  }

  /** Starts the timer (once) and runs at once, catching up on a rollover missed while down. */
  start(): void {
    if (this.timer) return;
    const tick = () => void this.run().catch((error: unknown) => this.d.log.warn({ err: error }, 'rollover failed; tried again on the next run'));
    tick();
    this.timer = setInterval(tick, RUN_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
