/**
 * Evaluates price alerts on every tick, on the node that runs the market (beside the trading
 * engine, and taken over with it). Every active alert is in its instrument's AlertIndex; a tick
 * pops only the levels it crossed. A firing is recorded in the database under the state the
 * watcher indexed (recordFiring), and told with the event key `alert.{id}.{n}`: so an alert fires
 * once per crossing, whatever restarts, failovers or second watchers happen meanwhile.
 *
 * Memory is a cache of the active alerts: loaded at start, and an alert changed on any node is
 * read afresh when that node names it on the bus (ALERTS_TOPIC).
 */
import { exactPriceUnits, unitsToText } from '@leverline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../platform/bus.js';
import type { Clock } from '../../platform/clock.js';
import { Heap } from '../trading/trigger-index.js';
import type { MarketService } from '../market/market.service.js';
import { AlertIndex, type AlertEntry } from './alert-index.js';
import type { NotificationService } from './notifications.service.js';
import * as repo from './notifications.repo.js';

/** Bus topic naming an alert that was created, changed or deleted (payload: its id). */
export const ALERTS_TOPIC = 'ALERTS.CHANGED';

interface LiveAlert {
  id: number;
  userId: number;
  instrumentId: number;
  kind: 'above' | 'below' | 'move';
  /** above/below: the level; move: the reference the period measures from (price units). */
  levelUnits: number;
  /** move: the percentage in hundredths, and the period's length and end. */
  moveHundredths: number;
  periodMs: number;
  periodEndMs: number;
  repeat: boolean;
  armed: boolean;
  fired: number;
  updatedAt: Date;
  gen: number;
}

/** Up and down levels of a move alert: the reference × (1 ± pct), rounded away from it (a move of at least pct). */
export function moveLevels(referenceUnits: number, moveHundredths: number): { up: number; down: number } {
  const delta = Math.ceil((referenceUnits * moveHundredths) / 10_000);
  return { up: referenceUnits + Math.max(delta, 1), down: referenceUnits - Math.max(delta, 1) };
}

export interface AlertWatcherOptions {
  db: Db;
  bus: Bus;
  clock: Clock;
  market: MarketService;
  notices: NotificationService;
  log: FastifyBaseLogger;
}

export class AlertWatcher {
  private readonly alerts = new Map<number, LiveAlert>();
  private readonly indexes = new Map<number, AlertIndex>();
  private readonly live = new Map<number, number>();
  /** Move alerts by the end of their period. */
  private readonly periods = new Heap(1);
  private generation = 0;
  private stopped = false;
  private unsubscribe: (() => void) | undefined;
  /** Database work, one at a time in order: a firing and the edit after it never cross. */
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly o: AlertWatcherOptions) {}

  private readonly isLive = (id: number, gen: number) => this.alerts.get(id)?.gen === gen;

  async start(): Promise<void> {
    this.unsubscribe = this.o.bus.subscribe((m) => {
      if (m.topic === ALERTS_TOPIC) this.enqueue(() => this.reloadOne(Number(m.payload)));
    });
    const count = await this.reload();
    this.o.market.onTick((instrumentId, bidUnits) => {
      if (!this.stopped) this.onTick(instrumentId, bidUnits);
    });
    this.o.log.info({ alerts: count }, 'price alerts indexed');
  }

  /** Forgets memory and indexes every active alert in the database afresh; returns how many. */
  async reload(): Promise<number> {
    await this.chain;
    const rows = await repo.activeAlerts(this.o.db);
    this.alerts.clear();
    this.indexes.clear();
    while (this.periods.size > 0) this.periods.pop();
    for (const row of rows) this.take(row);
    return rows.length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    await this.chain;
  }

  /** Resolves when the database work queued so far is done (tests). */
  idle(): Promise<void> {
    return this.chain;
  }

  get size(): number {
    return this.alerts.size;
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((error: unknown) => this.o.log.error({ err: error }, 'price alert work failed'));
  }

  private async reloadOne(id: number): Promise<void> {
    const row = await repo.alertById(this.o.db, id);
    this.alerts.delete(id);
    if (row && row.status === 'active') this.take(row);
  }

  /** Indexes an alert row as it is in the database. */
  private take(row: repo.AlertRow): void {
    const quote = this.o.market.quote(row.instrumentId);
    if (!quote) return;
    const digits = quote.digits;
    let levelUnits: number;
    let periodEndMs = 0;
    const periodMs = (row.periodMinutes ?? 0) * 60_000;
    if (row.kind === 'move') {
      // A period that ended while no watcher ran starts afresh from the bid now.
      const startMs = row.periodStart?.getTime() ?? 0;
      const reference = row.reference !== null ? exactPriceUnits(row.reference, digits) : undefined;
      if (reference === undefined || startMs + periodMs <= this.o.clock.now().getTime()) {
        levelUnits = quote.bidUnits;
        periodEndMs = this.o.clock.now().getTime() + periodMs;
        this.enqueue(async () => {
          const updated = await repo.newPeriod(this.o.db, row, unitsToText(quote.bidUnits, digits), this.o.clock.now());
          const alert = this.alerts.get(row.id);
          if (updated && alert) alert.updatedAt = updated.updatedAt;
        });
      } else {
        levelUnits = reference;
        periodEndMs = startMs + periodMs;
      }
    } else {
      const level = row.level !== null ? exactPriceUnits(row.level, digits) : undefined;
      if (level === undefined) return;
      levelUnits = level;
    }
    const alert: LiveAlert = {
      id: row.id,
      userId: row.userId,
      instrumentId: row.instrumentId,
      kind: row.kind as LiveAlert['kind'],
      levelUnits,
      moveHundredths: row.movePct !== null ? Math.round(Number(row.movePct) * 100) : 0,
      periodMs,
      periodEndMs,
      repeat: row.repeat,
      armed: row.armed,
      fired: row.fired,
      updatedAt: row.updatedAt,
      gen: 0,
    };
    this.index(alert);
  }

  private indexOf(instrumentId: number): AlertIndex {
    let index = this.indexes.get(instrumentId);
    if (!index) this.indexes.set(instrumentId, (index = new AlertIndex(this.isLive)));
    return index;
  }

  /** Puts the alert's current wait into its index, under a new generation (older entries go stale). */
  private index(alert: LiveAlert): void {
    alert.gen = ++this.generation;
    this.alerts.set(alert.id, alert);
    const index = this.indexOf(alert.instrumentId);
    const { id: alertId, gen } = alert;
    switch (alert.kind) {
      case 'above':
        if (alert.armed) index.addAbove({ key: alert.levelUnits, alertId, gen, action: 'fire' });
        else index.addBelow({ key: alert.levelUnits - 1, alertId, gen, action: 'rearm' });
        break;
      case 'below':
        if (alert.armed) index.addBelow({ key: alert.levelUnits, alertId, gen, action: 'fire' });
        else index.addAbove({ key: alert.levelUnits + 1, alertId, gen, action: 'rearm' });
        break;
      case 'move': {
        const { up, down } = moveLevels(alert.levelUnits, alert.moveHundredths);
        index.addAbove({ key: up, alertId, gen, action: 'fire' });
        index.addBelow({ key: down, alertId, gen, action: 'fire' });
        this.periods.push(alert.periodEndMs, alertId);
        break;
      }
    }
    index.sweep(this.alerts.size);
  }

  private onTick(instrumentId: number, bidUnits: number): void {
    this.rollPeriods();
    const index = this.indexes.get(instrumentId);
    if (!index || index.size === 0) return;
    for (const entry of index.crossed(bidUnits)) {
      const alert = this.alerts.get(entry.alertId);
      if (alert) this.hit(alert, entry, bidUnits);
    }
  }

  /** Move alerts whose period ended measure from the bid now. */
  private rollPeriods(): void {
    const nowMs = this.o.clock.now().getTime();
    while (this.periods.size > 0 && this.periods.topKey() <= nowMs) {
      const id = this.periods.topSlot();
      const endMs = this.periods.topKey();
      this.periods.pop();
      const alert = this.alerts.get(id);
      if (!alert || alert.kind !== 'move' || alert.periodEndMs !== endMs) continue;
      const quote = this.o.market.quote(alert.instrumentId);
      if (!quote) continue;
      alert.levelUnits = quote.bidUnits;
      alert.periodEndMs = nowMs + alert.periodMs;
      this.index(alert);
      this.enqueue(async () => {
        const row = await repo.newPeriod(this.o.db, { id, updatedAt: alert.updatedAt }, unitsToText(quote.bidUnits, quote.digits), new Date(nowMs));
        if (row && this.alerts.get(id) === alert) alert.updatedAt = row.updatedAt;
      });
    }
  }

  private hit(alert: LiveAlert, entry: AlertEntry, bidUnits: number): void {
    const quote = this.o.market.quote(alert.instrumentId);
    if (!quote) return;
    const digits = quote.digits;
    const at = this.o.clock.now();
    // The row as the watcher last wrote it is read when the work runs: the writes before it have set it.
    const firedBefore = alert.fired;
    const before = () => ({ id: alert.id, updatedAt: alert.updatedAt, fired: firedBefore });
    if (entry.action === 'rearm') {
      alert.armed = true;
      this.index(alert);
      this.enqueue(async () => {
        const row = await repo.rearm(this.o.db, before(), at);
        if (row && this.alerts.get(alert.id) === alert) alert.updatedAt = row.updatedAt;
        else if (!row) await this.reloadOne(alert.id);
      });
      return;
    }
    const reference = alert.levelUnits;
    alert.fired += 1;
    let next: Parameters<typeof repo.recordFiring>[2];
    if (!alert.repeat) {
      this.alerts.delete(alert.id);
      next = { status: 'done', armed: false, reference: null, periodStart: null, at };
    } else if (alert.kind === 'move') {
      // A new period from the price that fired: the next move is measured from here.
      alert.levelUnits = bidUnits;
      alert.periodEndMs = at.getTime() + alert.periodMs;
      this.index(alert);
      next = { status: 'active', armed: true, reference: unitsToText(bidUnits, digits), periodStart: at, at };
    } else {
      alert.armed = false;
      this.index(alert);
      next = { status: 'active', armed: false, reference: null, periodStart: null, at };
    }
    const code = quote.row.code;
    this.enqueue(async () => {
      const row = await repo.recordFiring(this.o.db, before(), next);
      if (!row) {
        // Changed meanwhile (edited, deleted, or fired by another watcher): take it as it is now.
        await this.reloadOne(alert.id);
        return;
      }
      if (this.alerts.get(alert.id) === alert) alert.updatedAt = row.updatedAt;
      const price = unitsToText(bidUnits, digits);
      const params: Record<string, string | number> = { symbol: code, price, digits };
      if (alert.kind === 'move') {
        const change = (((bidUnits - reference) / reference) * 100).toFixed(2);
        Object.assign(params, { reference: unitsToText(reference, digits), change, minutes: alert.periodMs / 60_000 });
      } else {
        params.level = unitsToText(reference, digits);
      }
      this.o.notices.tell({
        userId: row.userId,
        kind: 'price_alert',
        eventKey: `alert.${row.id}.${row.fired}`,
        topic: `alert_${alert.kind}`,
        params,
        link: `/trade?symbol=${encodeURIComponent(code)}`,
      });
    });
  }
}
