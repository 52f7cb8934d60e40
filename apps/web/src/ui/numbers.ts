/**
 * Money amounts and percentages in the reader's number style (grouping, decimal separator, where
 * the percent sign goes), with Latin digits like the prices beside them, so a row never mixes two
 * digit sets. The figures arrive as exact decimal text already rounded by the domain
 * ("12345.670000"); they are shown with exactly those fraction digits and never pass through a JS
 * float: Intl formats the decimal text itself. Prices take the language's decimal sign too, so a
 * card never mixes "1.899,52" with "95314.11", but no grouping: they read as quoted ("95314,11").
 */
import { LANG_LOCALE, normalizeLang } from '@leverline/contract';
import { decimal, isDecimalText } from '@leverline/domain';

/** What stands for a missing or unreadable figure. */
export const NO_VALUE = '--';

type Style = 'plain' | 'signed' | 'percent' | 'signedPercent' | 'price';

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(lang: string, digits: number, style: Style): Intl.NumberFormat {
  const locale = LANG_LOCALE[normalizeLang(lang)];
  const key = `${locale}|${digits}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: style === 'percent' || style === 'signedPercent' ? 'percent' : 'decimal',
      signDisplay: style === 'signed' || style === 'signedPercent' ? 'exceptZero' : 'auto',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: style !== 'price',
      numberingSystem: 'latn',
    });
    formats.set(key, format);
  }
  return format;
}

/** Fraction digits of a decimal numeral ("12.500" → 3, "7" → 0). */
function fractionDigits(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/**
 * Decimal text as Intl takes it: a string is read exactly (never through a float). A zero is
 * unsigned ("-0.00" is "0.00"), as the domain's own figures are.
 */
function exactly(text: string): Intl.StringNumericLiteral {
  const unsigned = text.startsWith('-') && decimal(text).eq(0) ? text.slice(1) : text;
  return unsigned as Intl.StringNumericLiteral;
}

/**
 * The most fraction digits every engine's Intl takes (ES2020 allowed 20; newer ones take 100).
 * The domain's figures have at most 6; a longer text is shown as it is, exact but ungrouped.
 */
const MAX_DIGITS = 20;

/** The text as it is, with "+" before a positive value when signed and "%" after a percentage. */
function asItIs(text: string, signed: boolean, percent: boolean): string {
  const unsigned = exactly(text);
  const sign = signed && decimal(unsigned).gt(0) ? '+' : '';
  return `${sign}${unsigned}${percent ? '%' : ''}`;
}

function format(text: string | null | undefined, lang: string, style: Style): string {
  if (text == null || !isDecimalText(text)) return NO_VALUE;
  const digits = fractionDigits(text);
  const signed = style === 'signed' || style === 'signedPercent';
  const percent = style === 'percent' || style === 'signedPercent';
  if (digits > MAX_DIGITS) return asItIs(text, signed, percent);
  // "123.45" means 123.45 %: Intl's percent style takes the fraction (1.2345), shifted exactly.
  const value = percent ? decimal(text).times('0.01').toFixed() : text;
  return formatFor(lang, digits, style).format(exactly(value));
}

/**
 * An exact decimal ("12345.670000", "-3.5") in the language's style with the same fraction digits:
 * "12,345.670000" (en), "12.345,670000" (de). Anything but a decimal numeral is "--".
 */
export function localDecimal(text: string | null | undefined, lang: string): string {
  return format(text, lang, 'plain');
}

/** As localDecimal, with "+" before a gain: "+12.500000", "-3.000000", "0.000000". */
export function localSignedDecimal(text: string | null | undefined, lang: string): string {
  return format(text, lang, 'signed');
}

/**
 * A percentage given as its number of percent ("123.45" is 123.45 %) in the language's style with
 * the same fraction digits: "123.45%" (en), "123,45 %" (fr, de). Anything else is "--".
 */
export function localPercent(text: string | null | undefined, lang: string): string {
  return format(text, lang, 'percent');
}

/**
 * A price as quoted ("95314.11", its instrument's decimals) in the language's decimal sign and
 * no grouping: "95314.11" (en), "95314,11" (de). Anything else is "--".
 */
export function localPrice(text: string | null | undefined, lang: string): string {
  return format(text, lang, 'price');
}

/** As localPercent, with "+" before a rise: "+12.50%", "-2.30%", "0.00%". */
export function localSignedPercent(text: string | null | undefined, lang: string): string {
  return format(text, lang, 'signedPercent');
}

/** The four formats bound to one language (see useNumbers for the current one). */
export interface Numbers {
  decimal: (text: string | null | undefined) => string;
  signedDecimal: (text: string | null | undefined) => string;
  percent: (text: string | null | undefined) => string;
  signedPercent: (text: string | null | undefined) => string;
  price: (text: string | null | undefined) => string;
}

const bound = new Map<string, Numbers>();

/** The formats of a language, the same object each time (stable for React). */
export function numbersFor(lang: string): Numbers {
  let numbers = bound.get(lang);
  if (!numbers) {
    numbers = {
      decimal: (text) => localDecimal(text, lang),
      signedDecimal: (text) => localSignedDecimal(text, lang),
      percent: (text) => localPercent(text, lang),
      signedPercent: (text) => localSignedPercent(text, lang),
      price: (text) => localPrice(text, lang),
    };
    bound.set(lang, numbers);
  }
  return numbers;
}
