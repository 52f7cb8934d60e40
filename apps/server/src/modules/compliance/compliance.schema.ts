/** Tables of the compliance module (db/schema.ts re-exports them for drizzle-kit). */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';
import { users } from '../identity/identity.schema.js';

/**
 * The share of retail accounts that lost money, one row per quarter it was computed for (ESMA's
 * method, domain lossShare): kept, so the figure shown can be traced to when and from what.
 */
export const lossShareFigures = pgTable('loss_share_figures', {
  /** End of the twelve months covered (the start of the quarter the figure is shown in). */
  periodEnd: ts('period_end').primaryKey(),
  periodStart: ts('period_start').notNull(),
  accounts: integer('accounts').notNull(),
  losing: integer('losing').notNull(),
  /** Whole percent; null when no retail account was active. */
  sharePct: integer('share_pct'),
  computedAt: ts('computed_at').notNull(),
});

/**
 * Each published version of the terms and risk disclosure, never changed once published: the
 * newest is in force, and what a trader accepted can always be read again as they read it.
 */
export const termsVersions = pgTable('terms_versions', {
  version: integer('version').primaryKey(),
  /** By language code; `en` always present, other languages fall back to it. */
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  text: jsonb('text').$type<Record<string, string>>().notNull(),
  publishedAt: ts('published_at').notNull(),
  publishedBy: text('published_by'),
});

/** Who accepted which version, when and from which address (one row per user and version). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull(),
    acceptedAt: ts('accepted_at').notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);

export interface StoredQuestion {
  /** In the default language (the broker's). */
  text: string;
  options: { text: string; points: number }[];
  /**
   * The question in other languages, by language code: its text and its options' texts in order;
   * an empty or missing text reads the default's. Absent in questionnaires saved before there were any.
   */
  translations?: Record<string, { text: string; options: string[] }>;
}

/**
 * The appropriateness questionnaire, one row per save: the newest is in force. No questions means
 * none is set. Results point at the row they were answered on.
 */
export const questionnaires = pgTable('questionnaires', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
  passScore: integer('pass_score').notNull(),
  /** Hours a trader who failed waits before trying again. */
  retakeHours: integer('retake_hours').notNull(),
  savedAt: ts('saved_at').notNull(),
  savedBy: text('saved_by'),
});

/** Each attempt at the questionnaire: the chosen options in order, the score and the outcome. */
export const questionnaireResults = pgTable(
  'questionnaire_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    passScore: integer('pass_score').notNull(),
    passed: boolean('passed').notNull(),
    takenAt: ts('taken_at').notNull(),
  },
  (t) => [index('questionnaire_results_user_idx').on(t.userId, t.takenAt)],
);
