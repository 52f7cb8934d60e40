import { describe, expect, it } from 'vitest';
import { LANGS } from '@leverline/contract';
import { countryList, countryName, isCountryCode } from './countries.js';

describe('countries', () => {
  it('knows the 249 countries of ISO 3166-1 and Kosovo by their alpha-2 codes', () => {
    expect(countryList('en')).toHaveLength(250);
    expect(isCountryCode('KP')).toBe(true);
    expect(isCountryCode('XK')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('kp')).toBe(false);
  });

  it('names every country in every product language, in English where its list has no name', () => {
    for (const lang of LANGS) {
      const list = countryList(lang);
      expect(list, lang).toHaveLength(250);
      for (const { code, name } of list) expect(name, `${lang} ${code}`).not.toBe(code);
    }
    expect(countryName('KP', 'en')).toBe('North Korea');
    expect(countryName('DE', 'jp')).toBe('ドイツ');
    // The list has no Traditional Chinese: English, not the Simplified names.
    expect(countryName('DE', 'hk')).toBe('Germany');
    expect(countryName('DE', 'my')).toBe('Jerman');
  });
});
