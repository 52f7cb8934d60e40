/**
 * Dealing set-up: staff change instruments and categories. A change is validated as a whole (the
 * row after the change must make sense), audited, and applied by every node's market at once;
 * open positions keep the terms they were opened with.
 */
import type Big from 'big.js';
import type { CallData, CallParsed, ScheduleInput, StaffInstrument, calls } from '@leverline/contract';
import { decimal, isMarketOpen, plainDecimal, type TradingSchedule, type Weekday } from '@leverline/domain';
import type { Db } from '../../db/client.js';
import type { instruments } from './market.schema.js';
import type { Answer } from '../../http/call-route.js';
import type { StaffContext } from '../../http/context.js';
import { AppError, fail } from '../../http/errors.js';
import { fieldName } from '../../i18n/translate.js';
import * as marketRepo from './market.repo.js';
import type { MarketService } from './market.service.js';
import { actorOf, audit } from '../staff/staff.service.js';

type In<K extends keyof typeof calls> = CallParsed<(typeof calls)[K]>;
type Out<K extends keyof typeof calls> = Promise<Answer<CallData<(typeof calls)[K]>>>;

export interface DealingDeps {
  db: Db;
  market: MarketService;
  now: () => Date;
}

const scheduleView = (s: TradingSchedule): ScheduleInput => ({
  time_zone: s.timeZone,
  windows: s.windows.map((w) => ({ day: w.day, open_minute: w.openMinute, close_minute: w.closeMinute })),
  holidays: [...s.holidays],
});

function instrumentView(row: marketRepo.InstrumentRow, now: Date): StaffInstrument {
  return {
    id: row.id,
    code: row.code,
    show_code: row.showCode,
    name: row.name,
    category_id: row.categoryId,
    price_precision: row.pricePrecision,
    lot_step: plainDecimal(row.lotStep),
    min_lots: plainDecimal(row.minLots),
    max_lots: plainDecimal(row.maxLots),
    contract_size: plainDecimal(row.contractSize),
    margin_mode: row.marginMode,
    leverage_options: row.leverageOptions,
    fee_rate: plainDecimal(row.feeRate),
    spread_units: row.spreadUnits,
    swap_long: plainDecimal(row.swapLongUsd),
    swap_short: plainDecimal(row.swapShortUsd),
    quote_currency: row.quoteCurrency,
    schedule: scheduleView(row.schedule),
    enabled: row.enabled,
    sort: row.sort,
    market_open: isMarketOpen(row.schedule, now),
  };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const isCalendarDate = (text: string) => {
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
};

/** The schedule as stored, or the name of what is wrong with it. */
function scheduleOf(input: ScheduleInput): TradingSchedule | 'schedule' {
  if (!isTimeZone(input.time_zone)) return 'schedule';
  if (input.windows.some((w) => w.open_minute >= w.close_minute)) return 'schedule';
  if (!input.holidays.every(isCalendarDate)) return 'schedule';
  return {
    timeZone: input.time_zone,
    windows: input.windows.map((w) => ({ day: w.day as Weekday, openMinute: w.open_minute, closeMinute: w.close_minute })),
    holidays: [...new Set(input.holidays)].sort(),
  };
}

const categoryView = (c: marketRepo.CategoryRow) => ({ id: c.id, sort: c.sort, names: c.names, max_leverage: c.maxLeverage });

const isMultipleOf = (value: Big, step: Big) => value.mod(step).eq(0);

export class DealingService {
  constructor(private readonly d: DealingDeps) {}

  async instruments(): Out<'staffInstruments'> {
    const now = this.d.now();
    return { data: (await marketRepo.allInstruments(this.d.db)).map((r) => instrumentView(r, now)) };
  }

  async saveInstrument(input: In<'staffSaveInstrument'>, ctx: StaffContext): Out<'staffSaveInstrument'> {
    const invalid = (field: string) => new AppError('invalid_param', { field: fieldName(ctx.lang, field) });
    const row = await this.d.db.transaction(async (tx) => {
      const before = await marketRepo.lockInstrument(tx, input.id);
      if (!before) throw fail('instrument_unavailable');
      const changes: Partial<typeof instruments.$inferInsert> = {};
      if (input.show_code !== undefined) changes.showCode = input.show_code;
      if (input.name !== undefined) changes.name = input.name;
      if (input.category_id !== undefined) {
        if (!(await marketRepo.categoryById(tx, input.category_id))) throw invalid('category_id');
        changes.categoryId = input.category_id;
      }
      if (input.lot_step !== undefined) changes.lotStep = input.lot_step;
      if (input.min_lots !== undefined) changes.minLots = input.min_lots;
      if (input.max_lots !== undefined) changes.maxLots = input.max_lots;
      if (input.margin_mode !== undefined) changes.marginMode = input.margin_mode;
      if (input.leverage_options !== undefined) changes.leverageOptions = [...new Set(input.leverage_options)].sort((a, b) => a - b);
      if (input.fee_rate !== undefined) changes.feeRate = input.fee_rate;
      if (input.spread_units !== undefined) changes.spreadUnits = input.spread_units;
      if (input.swap_long !== undefined) changes.swapLongUsd = input.swap_long;
      if (input.swap_short !== undefined) changes.swapShortUsd = input.swap_short;
      if (input.enabled !== undefined) changes.enabled = input.enabled;
      if (input.sort !== undefined) changes.sort = input.sort;
      if (input.schedule !== undefined) {
        const schedule = scheduleOf(input.schedule);
        if (schedule === 'schedule') throw invalid('schedule');
        changes.schedule = schedule;
      }

      // The row after the change must be tradeable as a whole.
      const step = decimal(changes.lotStep ?? before.lotStep);
      const min = decimal(changes.minLots ?? before.minLots);
      const max = decimal(changes.maxLots ?? before.maxLots);
      if (!isMultipleOf(min, step) || !isMultipleOf(max, step) || max.lt(min)) throw invalid('lots');
      const mode = changes.marginMode ?? before.marginMode;
      const leverage = changes.leverageOptions ?? before.leverageOptions;
      if (mode !== 1 && leverage.length === 0) throw invalid('leverage_options');

      const after = await marketRepo.updateInstrument(tx, before.id, changes);
      await audit(tx, actorOf(ctx), 'instrument.save', 'instrument', String(before.id), instrumentView(before, ctx.now), instrumentView(after, ctx.now), ctx);
      return after;
    });
    await this.d.market.catalogueChanged({ instrumentId: row.id });
    return { data: instrumentView(row, ctx.now), msg: 'saved' };
  }

  async categories(): Out<'staffCategories'> {
    return { data: (await marketRepo.allCategories(this.d.db)).map(categoryView) };
  }

  async saveCategory(input: In<'staffSaveCategory'>, ctx: StaffContext): Out<'staffSaveCategory'> {
    const row = await this.d.db.transaction(async (tx) => {
      const before = input.id === undefined ? undefined : await marketRepo.categoryById(tx, input.id);
      if (input.id !== undefined && !before) throw fail('record_not_found');
      const after = await marketRepo.saveCategory(tx, input.id, { sort: input.sort, names: input.names, maxLeverage: input.max_leverage || null });
      await audit(tx, actorOf(ctx), 'category.save', 'category', String(after.id), before ?? null, after, ctx);
      return after;
    });
    await this.d.market.catalogueChanged({ categories: true });
    return { data: categoryView(row), msg: 'saved' };
  }
}
