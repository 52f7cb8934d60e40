/**
 * Reference data and default settings. Inserted when missing and never overwritten, so values
 * staff change later survive restarts. Like main.ts it composes modules: it fills their tables
 * with what they start with, so it may import their schemas and rules (never their repos).
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { sql } from 'drizzle-orm';
import {
  areaCodes,
  news,
  settings,
} from './schema.js';
import type { Db } from './client.js';
import { NEWS_SEED, type ArticleText } from './news-seed.js';
import { NEWS_TRANSLATIONS } from './news-translations/index.js';
import { sanitizeArticle } from '../modules/community/sanitize.js';
import { DEFAULT_SETTINGS } from '../modules/settings/settings.defaults.js';

/** Calling codes of every country and territory, from libphonenumber's metadata. */
export function areaCodeRows(): { code: string; globalCode: string; sort: number }[] {
  return getCountries()
    .slice()
    .sort()
    .map((code, index) => ({ code, globalCode: getCountryCallingCode(code), sort: index }));
}

/**
 * Inserts the default articles in every language that has none yet (so a new language arrives
 * on an existing installation too). A language whose articles staff removed on purpose is seeded
 * again on the next start: to hide articles, unpublish them instead.
 *
 * No deposit channels, collection bank accounts, withdrawal currencies or partner companies are
 * seeded: whatever traders see there must be the broker's own, entered in the console. Traders
 * would send real money to an example address, and the console's setup checklist says what is
 * still missing.
 */
async function seedContent(db: Db, now: Date): Promise<void> {
  const seeded = new Set(
    (await db.selectDistinct({ lang: news.lang }).from(news).where(sql`${news.categoryId} = 1`)).map((r) => r.lang),
  );
  const languages: [string, Record<string, ArticleText> | undefined][] = [['en', undefined], ...Object.entries(NEWS_TRANSLATIONS)];
  for (const [lang, texts] of languages) {
    if (seeded.has(lang)) continue;
    await db.insert(news).values(
      NEWS_SEED.map((article) => {
        const text = texts?.[article.slug] ?? article;
        return {
          categoryId: 1,
          lang,
          slug: article.slug,
          title: text.title,
          desc: text.desc,
          logo: `/news/${article.slug}.svg`,
          content: sanitizeArticle(text.content),
          createdAt: new Date(article.publishedAt),
          updatedAt: now,
        };
      }),
    ).onConflictDoNothing();
  }
}

export async function seed(db: Db, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value, updatedAt: now })))
    .onConflictDoNothing();
  await db.insert(areaCodes).values(areaCodeRows()).onConflictDoNothing();
  await seedContent(db, now);
}
