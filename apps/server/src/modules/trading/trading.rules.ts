/**
 * The rules an order and its levels must meet before anything is written: lots, leverage, the
 * side a stop-loss or take-profit lies on, a trailing stop's distance, a pending order's kind and
 * expiry. Each answers the trader's message for what is wrong (docs/trading-rules.md).
 */
import {
  closeOutLevelPct,
  closePrice,
  exactPriceUnits,
  expiresAt,
  jurisdictionCap,
  jurisdictionOf,
  offeredLeverage,
  orderProblem,
  pendingKind,
  plainDecimal,
  stopsProblem,
  trailingLevel,
  trailingStart,
  unitsToText,
  type OrderProblem,
  type Side,
} from '@leverline/domain';
import type { CallParsed, MessageKey, calls } from '@leverline/contract';
import type { Db } from '../../db/client.js';
import { fail } from '../../http/errors.js';
import type { UserContext } from '../../http/context.js';
import type { Clock } from '../../platform/clock.js';
import * as ledger from '../ledger/ledger.service.js';
import type { LiveQuote, MarketService } from '../market/market.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { Intent } from './trading.desk.js';
import type { OrderRow } from './trading.repo.js';
import type { Valuer } from './trading.valuation.js';

export const PROBLEM_MESSAGES: Record<OrderProblem, MessageKey> = {
  lots_below_minimum: 'lots_below_minimum',
  lots_not_a_step: 'lots_not_a_step',
  lots_above_maximum: 'lots_above_maximum',
  leverage_not_configured: 'leverage_not_configured',
  leverage_not_offered: 'leverage_not_offered',
  stop_loss_wrong_side: 'stop_loss_wrong_side',
  take_profit_wrong_side: 'take_profit_wrong_side',
  negative_price: 'price_invalid',
};

/** A position's protections as set_stop_price asks for them, checked. */
export interface Protections {
  stopLoss: string | null;
  takeProfit: string | null;
  trailDistance: string | null;
}

export interface RulesDeps {
  db: Db;
  market: MarketService;
  settings: SettingsService;
  clock: Clock;
  valuer: Valuer;
}

export class OrderRules {
  constructor(private readonly d: RulesDeps) {}

  async accountOf(ctx: UserContext): Promise<ledger.AccountRow> {
    const account = await ledger.accountOfUser(this.d.db, ctx.session.userId);
    if (!account) throw fail('not_found');
    return account;
  }

  async settings() {
    const s = await this.d.settings.get(['trade_fee_type', 'stop_out_level', 'margin_call_level', 'jurisdiction']);
    const jurisdiction = jurisdictionOf(s.jurisdiction);
    return {
      feeType: Number(s.trade_fee_type),
      stopOutLevel: closeOutLevelPct(jurisdiction, s.stop_out_level),
      marginCallLevel: s.margin_call_level,
      jurisdiction,
    };
  }

  /** Exact price units of an input price, or the message saying what is wrong with it. */
  units(text: string, quote: LiveQuote): number {
    const units = exactPriceUnits(text, quote.digits);
    if (units === undefined) throw fail('price_too_precise', { code: quote.row.showCode, digits: quote.digits });
    return units;
  }

  /** Optional SL/TP: "0" means none. */
  level(text: string, quote: LiveQuote): string | null {
    const units = this.units(text, quote);
    return units === 0 ? null : unitsToText(units, quote.digits);
  }

  /**
   * A trailing stop's distance in price units, undefined for none ("0" or absent): in the
   * instrument's decimals, and less than the price, so its level stays above zero.
   */
  trail(text: string | undefined, quote: LiveQuote): number | undefined {
    if (text === undefined) return undefined;
    const units = exactPriceUnits(text, quote.digits);
    if (units === undefined || units < 0 || units >= quote.bidUnits) throw fail('trailing_invalid');
    return units === 0 ? undefined : units;
  }

  /** The order a submit asks for, checked against its instrument's rules: what the desk places. */
  async intentOf(input: CallParsed<typeof calls.submitOrder>, userId: number): Promise<Intent> {
    const { jurisdiction } = await this.settings();
    const quote = this.d.market.quote(input.forex_id);
    if (!quote || !quote.row.enabled) throw fail('instrument_unavailable');
    const row = quote.row;
    const side: Side = input.type === 1 ? 'buy' : 'sell';
    const atMarket = input.status === 1;
    const rate = this.d.valuer.rateOf(row.quoteCurrency);
    if (!rate) throw fail('instrument_unavailable');

    const targetUnits = atMarket ? undefined : this.units(input.target_price, quote);
    if (targetUnits === 0) throw fail('price_invalid');
    const trailUnits = this.trail(input.trailing_stop, quote);
    const stopLoss = this.level(input.stop_loss_price, quote);
    if (trailUnits !== undefined && stopLoss !== null) throw fail('trailing_with_stop_loss');
    const takeProfit = this.level(input.target_profit_price, quote);
    const leverage = row.marginMode === 1 ? 1 : input.multiple;
    const problem = orderProblem({
      side,
      lots: input.cont,
      minLots: row.minLots,
      lotStep: row.lotStep,
      maxLots: row.maxLots,
      marginMode: row.marginMode,
      leverage,
      // The retail preset's cap from the settings of this moment, over what the market offers.
      leverageOptions: offeredLeverage(this.d.market.leverageOptions(row), jurisdictionCap(jurisdiction, row.categoryId, row.code)),
      // SL and TP are judged against the price the position would close at now, or the target.
      price:
        targetUnits !== undefined
          ? unitsToText(targetUnits, quote.digits)
          : closePrice(side, unitsToText(quote.bidUnits, quote.digits), unitsToText(quote.askUnits, quote.digits)),
      stopLoss: stopLoss ?? undefined,
      takeProfit: takeProfit ?? undefined,
    });
    if (problem) {
      throw fail(PROBLEM_MESSAGES[problem], {
        min: plainDecimal(row.minLots),
        step: plainDecimal(row.lotStep),
        max: plainDecimal(row.maxLots),
      });
    }
    const nowMs = this.d.clock.now().getTime();
    let expiry = input.expiry;
    let expires: number | null = null;
    if (!atMarket) {
      expires = expiresAt(expiry, nowMs, input.expire_time === undefined ? undefined : input.expire_time * 1000);
      if (expires !== null && expires <= nowMs) throw fail('expiry_invalid');
    } else {
      expiry = 'gtc';
    }
    if (!quote.isOpen) throw fail('market_closed');
    return {
      userId,
      instrument: row,
      side,
      lots: input.cont,
      leverage: leverage ?? 1,
      kind: targetUnits === undefined ? 'market' : pendingKind(side, targetUnits, quote.bidUnits, quote.askUnits),
      targetUnits,
      requestedUnits: atMarket ? (side === 'buy' ? quote.askUnits : quote.bidUnits) : undefined,
      expiry,
      expiresAt: expires === null ? null : new Date(expires),
      stopLoss,
      takeProfit,
      trailUnits,
      rate,
    };
  }

  /**
   * The protections set_stop_price asks for on `order`, checked against the side of the price
   * they are judged from: a pending order's target, a position's closing price now. A trailing
   * stop replaces the stop-loss; on a position its level starts from the closing price now, on a
   * pending order when it fills.
   */
  protections(order: OrderRow, quote: LiveQuote, input: CallParsed<typeof calls.setStopPrice>): Protections {
    const trailUnits = this.trail(input.trailing_stop, quote);
    let stopLoss = this.level(input.stop_loss_price, quote);
    if (trailUnits !== undefined && stopLoss !== null) throw fail('trailing_with_stop_loss');
    const takeProfit = this.level(input.target_profit_price, quote);
    const side = order.side as Side;
    const reference = order.status === 0 ? order.requestedPrice : unitsToText(side === 'buy' ? quote.bidUnits : quote.askUnits, quote.digits);
    const problem = stopsProblem({ side, price: reference, stopLoss: stopLoss ?? undefined, takeProfit: takeProfit ?? undefined });
    if (problem) throw fail(PROBLEM_MESSAGES[problem]);
    if (trailUnits !== undefined && order.status === 1) {
      stopLoss = unitsToText(trailingLevel(side, trailingStart(side, quote.bidUnits, quote.askUnits), trailUnits), quote.digits);
    }
    return { stopLoss, takeProfit, trailDistance: trailUnits === undefined ? null : unitsToText(trailUnits, quote.digits) };
  }
}
