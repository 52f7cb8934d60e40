import { describe, expect, it } from 'vitest';
import { LANGS } from '@leverline/contract';
import {
  localDecimal,
  localPercent,
  localSignedDecimal,
  localSignedPercent,
  NO_VALUE,
  numbersFor,
} from './numbers';

const NBSP = '\u00A0';
const NNBSP = '\u202F'; // narrow no-break space: French grouping
const LRM = '\u200E';
const MINUS = '\u2212';
/** Arabic-Indic and Extended (Persian) Arabic-Indic digits: never shown. */
const NON_LATIN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('localDecimal', () => {
  it('groups and separates as the language does, keeping every fraction digit', () => {
    expect(localDecimal('12345.67', 'en')).toBe('12,345.67');
    expect(localDecimal('12345.670000', 'en')).toBe('12,345.670000');
    expect(localDecimal('12345.67', 'de')).toBe('12.345,67');
    expect(localDecimal('12345.670000', 'de')).toBe('12.345,670000');
    expect(localDecimal('12345.67', 'fr')).toBe(`12${NNBSP}345,67`);
    expect(localDecimal('1234567.89', 'hi')).toBe('12,34,567.89');
    expect(localDecimal('1234567.89', 'jp')).toBe('1,234,567.89');
  });

  it('keeps the fraction digits of the text, no more and no fewer', () => {
    expect(localDecimal('-3.5', 'en')).toBe('-3.5');
    expect(localDecimal('-3.5', 'de')).toBe('-3,5');
    expect(localDecimal('10000', 'en')).toBe('10,000');
    expect(localDecimal('0.000001', 'en')).toBe('0.000001');
    expect(localDecimal('7.00', 'de')).toBe('7,00');
  });

  it('is exact for figures no float could hold', () => {
    expect(localDecimal('12345678901234.123456', 'en')).toBe('12,345,678,901,234.123456');
    expect(localDecimal('12345678901234.123456', 'de')).toBe('12.345.678.901.234,123456');
    expect(localDecimal('9007199254740993.000001', 'en')).toBe('9,007,199,254,740,993.000001');
    expect(localDecimal('0.10000000000000000001', 'en')).toBe('0.10000000000000000001');
    expect(localDecimal('-99999999999999999.99', 'fr')).toBe(
      `-99${NNBSP}999${NNBSP}999${NNBSP}999${NNBSP}999${NNBSP}999,99`,
    );
  });

  it('shows text with more fraction digits than Intl takes everywhere as it is, still exact', () => {
    expect(localDecimal('1234.1000000000000000000000000001', 'de')).toBe('1234.1000000000000000000000000001');
    expect(localSignedDecimal('1234.1000000000000000000000000001', 'de')).toBe(
      '+1234.1000000000000000000000000001',
    );
    expect(localPercent('0.1000000000000000000000000001', 'de')).toBe('0.1000000000000000000000000001%');
  });

  it('shows zero without a sign', () => {
    expect(localDecimal('0.00', 'en')).toBe('0.00');
    expect(localDecimal('-0.00', 'en')).toBe('0.00');
    expect(localDecimal('0', 'de')).toBe('0');
  });

  it('keeps Latin digits in Arabic and Persian', () => {
    const ar = localDecimal('1234567.89', 'ar');
    const fa = localDecimal('1234567.89', 'fa');
    expect(ar).toBe('1,234,567.89');
    expect(fa).toBe('1,234,567.89');
    expect(localDecimal('-3.5', 'ar')).toBe(`${LRM}-3.5`);
    expect(localDecimal('-3.5', 'fa')).toBe(`${LRM}${MINUS}3.5`);
    for (const text of [ar, fa, localDecimal('-3.5', 'ar'), localDecimal('-3.5', 'fa')]) {
      expect(text).not.toMatch(NON_LATIN_DIGIT);
    }
  });

  it('keeps Latin digits in every language we serve', () => {
    for (const lang of LANGS) {
      const shown: [string, string][] = [
        [localDecimal('-12345678.123456', lang), '12345678123456'],
        [localSignedDecimal('12345678.123456', lang), '12345678123456'],
        [localPercent('12345.67', lang), '1234567'],
        [localSignedPercent('-2.30', lang), '230'],
      ];
      for (const [text, digits] of shown) {
        expect(text, lang).not.toMatch(NON_LATIN_DIGIT);
        // \D: JavaScript's \d is 0-9 only, so every digit shown is Latin and in order.
        expect(text.replace(/\D/g, ''), `${lang}: ${text}`).toBe(digits);
      }
    }
  });

  it('reads anything but a decimal numeral as no value', () => {
    for (const text of [
      '',
      'abc',
      '1e5',
      '1,000.00',
      ' 12',
      '+5',
      '.5',
      'NaN',
      'Infinity',
      null,
      undefined,
    ]) {
      expect(localDecimal(text, 'en')).toBe(NO_VALUE);
      expect(localSignedDecimal(text, 'en')).toBe(NO_VALUE);
      expect(localPercent(text, 'en')).toBe(NO_VALUE);
      expect(localSignedPercent(text, 'en')).toBe(NO_VALUE);
    }
  });

  it('falls back like the rest of the app for an unknown language', () => {
    expect(localDecimal('12345.67', 'xx')).toBe(localDecimal('12345.67', 'hk'));
  });
});

describe('localSignedDecimal', () => {
  it('puts "+" before a gain and leaves zero unsigned', () => {
    expect(localSignedDecimal('12.500000', 'en')).toBe('+12.500000');
    expect(localSignedDecimal('-3.000000', 'en')).toBe('-3.000000');
    expect(localSignedDecimal('0.000000', 'en')).toBe('0.000000');
    expect(localSignedDecimal('-0.000000', 'en')).toBe('0.000000');
    expect(localSignedDecimal('10000.000000', 'en')).toBe('+10,000.000000');
    expect(localSignedDecimal('10000.000000', 'de')).toBe('+10.000,000000');
    expect(localSignedDecimal('-1234.5', 'fr')).toBe(`-1${NNBSP}234,5`);
  });

  it('keeps Latin digits and the language marks in Arabic and Persian', () => {
    expect(localSignedDecimal('1234.5', 'ar')).toBe(`${LRM}+1,234.5`);
    expect(localSignedDecimal('-1234.5', 'fa')).toBe(`${LRM}${MINUS}1,234.5`);
  });
});

describe('localPercent', () => {
  it('shows a number of percent in the language style, with the same fraction digits', () => {
    expect(localPercent('123.45', 'en')).toBe('123.45%');
    expect(localPercent('123.45', 'de')).toBe(`123,45${NBSP}%`);
    expect(localPercent('123.45', 'fr')).toBe(`123,45${NBSP}%`);
    expect(localPercent('123.45', 'tr')).toBe('%123,45');
    expect(localPercent('37667.33', 'en')).toBe('37,667.33%');
    expect(localPercent('37667.33', 'de')).toBe(`37.667,33${NBSP}%`);
    expect(localPercent('66.67', 'hi')).toBe('66.67%');
    expect(localPercent('0.27', 'en')).toBe('0.27%');
    expect(localPercent('5', 'en')).toBe('5%');
    expect(localPercent('0.001', 'en')).toBe('0.001%');
  });

  it('is exact for long percentages', () => {
    expect(localPercent('12345678901234.56', 'en')).toBe('12,345,678,901,234.56%');
    expect(localPercent('0.123456789012345678', 'en')).toBe('0.123456789012345678%');
  });

  it('keeps Latin digits in Arabic and Persian', () => {
    expect(localPercent('123.45', 'ar')).toBe(`123.45${LRM}%${LRM}`);
    expect(localPercent('123.45', 'fa')).toBe('123.45%');
    expect(localPercent('123.45', 'ar')).not.toMatch(NON_LATIN_DIGIT);
  });
});

describe('localSignedPercent', () => {
  it('puts "+" before a rise and leaves zero unsigned', () => {
    expect(localSignedPercent('12.50', 'en')).toBe('+12.50%');
    expect(localSignedPercent('-2.30', 'en')).toBe('-2.30%');
    expect(localSignedPercent('0.00', 'en')).toBe('0.00%');
    expect(localSignedPercent('-0.00', 'en')).toBe('0.00%');
    expect(localSignedPercent('12.50', 'de')).toBe(`+12,50${NBSP}%`);
    expect(localSignedPercent('-2.30', 'fr')).toBe(`-2,30${NBSP}%`);
    expect(localSignedPercent('-2.30', 'fa')).toBe(`${LRM}${MINUS}2.30%`);
  });
});

describe('numbersFor', () => {
  it('binds the formats to a language, the same object each time', () => {
    const de = numbersFor('de');
    expect(numbersFor('de')).toBe(de);
    expect(de.decimal('12345.67')).toBe('12.345,67');
    expect(de.signedDecimal('1.5')).toBe('+1,5');
    expect(de.percent('66.67')).toBe(`66,67${NBSP}%`);
    expect(de.signedPercent('-2.30')).toBe(`-2,30${NBSP}%`);
    expect(numbersFor('en').decimal('12345.67')).toBe('12,345.67');
  });
});
