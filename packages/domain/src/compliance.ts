/**
 * Retail client protections of a regulator's preset (ESMA in the EU, ASIC in Australia): leverage
 * caps by asset class, the margin close-out floor, and the share of retail accounts that lost
 * money, computed the way ESMA's product intervention measures define it. Pure: the server reads
 * the preset from its settings and the figures from the ledger.
 */
import Big from 'big.js';
import { decimal } from './money.js';

/** The presets an operator chooses from; `none` leaves leverage, close-out and bonuses as configured. */
export const JURISDICTIONS = ['none', 'esma', 'asic'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export function isJurisdiction(value: string): value is Jurisdiction {
  return (JURISDICTIONS as readonly string[]).includes(value);
}

/** The asset classes the regulators cap leverage by. */
export type AssetClass = 'fx_major' | 'fx_other' | 'gold' | 'index_major' | 'index_other' | 'commodity' | 'stock' | 'crypto';

/**
 * Highest leverage for a retail client, by preset and asset class: ESMA's 2018 measures (30:1 on
 * major currency pairs, 20:1 on other pairs, gold and major indices, 10:1 on other commodities and
 * indices, 5:1 on shares, 2:1 on crypto-assets), which ASIC's 2021 order repeats.
 */
export const RETAIL_LEVERAGE_CAPS: Record<Exclude<Jurisdiction, 'none'>, Record<AssetClass, number>> = {
  esma: { fx_major: 30, fx_other: 20, gold: 20, index_major: 20, index_other: 10, commodity: 10, stock: 5, crypto: 2 },
  asic: { fx_major: 30, fx_other: 20, gold: 20, index_major: 20, index_other: 10, commodity: 10, stock: 5, crypto: 2 },
};

/** Margin level (percent) at or below which a retail client's positions must be closed. */
export const RETAIL_CLOSE_OUT_LEVEL_PCT = 50;

/** ESMA's major currencies: a pair of two of them is a major pair. */
const MAJOR_CURRENCIES = new Set(['USD', 'EUR', 'JPY', 'GBP', 'CAD', 'CHF']);
/** ESMA's major indices, by Leverline's instrument codes. */
const MAJOR_INDICES = new Set(['US30', 'US500', 'NAS100', 'GER40', 'UK100', 'JPN225', 'FRA40', 'EU50', 'AUS200']);

/**
 * Leverline's asset classes are its instrument categories: 1 forex, 2 metals, 3 energy, 4 indices,
 * 5 stocks, 6 crypto (staff rename them and set their own caps, not their meaning). Anything else
 * counts as a commodity.
 */
export function assetClassOf(categoryId: number, code: string): AssetClass {
  switch (categoryId) {
    case 1:
      return MAJOR_CURRENCIES.has(code.slice(0, 3)) && MAJOR_CURRENCIES.has(code.slice(3, 6)) ? 'fx_major' : 'fx_other';
    case 2:
      return code.startsWith('XAU') ? 'gold' : 'commodity';
    case 4:
      return MAJOR_INDICES.has(code) ? 'index_major' : 'index_other';
    case 5:
      return 'stock';
    case 6:
      return 'crypto';
    default:
      return 'commodity';
  }
}

/** The preset's leverage cap for an instrument; null under `none`. */
export function jurisdictionCap(jurisdiction: Jurisdiction, categoryId: number, code: string): number | null {
  return jurisdiction === 'none' ? null : RETAIL_LEVERAGE_CAPS[jurisdiction][assetClassOf(categoryId, code)];
}

/** The stop-out level in force: the configured one, never below the retail floor under a preset. */
export function closeOutLevelPct(jurisdiction: Jurisdiction, configuredPct: string): string {
  if (jurisdiction === 'none') return configuredPct;
  return decimal(configuredPct).lt(RETAIL_CLOSE_OUT_LEVEL_PCT) ? String(RETAIL_CLOSE_OUT_LEVEL_PCT) : configuredPct;
}

/** The twelve months a loss share covers: [start, end), end being the start of the current quarter (UTC). */
export interface LossSharePeriod {
  start: Date;
  end: Date;
}

/**
 * ESMA's method: the share is recomputed every quarter over the twelve months before it. At `now`,
 * that is the twelve months ending where the current calendar quarter began.
 */
export function lossSharePeriod(now: Date): LossSharePeriod {
  const quarterMonth = Math.floor(now.getUTCMonth() / 3) * 3;
  const end = new Date(Date.UTC(now.getUTCFullYear(), quarterMonth, 1));
  const start = new Date(Date.UTC(now.getUTCFullYear() - 1, quarterMonth, 1));
  return { start, end };
}

/** One retail account's result over the period, in USD as decimal text. */
export interface AccountResult {
  /** Realised profit and loss of positions closed in the period. */
  realisedUsd: string;
  /** Every cost charged in the period, as signed ledger amounts (fees negative, swaps either way). */
  costsUsd: string;
  /** Floating profit of the positions still open at the end of the period. */
  unrealisedUsd: string;
}

/** How many active retail accounts there were, how many lost money, and the share in whole percent (null with none). */
export interface LossShare {
  accounts: number;
  losing: number;
  sharePct: number | null;
}

/**
 * ESMA's figure: of the retail accounts active in the period, those whose realised and unrealised
 * profit net of all costs was below zero, as a whole percent rounded half up. An account exactly
 * at zero did not lose money.
 */
export function lossShare(results: readonly AccountResult[]): LossShare {
  let losing = 0;
  for (const r of results) {
    if (decimal(r.realisedUsd).plus(decimal(r.costsUsd)).plus(decimal(r.unrealisedUsd)).lt(0)) losing++;
  }
  const sharePct = results.length === 0 ? null : Number(new Big(losing).times(100).div(results.length).round(0, Big.roundHalfUp).toFixed(0));
  return { accounts: results.length, losing, sharePct };
}

/** A stored preset name read leniently: anything unknown is `none`. */
export function jurisdictionOf(value: string): Jurisdiction {
  return isJurisdiction(value) ? value : 'none';
}
