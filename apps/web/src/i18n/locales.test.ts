/**
 * Every language of §9 has a locale file with exactly the keys of en.json (plural keys in the
 * forms that language's plural rules use), the same {{placeholders}}, no empty text and no text
 * left in English; and every key the source uses exists in en.json, so no screen ever shows a
 * raw key.
 */
import { describe, expect, it } from 'vitest';
import { LANG_LOCALE, LANGS, type Lang } from '@leverline/contract';
import en from './locales/en.json';

const LOCALES = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json', { eager: true });
const SOURCES = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Texts a language may write exactly as English does: codes, units, the brand, place names
 * spelled alike, and the words its traders really use as they are (German "Orders", Indonesian
 * "Leverage", Romance "Stop loss"). Anything else identical to English is a text left untranslated.
 */
const SAME_AS_ENGLISH: Partial<Record<Lang | '*', readonly string[]>> = {
  '*': ['Leverline', 'UID {{uid}}', '1 {{code}} = {{rate}} USD', '1 USD = {{rate}} {{code}}', 'Israel', 'China', 'Vanuatu', 'Cuba', 'Demo', '{{count}} min',
    // Crypto-currencies and index names spelled the same in most languages.
    'Bitcoin', 'Ethereum', 'Solana', 'Dogecoin', 'Cardano', 'Litecoin', 'Hong Kong 50', 'Japan 225', 'UK 100'],
  cs: ['Long', 'Short', 'E-mail'],
  de: ['Instrument', 'Swaps (USD)', 'Orders', 'Trades', 'Website', 'Wallet', 'Long', 'Short', 'Lots', 'Feedback', 'Margin', 'Status'],
  fr: ['Instrument', 'Swaps (USD)', 'Notifications', 'Trades', '{{lots}} lots', 'Instruments', 'Mobile', 'Lots', 'Take profit', 'Stop loss', 'Copy trading', 'E-mail'],
  id: ['Leverage', 'Deposit', 'Take profit', 'Stop loss', 'Memo', 'Margin', 'Status', 'Trailing stop', 'Buy limit', 'Sell limit', 'Buy stop', 'Sell stop'],
  it: ['Password', 'Take profit', 'Stop loss', 'Feedback', 'Copy trading', 'E-mail', 'Trailing stop', 'Buy limit', 'Sell limit', 'Buy stop', 'Sell stop'],
  my: ['Deposit', 'Memo', 'Minimum {{min}} USD', 'Margin', 'Status'],
  pt: ['Swaps (USD)', 'Real', 'Take profit', 'Stop loss', 'Copy trading', 'E-mail', 'Ranking', 'Status'],
  spa: ['Swaps (USD)', 'Real', 'Take profit', 'Stop loss', 'Copy trading', 'Ranking'],
};

/**
 * Latin-letter words a language written in another script may still contain: codes, units,
 * the brand and abbreviations traders read as they are.
 */
const LATIN_WORDS_IN_OTHER_SCRIPTS = new Set([
  'Leverline',
  // Apple's devices, named where the app says a web app must be on their home screen to get pushes.
  'iPhone',
  'iPad',
  'USD',
  'UID',
  'MB',
  'ID',
  'QR',
  'SL',
  'TP',
  'JPEG',
  'PNG',
  'WebP',
  'GIF',
  'PDF',
  'App',
  'Email',
  'E-mail',
  'KYC',
  'IBAN',
  'SWIFT',
  'USDT',
  'BTC',
  'ETH',
  'ERC20',
  'TRC20',
  'CSV',
  'TxID',
  'WTI',
  'OK',
  // Hong Kong writes "QR Code" in Latin letters.
  'Code',
]);

const LATIN_SCRIPT: ReadonlySet<Lang> = new Set(['en', 'vn', 'fr', 'de', 'spa', 'pt', 'it', 'tr', 'id', 'my', 'cs', 'fi', 'et']);

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

/** Keys without plural suffix, and each plural key's base with the forms present. */
function shape(texts: Map<string, string>) {
  const plain: string[] = [];
  const plurals = new Map<string, string[]>();
  for (const key of texts.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) {
      plain.push(key);
      continue;
    }
    const base = key.slice(0, match.index);
    plurals.set(base, [...(plurals.get(base) ?? []), match[1] ?? '']);
  }
  return { plain: plain.sort(), plurals };
}

/** The plural forms (CLDR categories) a language's texts need, from its locale. */
function pluralForms(lang: Lang): string[] {
  return new Intl.PluralRules(LANG_LOCALE[lang]).resolvedOptions().pluralCategories.slice().sort();
}

function latinWords(text: string): string[] {
  const words = text.replace(/\{\{\s*\w+\s*\}\}/g, ' ').match(/[A-Za-z][A-Za-z0-9-]*/g) ?? [];
  // Codes in capitals (EURUSD, SWIFT) are written as they are in every script.
  return words.filter((w) => !LATIN_WORDS_IN_OTHER_SCRIPTS.has(w) && !/^[A-Z0-9-]{1,10}$/.test(w));
}

const english = flatten(en);
const englishShape = shape(english);
const localeFile = (lang: Lang) => LOCALES[`./locales/${lang}.json`]?.default;

describe('locale files', () => {
  it('exist for every language of §9 and no other', () => {
    expect(Object.keys(LOCALES).sort()).toEqual(LANGS.map((lang) => `./locales/${lang}.json`).sort());
  });

  for (const lang of LANGS) {
    describe(lang, () => {
      const texts = () => flatten(localeFile(lang) ?? {});

      it('has exactly the keys of en.json, plurals in its own forms', () => {
        const { plain, plurals } = shape(texts());
        expect(plain).toEqual(englishShape.plain);
        expect([...plurals.keys()].sort()).toEqual([...englishShape.plurals.keys()].sort());
        for (const [base, forms] of plurals) {
          // `_zero` is i18next's text for a count of 0, in every language that English gives one.
          const zero = englishShape.plurals.get(base)?.includes('zero') ? ['zero'] : [];
          expect(forms.sort(), `${lang}: ${base}`).toEqual([...new Set([...pluralForms(lang), ...zero])].sort());
        }
      });

      it('keeps every {{placeholder}} of en.json', () => {
        for (const [key, text] of texts()) {
          const match = PLURAL_SUFFIX.exec(key);
          const source = match ? english.get(`${key.slice(0, match.index)}_other`) : english.get(key);
          let expected = placeholders(source ?? '');
          // "One friend joined" / "انضم صديقان": the singular and dual forms may spell the number out.
          if (match && ['zero', 'one', 'two'].includes(match[1] ?? '')) {
            expected = expected.filter((name) => name !== 'count' || text.includes('{{count}}'));
          }
          expect(placeholders(text), `${lang}: ${key}`).toEqual(expected);
        }
      });

      it('has no empty text', () => {
        for (const [key, text] of texts()) expect(text.trim(), `${lang}: ${key}`).not.toBe('');
      });

      if (lang === 'en') return;

      it('leaves nothing in English', () => {
        const allowed = new Set([...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[lang] ?? [])]);
        const untranslated = [...texts()].filter(([key, text]) => {
          const source = english.get(key);
          const words = source?.replace(/\{\{\s*\w+\s*\}\}/g, '') ?? '';
          return text === source && /[a-z]{2}/.test(words) && !allowed.has(source);
        });
        expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
      });

      if (!LATIN_SCRIPT.has(lang)) {
        it('writes no English words inside its own script', () => {
          const mixed = [...texts()].filter(([, text]) => latinWords(text).length > 0);
          expect(mixed.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
        });
      }
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
    // A plural key is used by its base name (t('invite.joined', { count })) and defined by its forms;
    // a group read whole (t('instrument_names', { returnObjects: true })) by the keys under it.
    const groups = new Set([...english.keys()].flatMap((key) => key.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
    const missing = [...used].filter((key) => !english.has(key) && !english.has(`${key}_other`) && !groups.has(key));
    expect(missing).toEqual([]);
  });
});
