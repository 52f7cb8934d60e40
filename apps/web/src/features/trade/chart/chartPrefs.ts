/**
 * The chart as the trader set it up for one instrument: its type, its indicators with their
 * parameters, and the lines drawn on it. Kept on this phone per instrument, read back when the
 * instrument is opened again. A stored value that does not parse (an older app, a hand edit) reads
 * as the default instead of breaking the chart.
 */
export const CHART_TYPES = ['candles', 'bars', 'line', 'area', 'heikin-ashi'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const INDICATOR_KINDS = ['sma', 'ema', 'bollinger', 'rsi', 'macd'] as const;
export type IndicatorKind = (typeof INDICATOR_KINDS)[number];

/** An indicator and its parameters (bars, and for Bollinger the width in standard deviations). */
export type IndicatorSetting =
  | { kind: 'sma' | 'ema' | 'rsi'; period: number }
  | { kind: 'bollinger'; period: number; deviations: number }
  | { kind: 'macd'; fast: number; slow: number; signal: number };

/** A point of a drawing: a candle's time (UTC seconds) and a price. */
export interface ChartPoint {
  time: number;
  price: number;
}

export type Drawing = { kind: 'horizontal'; price: number } | { kind: 'trend'; from: ChartPoint; to: ChartPoint };

export interface ChartPrefs {
  type: ChartType;
  indicators: IndicatorSetting[];
  drawings: Drawing[];
}

export const DEFAULT_PREFS: ChartPrefs = { type: 'candles', indicators: [], drawings: [] };

/** The usual parameters of each indicator, as trading platforms start them. */
export const DEFAULT_INDICATORS: Record<IndicatorKind, IndicatorSetting> = {
  sma: { kind: 'sma', period: 20 },
  ema: { kind: 'ema', period: 50 },
  bollinger: { kind: 'bollinger', period: 20, deviations: 2 },
  rsi: { kind: 'rsi', period: 14 },
  macd: { kind: 'macd', fast: 12, slow: 26, signal: 9 },
};

/** Longest period an indicator may take (the chart holds about 1,000 candles). */
export const MAX_PERIOD = 500;
const MAX_DRAWINGS = 50;

const isPeriod = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_PERIOD;
const isPrice = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
const isPoint = (v: unknown): v is ChartPoint =>
  typeof v === 'object' && v !== null && Number.isInteger((v as ChartPoint).time) && isPrice((v as ChartPoint).price);

/** The indicator setting `value` is, when it is a valid one. */
export function parseIndicator(value: unknown): IndicatorSetting | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  switch (v.kind) {
    case 'sma':
    case 'ema':
    case 'rsi':
      return isPeriod(v.period) ? { kind: v.kind, period: v.period } : null;
    case 'bollinger':
      return isPeriod(v.period) && typeof v.deviations === 'number' && v.deviations > 0 && v.deviations <= 5
        ? { kind: 'bollinger', period: v.period, deviations: v.deviations }
        : null;
    case 'macd':
      return isPeriod(v.fast) && isPeriod(v.slow) && isPeriod(v.signal) && v.fast < v.slow
        ? { kind: 'macd', fast: v.fast, slow: v.slow, signal: v.signal }
        : null;
    default:
      return null;
  }
}

function parseDrawing(value: unknown): Drawing | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.kind === 'horizontal' && isPrice(v.price)) return { kind: 'horizontal', price: v.price };
  if (v.kind === 'trend' && isPoint(v.from) && isPoint(v.to)) return { kind: 'trend', from: v.from, to: v.to };
  return null;
}

/** Reads stored prefs; anything unreadable falls back to the default, item by item. */
export function parsePrefs(text: string | null): ChartPrefs {
  if (!text) return DEFAULT_PREFS;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return DEFAULT_PREFS;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_PREFS;
  const v = value as Record<string, unknown>;
  const type = (CHART_TYPES as readonly unknown[]).includes(v.type) ? (v.type as ChartType) : 'candles';
  const indicators: IndicatorSetting[] = [];
  for (const item of Array.isArray(v.indicators) ? v.indicators : []) {
    const setting = parseIndicator(item);
    // One of each kind.
    if (setting && !indicators.some((i) => i.kind === setting.kind)) indicators.push(setting);
  }
  const drawings = (Array.isArray(v.drawings) ? v.drawings : []).flatMap((d) => parseDrawing(d) ?? []).slice(-MAX_DRAWINGS);
  return { type, indicators, drawings };
}

const keyOf = (code: string) => `chart:${code}`;

export function loadPrefs(code: string): ChartPrefs {
  try {
    return parsePrefs(localStorage.getItem(keyOf(code)));
  } catch {
    return DEFAULT_PREFS;
  }
}

export function savePrefs(code: string, prefs: ChartPrefs): void {
  try {
    const plain = prefs.type === 'candles' && prefs.indicators.length === 0 && prefs.drawings.length === 0;
    if (plain) localStorage.removeItem(keyOf(code));
    else localStorage.setItem(keyOf(code), JSON.stringify({ ...prefs, drawings: prefs.drawings.slice(-MAX_DRAWINGS) }));
  } catch {
    // storage unavailable (private mode): the set-up lasts for this visit only
  }
}
