/**
 * Margin warning levels: the margin levels (percent) on the way down to the margin call at which a
 * trader is warned. The owner sets them as one setting, written "150,120"; this module decides what
 * such a text may hold and its one canonical form, so the console, the server's check and the
 * margin watch read it alike.
 */
import Big from 'big.js';

/** Most warning levels the owner may set (besides the margin-call level itself). */
export const MAX_MARGIN_WARNING_LEVELS = 5;

/** One level: a positive percentage under 100000 with at most 2 decimals. */
const LEVEL_TEXT = /^(0|[1-9]\d{0,4})(\.\d{1,2})?$/;

/**
 * The levels a setting text holds ("150, 120.5"), highest first, each in its shortest exact form
 * ("120.50" → "120.5"); an empty text holds none. Undefined when the text is not such a list: a
 * level that is not a plain decimal with at most 2 places, zero, a level given twice (150 and
 * 150.0 are the same) or more than MAX_MARGIN_WARNING_LEVELS levels.
 */
export function parseMarginWarningLevels(text: string): string[] | undefined {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length > MAX_MARGIN_WARNING_LEVELS) return undefined;
  if (!parts.every((p) => LEVEL_TEXT.test(p))) return undefined;
  const levels = parts.map((p) => new Big(p));
  if (levels.some((l) => l.lte(0))) return undefined;
  levels.sort((a, b) => b.cmp(a));
  for (let i = 1; i < levels.length; i++) if (levels[i]!.eq(levels[i - 1]!)) return undefined;
  // Big's toFixed() without places gives the shortest exact numeral, without an exponent.
  return levels.map((l) => l.toFixed());
}
