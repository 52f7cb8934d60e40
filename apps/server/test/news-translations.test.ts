/**
 * The education articles every installation ships with, in each of the 21 languages: the same
 * articles with the same structure as the English ones, so a trader reading in any language sees
 * the same tables, lists and worked examples.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '@leverline/contract';
import { NEWS_SEED } from '../src/db/news-seed.js';
import { NEWS_TRANSLATIONS } from '../src/db/news-translations/index.js';
import { sanitizeArticle } from '../src/modules/community/sanitize.js';

/** The sequence of elements of an article: what a reader sees as its shape. */
const shapeOf = (html: string) => [...html.matchAll(/<(\/?[a-z0-9]+)/g)].map((m) => m[1]).join(' ');

const bySlug = new Map(NEWS_SEED.map((article) => [article.slug, article]));

describe('seed articles', () => {
  for (const lang of LANGS.filter((l) => l !== 'en')) {
    describe(lang, () => {
      const articles = () => NEWS_TRANSLATIONS[lang] ?? {};

      it('has every English article and no other', () => {
        expect(Object.keys(articles()).sort()).toEqual([...bySlug.keys()].sort());
      });

      it('keeps the elements of each English article in order, all of them allowed', () => {
        for (const [slug, text] of Object.entries(articles())) {
          const english = bySlug.get(slug)!;
          expect(shapeOf(text.content), `${lang} ${slug}`).toBe(shapeOf(english.content));
          expect(shapeOf(sanitizeArticle(text.content)), `${lang} ${slug} after the sanitiser`).toBe(shapeOf(english.content));
        }
      });

      it('is translated: titles differ from English, summaries fit the list, digits are Latin', () => {
        for (const [slug, text] of Object.entries(articles())) {
          const english = bySlug.get(slug)!;
          expect(text.title.trim(), `${lang} ${slug}`).not.toBe(english.title);
          expect(text.desc.trim(), `${lang} ${slug}`).not.toBe(english.desc);
          expect(text.desc.length, `${lang} ${slug} summary length`).toBeLessThanOrEqual(160);
          expect(`${text.title}${text.desc}${text.content}`, `${lang} ${slug}`).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/);
        }
      });
    });
  }
});
