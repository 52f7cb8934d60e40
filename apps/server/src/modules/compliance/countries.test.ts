import { describe, expect, it } from 'vitest';
import { LANGS } from '@leverline/contract';
import { countryList, countryName, isCountryCode } from './countries.js';

describe('countries', () => {
  it('knows the 249 countries of ISO 3166-1 by their alpha-2 codes', () => {
    expect(countryList('en')).toHaveLength(249);
    expect(isCountryCode('KP')).toBe(true);
    expect(isCountryCode('XK')).toBe(false);
    expect(isCountryCode('kp')).toBe(false);
  });

  it('names every country in every product language, in English where its list has no name', () => {
    for (const lang of LANGS) {
      const list = countryList(lang);
      expect(list, lang).toHaveLength(249);
      for (const { code, name } of list) expect(name, `${lang} ${code}`).not.toBe(code);
    }
    expect(countryName('KP', 'en')).toBe('North Korea');
    expect(countryName('DE', 'jp')).toBe('ドイツ');
    expect(countryName('DE', 'hk')).toBe('德國');
    expect(countryName('DE', 'my')).toBe('Jerman');
  });
});
