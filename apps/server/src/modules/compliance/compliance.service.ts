/**
 * The risk warning's figure: the share of retail accounts that lost money, by ESMA's method
 * (domain lossShare). Computed once per quarter over the twelve months before it, from the
 * ledger (realised results, fees and swaps of real accounts) and the positions still open valued
 * at the quotes when it is computed, then kept: every node shows the same figure all quarter.
 */
import { lossShare, lossSharePeriod } from '@leverline/domain';
import type { RiskWarning } from '@leverline/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import * as ledger from '../ledger/ledger.service.js';
import type { TradingService } from '../trading/trading.service.js';
import * as repo from './compliance.repo.js';

export interface ComplianceDeps {
  db: Db;
  trading: TradingService;
  clock: Clock;
}

export class ComplianceService {
  private computing: Promise<repo.LossShareRow> | undefined;

  constructor(private readonly d: ComplianceDeps) {}

  async riskWarning(): Promise<RiskWarning> {
    const row = await this.figure(this.d.clock.now());
    return {
      loss_pct: row.sharePct,
      accounts: row.accounts,
      period_start: row.periodStart.toISOString().slice(0, 10),
      period_end: new Date(row.periodEnd.getTime() - 1).toISOString().slice(0, 10),
    };
  }

  /** The figure of the quarter `now` falls in, computed on first demand. */
  async figure(now: Date): Promise<repo.LossShareRow> {
    const period = lossSharePeriod(now);
    const kept = await repo.figureFor(this.d.db, period.end);
    if (kept) return kept;
    this.computing ??= this.compute(period.start, period.end, now).finally(() => {
      this.computing = undefined;
    });
    return this.computing;
  }

  private async compute(start: Date, end: Date, now: Date): Promise<repo.LossShareRow> {
    const results = await ledger.tradingResultsOfRealAccounts(this.d.db, start, end);
    const floating = await this.d.trading.floatingOf(results.map((r) => r.accountId));
    const share = lossShare(results.map((r) => ({ realisedUsd: r.realisedUsd, costsUsd: r.costsUsd, unrealisedUsd: floating.get(r.accountId) ?? '0' })));
    return repo.saveFigure(this.d.db, {
      periodStart: start,
      periodEnd: end,
      accounts: share.accounts,
      losing: share.losing,
      sharePct: share.sharePct,
      computedAt: now,
    });
  }
}
