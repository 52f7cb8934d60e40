/**
 * A trader's price alerts: listing, creating, changing and deleting them. The watcher on the
 * market's node (alert-watcher.ts) evaluates them; every change is named on the bus so that it
 * reads the alert afresh, wherever this request was served.
 */
import { ALERT_PERIODS, MAX_ALERTS_PER_USER, type AlertKind, type PriceAlert } from '@leverline/contract';
import { exactPriceUnits, unitsToText } from '@leverline/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { UserContext } from '../../http/context.js';
import type { Bus } from '../../platform/bus.js';
import type { MarketService } from '../market/market.service.js';
import { ALERTS_TOPIC } from './alert-watcher.js';
import * as repo from './notifications.repo.js';

export interface AlertInput {
  id?: number | undefined;
  symbol: string;
  kind: AlertKind;
  level?: string | undefined;
  move_pct?: string | undefined;
  period?: number | undefined;
  repeat: boolean;
}

export class AlertService {
  constructor(private readonly d: { db: Db; bus: Bus; market: MarketService }) {}

  private view(row: repo.AlertRow): PriceAlert {
    const quote = this.d.market.quote(row.instrumentId);
    const instrument = quote?.row;
    return {
      id: row.id,
      symbol: instrument?.code ?? '',
      name: instrument?.name ?? '',
      digits: quote?.digits ?? 0,
      kind: row.kind as AlertKind,
      level: row.level !== null ? Number(row.level) : null,
      move_pct: row.movePct !== null ? Number(row.movePct) : null,
      period: row.periodMinutes,
      repeat: row.repeat,
      status: row.status === 'done' ? 'done' : 'active',
      fired: row.fired,
      last_fired: row.lastFiredAt?.getTime() ?? null,
    };
  }

  private changed(id: number): void {
    this.d.bus.publish({ topic: ALERTS_TOPIC, key: String(id), payload: String(id) });
  }

  async list(ctx: UserContext) {
    const rows = await repo.alertsOfUser(this.d.db, ctx.session.userId);
    return { data: rows.map((r) => this.view(r)) };
  }

  /** What the alert waits for, checked against the instrument and its price now. */
  private terms(input: AlertInput, now: Date) {
    const instrument = this.d.market.instrumentByCode(input.symbol.trim().toUpperCase());
    const quote = instrument && instrument.enabled ? this.d.market.quote(instrument.id) : undefined;
    if (!instrument || !quote) throw new AppError('alert_symbol_unknown');
    if (input.kind === 'move') {
      const pct = input.move_pct;
      if (pct === undefined || !/^\d{1,2}(\.\d{1,2})?$/.test(pct) || Number(pct) < 0.1 || Number(pct) > 50) throw new AppError('alert_move_invalid');
      if (input.period === undefined || !(ALERT_PERIODS as readonly number[]).includes(input.period)) throw new AppError('alert_period_invalid');
      return {
        instrumentId: instrument.id,
        level: null,
        movePct: pct,
        periodMinutes: input.period,
        reference: unitsToText(quote.bidUnits, quote.digits),
        periodStart: now,
      };
    }
    const units = input.level !== undefined ? exactPriceUnits(input.level, quote.digits) : undefined;
    if (units === undefined || units <= 0) throw new AppError('alert_level_invalid');
    if (input.kind === 'above' ? units <= quote.bidUnits : units >= quote.bidUnits) throw new AppError('alert_level_reached');
    return { instrumentId: instrument.id, level: unitsToText(units, quote.digits), movePct: null, periodMinutes: null, reference: null, periodStart: null };
  }

  async save(input: AlertInput, ctx: UserContext) {
    const userId = ctx.session.userId;
    const terms = this.terms(input, ctx.now);
    // An edited alert waits afresh; its count of firings goes on (each firing's event key stays unique).
    const values = { ...terms, kind: input.kind, repeat: input.repeat, status: 'active', armed: true, updatedAt: ctx.now };
    let row: repo.AlertRow | undefined;
    if (input.id !== undefined) {
      row = await repo.updateAlert(this.d.db, userId, input.id, values);
      if (!row) throw new AppError('not_found');
    } else {
      if ((await repo.alertCount(this.d.db, userId)) >= MAX_ALERTS_PER_USER) throw new AppError('alert_limit', { max: MAX_ALERTS_PER_USER });
      row = await repo.insertAlert(this.d.db, { ...values, userId, createdAt: ctx.now });
    }
    this.changed(row.id);
    return { data: this.view(row), msg: 'alert_saved' as const };
  }

  async remove(input: { id: number }, ctx: UserContext) {
    if (!(await repo.deleteAlert(this.d.db, ctx.session.userId, input.id))) throw new AppError('not_found');
    this.changed(input.id);
    return { data: { id: input.id }, msg: 'alert_deleted' as const };
  }
}
