/** The only queries of the compliance tables (compliance.schema.ts). */
import { and, count, desc, eq, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lossShareFigures, questionnaireResults, questionnaires, termsAcceptances, termsVersions } from '../../db/schema.js';

export type LossShareRow = typeof lossShareFigures.$inferSelect;
export type TermsRow = typeof termsVersions.$inferSelect;
export type AcceptanceRow = typeof termsAcceptances.$inferSelect;
export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type ResultRow = typeof questionnaireResults.$inferSelect;

export async function figureFor(tx: Tx, periodEnd: Date): Promise<LossShareRow | undefined> {
  const [row] = await tx.select().from(lossShareFigures).where(eq(lossShareFigures.periodEnd, periodEnd));
  return row;
}

/** Keeps the first figure of a quarter: two nodes computing it at once keep one. */
export async function saveFigure(tx: Tx, row: LossShareRow): Promise<LossShareRow> {
  await tx.insert(lossShareFigures).values(row).onConflictDoNothing();
  return (await figureFor(tx, row.periodEnd))!;
}

export async function latestTerms(tx: Tx): Promise<TermsRow | undefined> {
  const [row] = await tx.select().from(termsVersions).orderBy(desc(termsVersions.version)).limit(1);
  return row;
}

export function allTerms(tx: Tx): Promise<(TermsRow & { accepted: number })[]> {
  return tx
    .select({
      version: termsVersions.version,
      title: termsVersions.title,
      text: termsVersions.text,
      publishedAt: termsVersions.publishedAt,
      publishedBy: termsVersions.publishedBy,
      accepted: count(termsAcceptances.userId),
    })
    .from(termsVersions)
    .leftJoin(termsAcceptances, eq(termsAcceptances.version, termsVersions.version))
    .groupBy(termsVersions.version)
    .orderBy(desc(termsVersions.version));
}

/**
 * Publishes the next version. The primary key on the number makes two publications at once keep
 * distinct numbers: the loser's insert fails and the caller tries again with the next number.
 */
export async function insertTerms(tx: Tx, row: Omit<TermsRow, 'version'>): Promise<TermsRow> {
  const [top] = await tx.select({ v: max(termsVersions.version) }).from(termsVersions);
  const [saved] = await tx
    .insert(termsVersions)
    .values({ ...row, version: (top?.v ?? 0) + 1 })
    .returning();
  return saved!;
}

export async function acceptTerms(tx: Tx, row: AcceptanceRow): Promise<void> {
  await tx.insert(termsAcceptances).values(row).onConflictDoNothing();
}

/** The newest version the user accepted, if any. */
export async function latestAcceptance(tx: Tx, userId: number): Promise<AcceptanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, userId))
    .orderBy(desc(termsAcceptances.version))
    .limit(1);
  return row;
}

export async function hasAccepted(tx: Tx, userId: number, version: number): Promise<boolean> {
  const [row] = await tx
    .select({ v: termsAcceptances.version })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.version, version)));
  return row !== undefined;
}

export function acceptancesOf(tx: Tx, userId: number): Promise<AcceptanceRow[]> {
  return tx.select().from(termsAcceptances).where(eq(termsAcceptances.userId, userId)).orderBy(desc(termsAcceptances.version));
}

export async function latestQuestionnaire(tx: Tx): Promise<QuestionnaireRow | undefined> {
  const [row] = await tx.select().from(questionnaires).orderBy(desc(questionnaires.id)).limit(1);
  return row;
}

export function allQuestionnaires(tx: Tx): Promise<QuestionnaireRow[]> {
  return tx.select().from(questionnaires).orderBy(questionnaires.id);
}

export async function insertQuestionnaire(tx: Tx, row: Omit<QuestionnaireRow, 'id'>): Promise<QuestionnaireRow> {
  const [saved] = await tx.insert(questionnaires).values(row).returning();
  return saved!;
}

export async function insertResult(tx: Tx, row: Omit<ResultRow, 'id'>): Promise<ResultRow> {
  const [saved] = await tx.insert(questionnaireResults).values(row).returning();
  return saved!;
}

export function resultsOf(tx: Tx, userId: number): Promise<ResultRow[]> {
  return tx
    .select()
    .from(questionnaireResults)
    .where(eq(questionnaireResults.userId, userId))
    .orderBy(desc(questionnaireResults.takenAt), desc(questionnaireResults.id));
}

/** The user's newest attempt and whether any attempt passed. */
export async function passedOnce(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: questionnaireResults.id })
    .from(questionnaireResults)
    .where(and(eq(questionnaireResults.userId, userId), eq(questionnaireResults.passed, true)))
    .limit(1);
  return row !== undefined;
}
