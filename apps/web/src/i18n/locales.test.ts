/**
 * Every locale file has exactly the keys and {{placeholders}} of en.json, and every key the
 * source uses exists in en.json, so no screen ever shows a raw key.
 */
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

const LOCALES = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json', { eager: true });
const SOURCES = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [k, v] of flatten(value as Record<string, unknown>, path)) out.set(k, v);
    } else {
      out.set(path, String(value));
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const english = flatten(en);

describe('locale files', () => {
  it('include English and Hong Kong Chinese', () => {
    expect(Object.keys(LOCALES).sort()).toEqual(
      expect.arrayContaining(['./locales/en.json', './locales/hk.json']),
    );
  });

  for (const [file, module] of Object.entries(LOCALES)) {
    if (file.endsWith('/en.json')) continue;
    it(`${file} has exactly the keys of en.json`, () => {
      const keys = [...flatten(module.default).keys()].sort();
      expect(keys).toEqual([...english.keys()].sort());
    });

    it(`${file} keeps every {{placeholder}} of en.json`, () => {
      const translated = flatten(module.default);
      for (const [key, text] of english) {
        expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    });

    it(`${file} has no empty text`, () => {
      for (const [key, text] of flatten(module.default)) expect(text.trim(), key).not.toBe('');
    });
  }

  it('define every key the source uses', () => {
    const used = new Set<string>();
    const patterns = [
      /\bt\(\s*'([\w.]+)'/g, // t('home.login')
      /\bt\(\s*"([\w.]+)"/g,
      /\b\w*Key: '([\w.]+)'/g, // { titleKey: 'tab.home' }
      /\bi18n\.t\(\s*'([\w.]+)'/g,
    ];
    for (const source of Object.values(SOURCES)) {
      for (const pattern of patterns) for (const match of source.matchAll(pattern)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(50);
    // A plural key is used by its base name (t('invite.joined', { count })) and defined by its forms.
    const missing = [...used].filter((key) => !english.has(key) && !english.has(`${key}_other`));
    expect(missing).toEqual([]);
  });
});
