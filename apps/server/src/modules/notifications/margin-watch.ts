/**
 * Margin warnings: the engine tells this watcher each account's margin level as its passes value
 * it; the watcher keeps, per account, the band the level is in — how many of the warning levels
 * (the owner's margin_warning_levels above the margin-call level, and the margin-call level) it is
 * at or under — and tells the trader when
 * the level falls into a deeper band. Once per crossing: a level that hovers around a threshold is
 * told again only after it has climbed back above it. Bands live in the database (margin_bands), so
 * a restart or an engine that takes over does not tell the same crossing again.
 */
import { decimal, parseMarginWarningLevels } from '@leverline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { NotificationService } from './notifications.service.js';
import * as repo from './notifications.repo.js';

export class MarginWatch {
  private readonly bands = new Map<number, number>();
  private levels: { pct: string; marginCall: boolean }[] = [];
  private stopOut = '';
  private levelsReadMs = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly o: { db: Db; clock: Clock; settings: SettingsService; notices: NotificationService; log: FastifyBaseLogger }) {}

  /** Reads the bands from the database (forgetting memory) and the levels from settings. */
  async start(): Promise<void> {
    await this.chain;
    this.bands.clear();
    for (const row of await repo.marginBandsAbove(this.o.db, 0)) this.bands.set(row.accountId, row.band);
    await this.refreshLevels();
    this.levelsReadMs = this.o.clock.now().getTime();
  }

  /** Reads the warning, margin-call and stop-out levels (settings the owner may change at any time). */
  async refreshLevels(): Promise<void> {
    const s = await this.o.settings.get(['margin_warning_levels', 'margin_call_level', 'stop_out_level']);
    const marginCall = decimal(s.margin_call_level);
    // Highest first; warning levels at or under a margin-call level raised past them are left out.
    const warnings = (parseMarginWarningLevels(s.margin_warning_levels) ?? []).filter((pct) => decimal(pct).gt(marginCall));
    const levels = [...warnings.map((pct) => ({ pct, marginCall: false })), { pct: s.margin_call_level, marginCall: true }];
    // A change of levels renumbers the bands: a band kept from the old levels is read in the new
    // ones, which at worst tells one crossing more or less on the next pass, never one per tick.
    this.levels = levels;
    this.stopOut = s.stop_out_level;
  }

  /** Resolves when the crossings seen so far are recorded and told (tests). */
  idle(): Promise<void> {
    return this.chain;
  }

  /** One account's margin level, as a pass valued it. */
  observe(account: { accountId: number; userId: number }, atOrBelow: (pct: string) => boolean, levelPct: () => string | null): void {
    // The levels are settings staff may change: read again every few seconds (the settings service caches them).
    const nowMs = this.o.clock.now().getTime();
    if (nowMs - this.levelsReadMs > 5000) {
      this.levelsReadMs = nowMs;
      this.refreshLevels().catch((error: unknown) => this.o.log.error({ err: error }, 'margin levels not read'));
    }
    let band = 0;
    while (band < this.levels.length && atOrBelow(this.levels[band]!.pct)) band++;
    const before = this.bands.get(account.accountId) ?? 0;
    if (band === before) return;
    if (band === 0) this.bands.delete(account.accountId);
    else this.bands.set(account.accountId, band);
    const crossed = band > before ? this.levels[band - 1] : undefined;
    const level = crossed ? levelPct() : null;
    const at = this.o.clock.now();
    const stopOut = this.stopOut;
    this.chain = this.chain
      .then(async () => {
        const crossing = await repo.moveBand(this.o.db, account.accountId, before, band, at);
        if (crossing === undefined || !crossed || level === null) return;
        this.o.notices.tell({
          userId: account.userId,
          kind: 'margin',
          eventKey: `margin.${account.accountId}.${crossing}`,
          topic: crossed.marginCall ? 'margin_call' : 'margin_warning',
          params: { margin_level: level, threshold: crossed.pct, stop_out: stopOut },
          link: '/order',
        });
      })
      .catch((error: unknown) => this.o.log.error({ err: error }, 'margin band not recorded'));
  }
}
