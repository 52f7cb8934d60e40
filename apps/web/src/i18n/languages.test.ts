import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLang, langOfLocale, storedLang } from './languages';

describe("the first visit's language", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads a browser language as one of the 21 by its primary subtag', () => {
    expect(langOfLocale('de-DE')).toBe('de');
    expect(langOfLocale('de-AT')).toBe('de');
    expect(langOfLocale('ja-JP')).toBe('jp');
    expect(langOfLocale('ko')).toBe('kr');
    expect(langOfLocale('vi-VN')).toBe('vn');
    expect(langOfLocale('es-MX')).toBe('spa');
    expect(langOfLocale('ms-MY')).toBe('my');
    expect(langOfLocale('pt-BR')).toBe('pt');
    expect(langOfLocale('zh-TW')).toBe('hk');
    expect(langOfLocale('zh-CN')).toBe('hk');
    expect(langOfLocale('fa_IR')).toBe('fa');
    expect(langOfLocale('nl-NL')).toBeNull();
    expect(langOfLocale('')).toBeNull();
  });

  it('takes the first preferred language the app speaks', () => {
    expect(browserLang(['nl-NL', 'fr-BE', 'en'])).toBe('fr');
    expect(browserLang(['nl-NL', 'sv'])).toBeNull();
    expect(browserLang([])).toBeNull();
  });

  it('opens in the browser language until the trader chooses, and in hk when it is none of the 21', () => {
    vi.stubGlobal('navigator', { languages: ['de-DE', 'en'], language: 'de-DE' });
    expect(storedLang()).toBe('de');
    localStorage.setItem('lang', 'ar');
    expect(storedLang()).toBe('ar');
    localStorage.setItem('lang', 'tw');
    expect(storedLang()).toBe('hk');
    localStorage.clear();
    vi.stubGlobal('navigator', { languages: ['nl-NL', 'sv-SE'], language: 'nl-NL' });
    expect(storedLang()).toBe('hk');
  });
});
