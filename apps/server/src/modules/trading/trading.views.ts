/**
 * Orders and accounts as the traders' API and socket show them: the family's field names, every
 * figure a JSON number written at its precision (docs/api.md), and the staff console's decimal
 * text (orderFigures) from the same reading of a row.
 */
import {
  exactPriceUnits,
  microsText,
  moneyText,
  plainDecimal,
  unitsToText,
  type AccountFigures,
  type Expiry,
  type OrderKind,
} from '@leverline/domain';
import {
  closedTypeOf,
  FOREX_TRADE,
  ORDER_STATUS,
  type AccountSummary,
  type CloseReason,
  type ForexTradePush,
  type Order,
  type OrderStatus,
} from '@leverline/contract';
import { handlerTime, unixSeconds } from '../../http/wire-time.js';
import type { MarketService } from '../market/market.service.js';
import type { OrderRow } from './trading.repo.js';
import type { Valuation, Valued, Valuer } from './trading.valuation.js';

/** An order's instrument and figures as exact decimal text: prices at the instrument's digits, money at 6 places, "0" for none. */
export interface OrderFigures {
  instrument: Order['ForexTradeLists'];
  contractSize: string;
  lots: string;
  requestedPrice: string;
  openPrice: string;
  price: string;
  profit: string;
  margin: string;
  fee: string;
  /** Overnight financing so far, signed. */
  swap: string;
  stopLoss: string;
  takeProfit: string;
  trailDistance: string;
  /** The fill against the price asked for, better for the trader when positive ("0" while pending). */
  slippage: string;
}

export class TradingViews {
  constructor(
    private readonly market: MarketService,
    private readonly valuer: Valuer,
  ) {}

  /** An order's figures as exact decimal text (what the staff console shows, and what orderView writes as numbers). */
  orderFigures(row: OrderRow, valued?: Valued): OrderFigures {
    const quote = this.market.quote(row.instrumentId);
    const instrument = quote?.row;
    const digits = instrument?.pricePrecision ?? 0;
    const unitsOf = (v: string | null) => (v === null ? 0 : (exactPriceUnits(v, digits) ?? 0));
    const priceText = (v: string | null) => unitsToText(unitsOf(v), digits);
    const live = row.status === 1 ? (valued ?? this.valuer.value(row, quote)) : undefined;
    const requested = unitsOf(row.requestedPrice);
    const opened = unitsOf(row.openPrice);
    const slippage = row.openPrice === null ? 0 : row.side === 'buy' ? requested - opened : opened - requested;
    return {
      instrument: {
        Id: row.instrumentId,
        Code: instrument?.code ?? '',
        ShowCode: instrument?.showCode ?? '',
        PricePrecision: digits,
        Logo: instrument ? `/logos/${instrument.code}.svg` : '',
      },
      contractSize: instrument ? plainDecimal(instrument.contractSize) : '0',
      lots: plainDecimal(row.lots),
      requestedPrice: priceText(row.requestedPrice),
      openPrice: priceText(row.openPrice),
      // A cancelled order never traded: no price it closed at.
      price: live ? unitsToText(live.priceUnits, digits) : row.status === ORDER_STATUS.cancelled ? '0' : priceText(row.closePrice ?? row.requestedPrice),
      profit: live ? microsText(live.profitMicros) : moneyText(row.profitUsd ?? '0'),
      margin: moneyText(row.marginUsd),
      fee: moneyText(row.feeUsd),
      swap: moneyText(row.swapUsd),
      stopLoss: priceText(row.stopLoss),
      takeProfit: priceText(row.takeProfit),
      trailDistance: priceText(row.trailDistance),
      slippage: unitsToText(slippage, digits),
    };
  }

  orderView(row: OrderRow, valued?: Valued): Order {
    const f = this.orderFigures(row, valued);
    const reason = (row.closeReason as CloseReason | null) ?? null;
    return {
      Id: row.id,
      ForexId: row.instrumentId,
      ForexTradeLists: f.instrument,
      OrderType: row.side === 'buy' ? 1 : 2,
      Quantity: Number(f.lots),
      ForexContNum: Number(f.contractSize),
      Multiple: row.leverage,
      OriginPrice: Number(f.requestedPrice),
      Price: Number(f.openPrice),
      UpdatePrice: Number(f.price),
      FactProfits: Number(f.profit),
      CautionMoney: Number(f.margin),
      OriginCautionMoney: Number(f.margin),
      TradeFee: Number(f.fee),
      Swap: Number(f.swap),
      TargetLossPrice: Number(f.stopLoss),
      TargetProfitPrice: Number(f.takeProfit),
      Status: row.status as OrderStatus,
      Kind: row.kind as OrderKind,
      Expiry: row.expiry as Expiry,
      ExpireTime: unixSeconds(row.expiresAt),
      TrailingStop: Number(f.trailDistance),
      Slippage: Number(f.slippage),
      QuoteTime: row.quoteAt ? row.quoteAt.getTime() : 0,
      CloseReason: reason,
      ClosedType: closedTypeOf(reason),
      CreateTime: unixSeconds(row.createdAt),
      CreateTimeHandler: handlerTime(row.createdAt),
      CompleteTime: unixSeconds(row.closedAt),
      CompleteTimeHandler: row.closedAt ? handlerTime(row.closedAt) : '',
    };
  }

  summaryView(balance: string, lockBalance: string, figures: AccountFigures, levels: { stopOutLevel: string; marginCallLevel: string }): AccountSummary {
    return {
      balance: Number(moneyText(balance)),
      lock_balance: Number(moneyText(lockBalance)),
      profits_total: Number(moneyText(figures.floating)),
      net_value: Number(moneyText(figures.equity)),
      current_margin: Number(moneyText(figures.usedMargin)),
      available_prepayment: Number(moneyText(figures.freeMargin)),
      prepayment_ratio: figures.marginLevelPct === null ? null : Number(figures.marginLevelPct.toFixed(2)),
      risk_rate: figures.hazardRatePct === null ? null : Number(figures.hazardRatePct.toFixed(2)),
      stop_out_level: Number(levels.stopOutLevel),
      margin_call_level: Number(levels.marginCallLevel),
    };
  }

  /** The FOREX_TRADE message of an account: its figures and each open position as my_deal shows it. */
  tradeMessage(userId: number, balance: string, valuation: Valuation): string {
    const f = valuation.figures;
    const message: { type: typeof FOREX_TRADE } & ForexTradePush = {
      type: FOREX_TRADE,
      To: userId,
      ProfitsTotal: Number(moneyText(f.floating)),
      HazardRate: f.hazardRatePct === null ? null : Number(f.hazardRatePct.toFixed(2)),
      CautionMoneyAll: Number(moneyText(f.usedMargin)),
      OriginCautionMoneyTotal: Number(moneyText(f.usedMargin)),
      NetValue: Number(moneyText(f.equity)),
      Balance: Number(moneyText(balance)),
      TransOrder: valuation.orders.filter((v) => v.row.status === 1).map((v) => this.orderView(v.row, v)),
    };
    return JSON.stringify(message);
  }
}
