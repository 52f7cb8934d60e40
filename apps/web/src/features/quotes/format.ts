/** Display of quotes: prices at the instrument's precision, changes as locale percentages. */
import { LANG_LOCALE, normalizeLang } from '@leverline/contract';

/** A price as quoted: exactly `precision` decimals, Latin digits, no grouping. */
export function formatPrice(price: number, precision: number): string {
  return price.toFixed(precision);
}

const changeFormats = new Map<string, Intl.NumberFormat>();

/**
 * A percent change (-0.35 → "-0.35%", 1.2 → "+1.20%") in the language's number style. Digits stay
 * Latin, like the prices beside them, so a row never mixes two digit sets.
 */
export function formatChange(changePercent: number, lang: string): string {
  const locale = LANG_LOCALE[normalizeLang(lang)];
  let format = changeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'percent',
      signDisplay: 'exceptZero',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    changeFormats.set(locale, format);
  }
  return format.format(changePercent / 100);
}

/** The colour class of a change: up (green), down (red) or flat. */
export function directionOf(changePercent: number): 'up' | 'down' | 'flat' {
  if (changePercent > 0) return 'up';
  if (changePercent < 0) return 'down';
  return 'flat';
}
