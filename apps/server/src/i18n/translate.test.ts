import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, MESSAGE_KEYS } from '@leverline/contract';
import { fieldName, translate } from './translate.js';

const dir = path.join(import.meta.dirname, 'messages');
const load = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  const en = load('en');

  it('has a text for every message key of the contract', () => {
    for (const key of MESSAGE_KEYS) expect(en[key], key).toBeTruthy();
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s has exactly the English keys and placeholders', (lang) => {
    const messages = load(lang);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(messages[key]!), `${lang}.${key}`).toEqual(placeholders(text));
      if (!['ok'].includes(key) && text.length > 12) expect(messages[key], `${lang}.${key} left in English`).not.toBe(text);
    }
  });

  it('fills placeholders and names fields', () => {
    expect(translate('en', 'code_too_soon', { seconds: 42 })).toBe('Please wait 42 seconds before requesting another code');
    expect(translate('en', 'invalid_param', { field: fieldName('en', 'area_id') })).toBe('Please check the calling code');
    expect(fieldName('en', 'no_such_field')).toBe('your input');
  });
});
