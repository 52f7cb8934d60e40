/**
 * Market data: the catalogue with live quotes, candles for six periods folded from ticks, and the
 * updates the live socket fans out.
 *
 * The node that runs a feed owns the market: it validates ticks, folds candles, persists them,
 * and publishes coalesced DAY_MARKET and KLINE messages on the bus (a few per second per
 * instrument). Other nodes (MARKET_FEED=none) mirror its state from those same messages, so every
 * node answers trade_list and kline from memory. Candle history is loaded from the database at
 * start; a series with none is backfilled so no chart is ever empty.
 *
 * Prices are integers of price units; JSON bodies for kline are cached per instrument and period:
 * the closed candles' text is rebuilt only when a candle closes, the last candle's on change.
 */
import {
  bucketStart,
  flatCandle,
  foldTick,
  isMarketOpen,
  PERIODS,
  PERIOD_SECONDS,
  toPrice,
  unitsToText,
  type Candle,
  type Period,
  type TradingSchedule,
  offeredLeverage,
} from '@leverline/domain';
import { DAY_MARKET, klineTopic, type Instrument, type Lang } from '@leverline/contract';
import type { Metrics } from '../../platform/metrics.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Bus, BusMessage } from '../../platform/bus.js';
import type { Clock } from '../../platform/clock.js';
import { checkTick, type Tick } from './feed.js';
import * as repo from './market.repo.js';
import { generateHistory, hashCode, mulberry32 } from './simulator.js';

/** Candles kept in memory and served per series. */
export const SERIES_LENGTH = 1000;
/** Bus topic telling every node that staff changed an instrument or the categories. */
export const CATALOGUE_TOPIC = 'CATALOGUE';
/** Points in a sparkline series. */
export const SPARKLINE_POINTS = 60;

interface InstrumentState {
  row: repo.InstrumentRow;
  schedule: TradingSchedule;
  digits: number;
  open: boolean;
  lastUnits: number;
  lastTimeMs: number;
  series: Record<Period, Candle[]>;
  /** JSON of every candle but the last, comma-joined, per period; null when stale. */
  closedJson: Partial<Record<Period, string>>;
  /** Bumped whenever a period's series changes, so cached answers know they are stale. */
  versions: Record<Period, number>;
  /** Periods whose last candle changed since the last publish / persist. */
  toPublish: Set<Period>;
  toPersist: Map<string, repo.CandleRow>;
  quoteChanged: boolean;
}

export interface MarketOptions {
  db: Db;
  bus: Bus;
  clock: Clock;
  log: FastifyBaseLogger;
  /** True on the node that runs a feed: it owns, persists and publishes the market. */
  owner: boolean;
  /** Seed of the simulator and of backfilled history. */
  seed: number;
  /** Largest accepted move between two ticks, as a fraction (0.1 = 10 %). */
  maxJump: number;
  /** Candles backfilled per empty series (SERIES_LENGTH in production; fewer in tests). */
  historyLength?: number;
  metrics?: Metrics | undefined;
  /** A further cap on an instrument's leverage (the retail preset's, compliance), null for none. */
  retailCap?: (row: repo.InstrumentRow) => number | null;
}

/** A candle as kline answers it and KLINE pushes it: Time in Unix milliseconds (candles are kept by the second). */
const wireCandle = (c: Candle, digits: number) =>
  `{"Time":${c.time * 1000},"Open":${toPrice(c.open, digits)},"High":${toPrice(c.high, digits)},"Low":${toPrice(c.low, digits)},"Close":${toPrice(c.close, digits)},"Volume":${c.volume}}`;

/** The live quote of one instrument, in integer price units. */
export interface LiveQuote {
  row: repo.InstrumentRow;
  digits: number;
  /** Latest price (bid). */
  bidUnits: number;
  /** Bid plus the instrument's spread. */
  askUnits: number;
  isOpen: boolean;
  timeMs: number;
}

/** Called with every accepted tick, after the market has applied it. */
export type TickListener = (instrumentId: number, bidUnits: number, askUnits: number) => void;

export class MarketService {
  private readonly tickListeners: TickListener[] = [];
  private readonly byCode = new Map<string, InstrumentState>();
  private readonly byId = new Map<number, InstrumentState>();
  private categories: repo.CategoryRow[] = [];
  private timers: NodeJS.Timeout[] = [];
  private timersOn = false;
  private unsubscribe: (() => void) | undefined;
  private persisting: Promise<void> = Promise.resolve();

  constructor(private readonly o: MarketOptions) {}

  // ---- start and stop ----------------------------------------------------------------------

  /**
   * Loads the catalogue and candle history (backfilling empty series) and starts the timers.
   * Disabled instruments are loaded too, so staff can enable one again without a restart; they are
   * left out of the lists traders see and cannot be traded.
   */
  async start(options: { timers?: boolean } = {}): Promise<void> {
    await repo.seedCatalogue(this.o.db);
    this.categories = await repo.allCategories(this.o.db);
    const now = this.o.clock.now();
    for (const row of await repo.allInstruments(this.o.db)) await this.load(row, now);
    this.unsubscribe = this.o.bus.subscribe((m) => {
      if (m.topic === CATALOGUE_TOPIC) void this.onCatalogueChanged(m.payload);
      else if (!this.o.owner) this.mirror(m);
    });
    this.timersOn = options.timers !== false;
    if (this.timersOn) {
      this.every(250, () => this.publish());
      this.every(1000, () => this.onClock());
      if (this.o.owner) this.every(5000, () => void this.persist());
    }
  }

  /** True on the node that owns the market: it runs the feed, persists and publishes. */
  get isOwner(): boolean {
    return this.o.owner;
  }

  /**
   * A standby node becomes the owner (the node that ran the feed is gone and this one took the
   * engine lock). Its copy of the market was kept current from the bus, so it carries on from
   * the last mirrored prices; the newest candles of every series are written again, in case the
   * old owner died before saving them.
   */
  async promote(): Promise<void> {
    if (this.o.owner) return;
    this.o.owner = true;
    // A new installation whose first node started as a standby has no history yet.
    const nowSec = Math.floor(this.o.clock.now().getTime() / 1000);
    for (const state of this.byCode.values()) await this.backfill(state, nowSec);
    for (const state of this.byCode.values()) {
      for (const period of PERIODS) {
        const last = state.series[period].at(-1);
        if (last) state.toPersist.set(`${period}:${last.time}`, { instrumentId: state.row.id, period, ...last });
      }
    }
    if (this.timersOn) this.every(5000, () => void this.persist());
  }

  private every(ms: number, fn: () => void): void {
    const t = setInterval(fn, ms);
    t.unref();
    this.timers.push(t);
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    this.unsubscribe?.();
    if (this.o.owner) await this.persist();
    await this.persisting;
  }

  /** Builds an instrument's live state from its row and stored candles (backfilled on the owner). */
  private async load(row: repo.InstrumentRow, now: Date): Promise<void> {
    const schedule = row.schedule;
    const state: InstrumentState = {
      row,
      schedule,
      digits: row.pricePrecision,
      open: isMarketOpen(schedule, now),
      lastUnits: row.simPriceUnits,
      lastTimeMs: now.getTime(),
      series: Object.fromEntries(PERIODS.map((p) => [p, [] as Candle[]])) as unknown as Record<Period, Candle[]>,
      closedJson: {},
      versions: Object.fromEntries(PERIODS.map((p) => [p, 0])) as Record<Period, number>,
      toPublish: new Set(),
      toPersist: new Map(),
      quoteChanged: false,
    };
    for (const period of PERIODS) {
      state.series[period] = await repo.recentCandles(this.o.db, row.id, period, SERIES_LENGTH);
    }
    const latest = state.series['1min'].at(-1) ?? state.series['1day'].at(-1);
    if (latest) state.lastUnits = latest.close;
    if (this.o.owner) await this.backfill(state, Math.floor(now.getTime() / 1000));
    this.byCode.set(row.code, state);
    this.byId.set(row.id, state);
  }

  /**
   * Staff changed the catalogue: this node takes the new rows at once and tells the others over
   * the bus. Open positions keep the terms they were opened with; new orders get the new ones.
   */
  async catalogueChanged(change: { instrumentId?: number; categories?: boolean }): Promise<void> {
    await this.onCatalogueChanged(JSON.stringify(change));
    this.o.bus.publish({ topic: CATALOGUE_TOPIC, key: 'catalogue', payload: JSON.stringify(change) });
  }

  private async onCatalogueChanged(payload: string): Promise<void> {
    try {
      const change = JSON.parse(payload) as { instrumentId?: number; categories?: boolean };
      if (change.categories) this.categories = await repo.allCategories(this.o.db);
      if (change.instrumentId === undefined) return;
      const row = await repo.instrumentById(this.o.db, change.instrumentId);
      if (!row) return;
      const state = this.byId.get(row.id);
      if (!state) {
        await this.load(row, this.o.clock.now());
        return;
      }
      state.row = row;
      state.schedule = row.schedule;
      state.open = isMarketOpen(row.schedule, this.o.clock.now());
    } catch (error) {
      this.o.log.warn({ err: error }, 'catalogue change not applied');
    }
  }

  private async backfill(state: InstrumentState, nowSec: number): Promise<void> {
    const missing = PERIODS.filter((p) => state.series[p].length === 0);
    if (missing.length === 0) return;
    const rows: repo.CandleRow[] = [];
    for (const period of missing) {
      const history = generateHistory({
        period,
        nowSec,
        count: this.o.historyLength ?? SERIES_LENGTH,
        lastUnits: state.lastUnits,
        volatility: state.row.simVolatility,
        isOpen: (at) => isMarketOpen(state.schedule, at),
        random: mulberry32(this.o.seed ^ hashCode(`${state.row.code}:${period}`)),
      });
      state.series[period] = history;
      for (const c of history) rows.push({ instrumentId: state.row.id, period, ...c });
    }
    await repo.upsertCandles(this.o.db, rows);
  }

  // ---- ticks -------------------------------------------------------------------------------

  /** Applies a tick from a feed; false (and a log line) when it is rejected. */
  applyTick(tick: Tick): boolean {
    const state = this.byCode.get(tick.code);
    const rejection = state ? checkTick(tick, state.lastUnits, state.lastTimeMs, this.o.maxJump) : 'unknown_instrument';
    if (rejection || !state) {
      this.o.log.warn({ code: tick.code, source: tick.source, reason: rejection }, 'tick rejected');
      this.o.metrics?.tick('rejected');
      return false;
    }
    const sec = Math.floor(tick.timeMs / 1000);
    for (const period of PERIODS) {
      const series = state.series[period];
      this.fillGaps(state, period, sec);
      const last = series.at(-1);
      const candle = foldTick(last, period, sec, tick.priceUnits, tick.volume);
      if (!candle) continue;
      if (candle !== last) this.push(state, period, candle);
      this.changed(state, period, candle);
    }
    state.lastUnits = tick.priceUnits;
    state.lastTimeMs = tick.timeMs;
    state.quoteChanged = true;
    for (const listener of this.tickListeners) listener(state.row.id, tick.priceUnits, tick.priceUnits + state.row.spreadUnits);
    this.o.metrics?.tick('accepted');
    return true;
  }

  /** Registers a listener for accepted ticks (the trading engine). */
  onTick(listener: TickListener): void {
    this.tickListeners.push(listener);
  }

  /** Adds flat candles for open periods that passed without a tick, up to (not including) `sec`'s. */
  private fillGaps(state: InstrumentState, period: Period, sec: number): void {
    const series = state.series[period];
    const last = series.at(-1);
    if (!last || period === '1day') return;
    const size = PERIOD_SECONDS[period];
    const current = bucketStart(period, sec);
    const from = Math.max(last.time + size, current - size * SERIES_LENGTH);
    for (let t = from; t < current; t += size) {
      if (!isMarketOpen(state.schedule, new Date(t * 1000))) continue;
      const candle = flatCandle(t, series.at(-1)!.close);
      this.push(state, period, candle);
      this.changed(state, period, candle);
    }
  }

  private push(state: InstrumentState, period: Period, candle: Candle): void {
    const series = state.series[period];
    series.push(candle);
    if (series.length > SERIES_LENGTH) series.splice(0, series.length - SERIES_LENGTH);
    delete state.closedJson[period];
  }

  private changed(state: InstrumentState, period: Period, candle: Candle): void {
    state.versions[period]++;
    state.toPublish.add(period);
    if (this.o.owner) state.toPersist.set(`${period}:${candle.time}`, { instrumentId: state.row.id, period, ...candle });
  }

  /** Once a second: market open/closed changes, and flat candles for quiet open markets. */
  onClock(): void {
    const now = this.o.clock.now();
    const sec = Math.floor(now.getTime() / 1000);
    for (const state of this.byCode.values()) {
      const open = isMarketOpen(state.schedule, now);
      if (open !== state.open) {
        state.open = open;
        state.quoteChanged = true;
      }
      if (open && this.o.owner) {
        for (const period of PERIODS) {
          this.fillGaps(state, period, sec);
          const last = state.series[period].at(-1);
          if (last && bucketStart(period, sec) > last.time && period !== '1day') {
            const candle = flatCandle(bucketStart(period, sec), last.close);
            this.push(state, period, candle);
            this.changed(state, period, candle);
          }
        }
      }
    }
  }

  // ---- publishing and mirroring ------------------------------------------------------------

  /** DAY_MARKET as the family's clients read it: `symbol` and a `quotation` (docs/socket.md). */
  private dayMarketPayload(state: InstrumentState): string {
    const q = this.quotation(state);
    const volume = state.series['1day'].at(-1)?.volume ?? 0;
    return `{"type":"DAY_MARKET","symbol":${JSON.stringify(state.row.code)},"quotation":{"forex_id":${state.row.id},"close":${q.Close},"change":${q.Change},"open":${q.Open},"high":${q.High},"low":${q.Low},"volume":${volume},"ask":${q.Ask},"time":${q.Time},"status":${state.open ? 1 : 0}}}`;
  }

  /** KLINE: the candle of one period with its period and instrument (docs/socket.md). */
  private klinePayload(state: InstrumentState, period: Period, candle: Candle): string {
    const code = JSON.stringify(state.row.code);
    const id = state.row.id;
    return `{"type":"KLINE","symbol":${code},"forex_id":${id},"kline":{"Period":"${period}","ForexId":${id},"Code":${code},${wireCandle(candle, state.digits).slice(1)}}`;
  }

  /** Publishes what changed since the last call: at most one DAY_MARKET and one KLINE per period. */
  publish(): void {
    for (const state of this.byCode.values()) {
      if (state.quoteChanged) {
        state.quoteChanged = false;
        this.o.bus.publish({ topic: DAY_MARKET, key: state.row.code, payload: this.dayMarketPayload(state) });
      }
      for (const period of state.toPublish) {
        const last = state.series[period].at(-1);
        if (last) this.o.bus.publish({ topic: klineTopic(state.row.code), key: period, payload: this.klinePayload(state, period, last) });
      }
      state.toPublish.clear();
    }
  }

  /** Applies another node's published update to this node's copy of the market. */
  private mirror(message: BusMessage): void {
    try {
      if (message.topic === DAY_MARKET) {
        const { symbol, quotation } = JSON.parse(message.payload) as { symbol: string; quotation: { close: number; time: number; status: number } };
        const state = this.byCode.get(symbol);
        if (!state) return;
        state.lastUnits = Math.round(quotation.close * 10 ** state.digits);
        state.lastTimeMs = quotation.time;
        state.open = quotation.status === 1;
      } else if (message.topic.startsWith('KLINE.')) {
        const { kline: data } = JSON.parse(message.payload) as { kline: { Period: Period; Time: number; Open: number; High: number; Low: number; Close: number; Volume: number } };
        const state = this.byCode.get(message.topic.slice(6));
        if (!state || !PERIODS.includes(data.Period)) return;
        const scale = 10 ** state.digits;
        const candle: Candle = {
          time: data.Time / 1000,
          open: Math.round(data.Open * scale),
          high: Math.round(data.High * scale),
          low: Math.round(data.Low * scale),
          close: Math.round(data.Close * scale),
          volume: data.Volume,
        };
        const series = state.series[data.Period];
        // The owner fills quiet periods with flat candles but publishes only the newest candle.
        this.fillGaps(state, data.Period, candle.time);
        const last = series.at(-1);
        if (last && last.time === candle.time) series[series.length - 1] = candle;
        else if (!last || candle.time > last.time) this.push(state, data.Period, candle);
        state.versions[data.Period]++;
      }
    } catch (error) {
      this.o.log.warn({ err: error, topic: message.topic }, 'market update not understood');
    }
  }

  /** Writes changed candles to the database (the owner only). */
  persist(): Promise<void> {
    const rows: repo.CandleRow[] = [];
    for (const state of this.byCode.values()) {
      rows.push(...state.toPersist.values());
      state.toPersist.clear();
    }
    if (rows.length === 0) return this.persisting;
    this.persisting = this.persisting
      .then(() => repo.upsertCandles(this.o.db, rows))
      .catch((error: unknown) => this.o.log.error({ err: error, rows: rows.length }, 'candles not saved'));
    return this.persisting;
  }

  // ---- reading -----------------------------------------------------------------------------

  private quotation(state: InstrumentState): Instrument['ForexQuotations'] {
    const day = state.series['1day'].at(-1);
    const d = state.digits;
    const openUnits = day?.open ?? state.lastUnits;
    const change = openUnits > 0 ? Math.round(((state.lastUnits - openUnits) / openUnits) * 10_000) / 100 : 0;
    return {
      Open: toPrice(openUnits, d),
      Close: toPrice(state.lastUnits, d),
      Change: change,
      High: toPrice(Math.max(day?.high ?? state.lastUnits, state.lastUnits), d),
      Low: toPrice(Math.min(day?.low ?? state.lastUnits, state.lastUnits), d),
      Ask: toPrice(state.lastUnits + state.row.spreadUnits, d),
      Time: state.lastTimeMs,
    };
  }

  private viewOf(state: InstrumentState): Instrument {
    const r = state.row;
    const plain = (v: string) => Number(v);
    return {
      Id: r.id,
      Code: r.code,
      ShowCode: r.showCode,
      Name: r.name,
      Logo: `/logos/${r.code}.svg`,
      CategoryId: r.categoryId,
      MarketStatus: state.open ? 1 : 0,
      PricePrecision: r.pricePrecision,
      Pip: plain(r.lotStep),
      ForexMinCont: plain(r.minLots),
      ForexContNum: plain(r.contractSize),
      MarginMode: r.marginMode,
      HasForexMultiple: this.leverageOptions(r).map((Value) => ({ Value })),
      ForexFeeRate: plain(r.feeRate),
      MaxLots: plain(r.maxLots),
      Spread: r.spreadUnits,
      QuoteCurrency: r.quoteCurrency,
      ForexQuotations: this.quotation(state),
    };
  }

  tradeList(search?: string, categoryId?: number): Instrument[] {
    const needle = search?.trim().toLowerCase().replace(/[/\s]/g, '');
    const out: Instrument[] = [];
    for (const state of this.byCode.values()) {
      if (!state.row.enabled) continue;
      if (categoryId !== undefined && state.row.categoryId !== categoryId) continue;
      if (needle) {
        const hay = `${state.row.code} ${state.row.name.replace(/[/\s]/g, '')}`.toLowerCase();
        if (!hay.includes(needle)) continue;
      }
      out.push(this.viewOf(state));
    }
    return out;
  }

  categoryList(lang: Lang): { Id: number; NameShowTrans: string }[] {
    return this.categories.map((c) => ({ Id: c.id, NameShowTrans: c.names[lang] ?? c.names.en ?? String(c.id) }));
  }

  /** The leverage an instrument offers now: its options under its asset class's cap and the retail preset's. */
  leverageOptions(row: repo.InstrumentRow): number[] {
    const cap = this.categories.find((c) => c.id === row.categoryId)?.maxLeverage ?? null;
    return offeredLeverage(offeredLeverage(row.leverageOptions, cap), this.o.retailCap?.(row) ?? null);
  }

  instrument(id: number) {
    return this.byId.get(id)?.row;
  }

  /** An instrument as trade_list shows it, or undefined when it is not listed. */
  instrumentView(id: number): Instrument | undefined {
    const state = this.byId.get(id);
    return state?.row.enabled ? this.viewOf(state) : undefined;
  }

  /** The live quote of an instrument, or undefined when it is not listed. */
  quote(id: number): LiveQuote | undefined {
    const state = this.byId.get(id);
    if (!state) return undefined;
    return {
      row: state.row,
      digits: state.digits,
      bidUnits: state.lastUnits,
      askUnits: state.lastUnits + state.row.spreadUnits,
      isOpen: state.open,
      timeMs: state.lastTimeMs,
    };
  }

  /**
   * An instrument's quote as it stood at `at`: the close (bid) of its last daily candle that began
   * before it, with the instrument's spread, or undefined when none is known. The days are UTC, so
   * at a day's or month's end this is the last price of the period. Read from the candles in memory
   * when they reach back that far, else from the stored ones.
   */
  async quoteAt(id: number, at: Date): Promise<LiveQuote | undefined> {
    const state = this.byId.get(id);
    if (!state) return undefined;
    const atSec = Math.floor(at.getTime() / 1000);
    const series = state.series['1day'];
    let candle: { time: number; close: number } | undefined;
    if (series.length > 0 && series[0]!.time < atSec) candle = series.findLast((c) => c.time < atSec);
    else candle = await repo.lastCandleBefore(this.o.db, id, '1day', atSec);
    if (!candle) return undefined;
    return {
      row: state.row,
      digits: state.digits,
      bidUnits: candle.close,
      askUnits: candle.close + state.row.spreadUnits,
      isOpen: false,
      timeMs: at.getTime(),
    };
  }

  /** Latest bid of an instrument by code as exact decimal text (for currency conversion). */
  bidText(code: string): string | undefined {
    const state = this.byCode.get(code);
    return state ? unitsToText(state.lastUnits, state.digits) : undefined;
  }

  instrumentByCode(code: string) {
    return this.byCode.get(code)?.row;
  }

  logo(code: string) {
    return this.byCode.get(code)?.row.logo;
  }

  /** Changes whenever the series of `period` changes; undefined for an unknown instrument. */
  klineVersion(id: number, period: Period): number | undefined {
    return this.byId.get(id)?.versions[period];
  }

  /** JSON text of the kline data array, or undefined for an unknown instrument. */
  klineJson(id: number, period: Period): string | undefined {
    const state = this.byId.get(id);
    if (!state) return undefined;
    const series = state.series[period];
    if (series.length === 0) return '[]';
    let closed = state.closedJson[period];
    if (closed === undefined) {
      closed = series
        .slice(0, -1)
        .map((c) => wireCandle(c, state.digits))
        .join(',');
      state.closedJson[period] = closed;
    }
    const last = wireCandle(series[series.length - 1]!, state.digits);
    return closed.length > 0 ? `[${closed},${last}]` : `[${last}]`;
  }

  /** The newest SPARKLINE_POINTS candles, as JSON (the fields of kline). */
  sparklineJson(id: number, period: Period): string | undefined {
    const state = this.byId.get(id);
    if (!state) return undefined;
    return `[${state.series[period]
      .slice(-SPARKLINE_POINTS)
      .map((c) => wireCandle(c, state.digits))
      .join(',')}]`;
  }

  /** Payloads a new subscriber of `topic` receives at once: the latest state. */
  snapshot(topic: string): string[] {
    if (topic === DAY_MARKET) return [...this.byCode.values()].filter((s) => s.row.enabled).map((s) => this.dayMarketPayload(s));
    if (topic.startsWith('KLINE.')) {
      const state = this.byCode.get(topic.slice(6));
      if (!state) return [];
      return PERIODS.flatMap((p) => {
        const last = state.series[p].at(-1);
        return last ? [this.klinePayload(state, p, last)] : [];
      });
    }
    return [];
  }

  /** Instruments the simulator drives. */
  simulated() {
    return [...this.byCode.values()].map((state) => ({
      code: state.row.code,
      volatility: state.row.simVolatility,
      tickMs: state.row.simTickMs,
      isOpen: (at: Date) => isMarketOpen(state.schedule, at),
      lastUnits: () => state.lastUnits,
    }));
  }
}
