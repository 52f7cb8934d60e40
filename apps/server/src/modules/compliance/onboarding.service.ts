/**
 * What a trader must do before real money moves: accept the terms and risk disclosure in force
 * (versioned; a new version asks everyone again) and, on a real account, pass the appropriateness
 * questionnaire before depositing. The gates are asked by the register call (identity), deposits
 * and withdrawals (funding) and new orders on real accounts (trading), through what the
 * composition hands them; demo accounts keep trading whatever they accepted.
 */
import type { CallData, CallParsed, calls, ComplianceStatus, Lang, StaffQuestion, Terms } from '@leverline/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Answer } from '../../http/call-route.js';
import type { StaffContext, UserContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { actorOf, audit } from '../staff/staff.service.js';
import * as repo from './compliance.repo.js';
import type { StoredQuestion } from './compliance.schema.js';
import type { ResidenceService } from './residence.service.js';

type In<K extends keyof typeof calls> = CallParsed<(typeof calls)[K]>;
type Out<K extends keyof typeof calls> = Promise<Answer<CallData<(typeof calls)[K]>>>;

/** How long a node trusts the version in force it read: a version published on another node gates here within this. */
const TERMS_CACHE_MS = 5_000;
/** The advisory-lock key space of questionnaire attempts (the first of the two 32-bit keys). */
const QUESTIONNAIRE_LOCK_SPACE = 3301;
const HOUR_MS = 3_600_000;

/** A broker's text by language: the reader's, else English. */
function inLang(texts: Record<string, string>, lang: Lang): string {
  return texts[lang] || texts.en || '';
}

/** A question as a trader in `lang` reads it: each text in their language where one was entered, else the default's. */
export function questionInLang(q: StoredQuestion, lang: Lang): { text: string; options: string[] } {
  const own = q.translations?.[lang];
  return { text: own?.text || q.text, options: q.options.map((o, i) => own?.options[i] || o.text) };
}

/**
 * The translations worth keeping: texts trimmed, options no more than the question has, trailing
 * empty options dropped, and a language with no text at all left out (it reads the default's).
 */
function keptTranslations(q: StaffQuestion): NonNullable<StoredQuestion['translations']> {
  const kept: NonNullable<StoredQuestion['translations']> = {};
  for (const [lang, t] of Object.entries(q.translations)) {
    const options = t.options.slice(0, q.options.length).map((o) => o.trim());
    while (options.length > 0 && options.at(-1) === '') options.pop();
    const text = t.text.trim();
    if (text || options.length > 0) kept[lang] = { text, options };
  }
  return kept;
}

function questionnaireSet(q: repo.QuestionnaireRow | undefined): q is repo.QuestionnaireRow {
  return q !== undefined && q.questions.length > 0;
}

/** The highest score the questionnaire allows: every question's best option. */
function bestScore(questions: readonly { options: readonly { points: number }[] }[]): number {
  return questions.reduce((sum, q) => sum + Math.max(0, ...q.options.map((o) => o.points)), 0);
}

export class OnboardingService {
  private inForce: { version: number | null; readAt: number } | undefined;

  /** `residence`: the restricted countries and the trader's own (residence.service.ts). */
  constructor(
    private readonly db: Db,
    private readonly residence: Pick<ResidenceService, 'status' | 'requireDepositAllowed' | 'declare'>,
  ) {}

  // ---- the gates ----

  /** The version in force, read afresh at most every few seconds (null: none published). */
  async versionInForce(): Promise<number | null> {
    const now = Date.now();
    if (this.inForce && now - this.inForce.readAt < TERMS_CACHE_MS) return this.inForce.version;
    const row = await repo.latestTerms(this.db);
    this.inForce = { version: row?.version ?? null, readAt: now };
    return this.inForce.version;
  }

  /**
   * Refuses with terms_not_accepted while a version is in force that the user has not accepted.
   * Asked on every real order: one lookup by primary key, and none while no version is published.
   */
  async requireTerms(userId: number): Promise<void> {
    const version = await this.versionInForce();
    if (version === null || (await repo.hasAccepted(this.db, userId, version))) return;
    // What this node read may be a few seconds old: refuse only on the version in force now.
    this.inForce = undefined;
    const now = await this.versionInForce();
    if (now !== null && !(await repo.hasAccepted(this.db, userId, now))) throw new AppError('terms_not_accepted');
  }

  /**
   * Deposits are refused from a restricted country's address or to a resident of one, wait for the
   * residence to be told, for the terms, then for a passed questionnaire when one is set.
   */
  async requireDepositAllowed(userId: number, ctx: { ip: string; lang: Lang }): Promise<void> {
    await this.residence.requireDepositAllowed(userId, ctx);
    await this.requireTerms(userId);
    const q = await repo.latestQuestionnaire(this.db);
    if (questionnaireSet(q) && !(await repo.passedOnce(this.db, userId))) throw new AppError('questionnaire_required');
  }

  /**
   * At registration: the version the new trader accepts (null when none is published), checked
   * against what the form sent before anything is written.
   */
  async termsToAccept(sent: number | undefined): Promise<number | null> {
    const row = await repo.latestTerms(this.db);
    if (!row) return null;
    if (sent === undefined) throw new AppError('terms_not_accepted');
    if (sent !== row.version) throw new AppError('terms_version_stale');
    return row.version;
  }

  /** Records an acceptance in the caller's transaction (the registration's own). */
  async record(tx: Tx, userId: number, version: number, ctx: { ip: string; now: Date }): Promise<void> {
    await repo.acceptTerms(tx, { userId, version, acceptedAt: ctx.now, ip: ctx.ip });
  }

  // ---- the trader's calls ----

  async current(lang: Lang): Promise<Terms | null> {
    const row = await repo.latestTerms(this.db);
    if (!row) return null;
    return { version: row.version, title: inLang(row.title, lang), text: inLang(row.text, lang), published_at: row.publishedAt.toISOString() };
  }

  async status(userId: number, isDemo: boolean, now: Date): Promise<ComplianceStatus> {
    const [terms, acceptance, q, results, residence] = await Promise.all([
      repo.latestTerms(this.db),
      repo.latestAcceptance(this.db, userId),
      repo.latestQuestionnaire(this.db),
      repo.resultsOf(this.db, userId),
      this.residence.status(userId, isDemo),
    ]);
    const passed = results.some((r) => r.passed);
    const retakeAt = passed ? null : this.retakeAt(results[0], q, now);
    return {
      terms_version: terms?.version ?? null,
      accepted_version: acceptance?.version ?? null,
      accepted_at: acceptance?.acceptedAt.toISOString() ?? null,
      terms_needed: terms !== undefined && (acceptance?.version ?? 0) < terms.version,
      test_needed: !isDemo && questionnaireSet(q) && !passed,
      test_passed: passed,
      retake_at: retakeAt?.toISOString() ?? null,
      ...residence,
    };
  }

  /** After a failed attempt, when the next may be made; null when it may be made now. */
  private retakeAt(last: repo.ResultRow | undefined, q: repo.QuestionnaireRow | undefined, now: Date): Date | null {
    if (!last || last.passed || !q) return null;
    const at = new Date(last.takenAt.getTime() + q.retakeHours * HOUR_MS);
    return at > now ? at : null;
  }

  async accept(input: In<'acceptTerms'>, ctx: UserContext): Out<'acceptTerms'> {
    const userId = ctx.session.userId;
    await this.db.transaction(async (tx) => {
      const row = await repo.latestTerms(tx);
      if (!row) throw new AppError('terms_version_stale');
      if (input.version !== row.version) throw new AppError('terms_version_stale');
      await this.record(tx, userId, row.version, ctx);
    });
    return { data: await this.status(userId, ctx.session.isDemo, ctx.now), msg: 'terms_accepted' };
  }

  /** Records the residence of a trader who has none yet (accounts opened before registration asked it). */
  async declareResidence(input: In<'declareResidence'>, ctx: UserContext): Out<'declareResidence'> {
    await this.residence.declare(input, ctx);
    return { data: await this.status(ctx.session.userId, ctx.session.isDemo, ctx.now), msg: 'residence_saved' };
  }

  async questions(ctx: UserContext): Out<'questionnaire'> {
    const q = await repo.latestQuestionnaire(this.db);
    return {
      data: {
        questions: questionnaireSet(q) ? q.questions.map((x) => questionInLang(x, ctx.lang)) : [],
        status: await this.status(ctx.session.userId, ctx.session.isDemo, ctx.now),
      },
    };
  }

  async answer(input: In<'answerQuestionnaire'>, ctx: UserContext): Out<'answerQuestionnaire'> {
    const userId = ctx.session.userId;
    const result = await this.db.transaction(async (tx) => {
      // One attempt at a time per trader, so two at once cannot both pass the waiting period.
      await tx.execute(sql`select pg_advisory_xact_lock(${QUESTIONNAIRE_LOCK_SPACE}, ${userId})`);
      const q = await repo.latestQuestionnaire(tx);
      if (!questionnaireSet(q)) throw new AppError('questionnaire_none');
      const results = await repo.resultsOf(tx, userId);
      if (results.some((r) => r.passed)) throw new AppError('questionnaire_passed_already');
      const retakeAt = this.retakeAt(results[0], q, ctx.now);
      if (retakeAt) throw new AppError('questionnaire_wait', { hours: Math.ceil((retakeAt.getTime() - ctx.now.getTime()) / HOUR_MS) });
      const answers = input.answers;
      if (answers.length !== q.questions.length || answers.some((a, i) => a >= q.questions[i]!.options.length)) {
        throw new AppError('questionnaire_answers_invalid');
      }
      const score = answers.reduce((sum, a, i) => sum + q.questions[i]!.options[a]!.points, 0);
      return repo.insertResult(tx, {
        userId,
        questionnaireId: q.id,
        answers,
        score,
        passScore: q.passScore,
        passed: score >= q.passScore,
        takenAt: ctx.now,
      });
    });
    return {
      data: {
        score: result.score,
        pass_score: result.passScore,
        passed: result.passed,
        status: await this.status(userId, ctx.session.isDemo, ctx.now),
      },
    };
  }

  // ---- the console ----

  async staffTerms(): Out<'staffTerms'> {
    const rows = await repo.allTerms(this.db);
    return {
      data: rows.map((r) => ({
        version: r.version,
        title: r.title,
        text: r.text,
        published_at: r.publishedAt.toISOString(),
        published_by: r.publishedBy,
        accepted: Number(r.accepted),
      })),
    };
  }

  async publish(input: In<'staffPublishTerms'>, ctx: StaffContext): Out<'staffPublishTerms'> {
    const drop = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== ''));
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await this.db.transaction(async (tx) => {
          const saved = await repo.insertTerms(tx, {
            title: drop(input.title),
            text: drop(input.text),
            publishedAt: ctx.now,
            publishedBy: ctx.staff.email,
          });
          const summary = { title: saved.title.en, languages: Object.keys(saved.text).sort() };
          await audit(tx, actorOf(ctx), 'terms.publish', 'terms', String(saved.version), null, summary, ctx);
          return saved;
        });
        this.inForce = { version: row.version, readAt: Date.now() };
        return {
          data: { version: row.version, title: row.title, text: row.text, published_at: row.publishedAt.toISOString(), published_by: row.publishedBy, accepted: 0 },
          msg: 'saved',
        };
      } catch (error) {
        // Two publications at once: the second takes the next number.
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  async staffQuestionnaire(): Out<'staffQuestionnaire'> {
    return { data: this.questionnaireView(await repo.latestQuestionnaire(this.db)) };
  }

  private questionnaireView(q: repo.QuestionnaireRow | undefined): CallData<typeof calls.staffQuestionnaire> {
    return {
      questions: (q?.questions ?? []).map((x) => ({ text: x.text, options: x.options, translations: x.translations ?? {} })),
      pass_score: q?.passScore ?? 0,
      retake_hours: q?.retakeHours ?? 24,
      updated_at: q?.savedAt.toISOString() ?? null,
    };
  }

  async saveQuestionnaire(input: In<'staffSaveQuestionnaire'>, ctx: StaffContext): Out<'staffSaveQuestionnaire'> {
    // A passing score nobody can reach would hold every real account's deposits for good.
    if (input.questions.length > 0 && (input.pass_score < 1 || input.pass_score > bestScore(input.questions))) {
      throw new AppError('invalid_param', { field: 'pass_score' });
    }
    const row = await this.db.transaction(async (tx) => {
      const before = await repo.latestQuestionnaire(tx);
      const saved = await repo.insertQuestionnaire(tx, {
        questions: input.questions.map((x) => ({ text: x.text, options: x.options, translations: keptTranslations(x) })),
        passScore: input.pass_score,
        retakeHours: input.retake_hours,
        savedAt: ctx.now,
        savedBy: ctx.staff.email,
      });
      const languages = (r: repo.QuestionnaireRow) => [...new Set(r.questions.flatMap((x) => Object.keys(x.translations ?? {})))].sort();
      const summary = (r: repo.QuestionnaireRow) => ({ questions: r.questions.length, pass_score: r.passScore, retake_hours: r.retakeHours, languages: languages(r) });
      await audit(tx, actorOf(ctx), 'questionnaire.save', 'questionnaire', String(saved.id), before ? summary(before) : null, summary(saved), ctx);
      return saved;
    });
    return { data: this.questionnaireView(row), msg: 'saved' };
  }

  async staffUser(input: In<'staffUserCompliance'>): Out<'staffUserCompliance'> {
    const [acceptances, results, questionnaires] = await Promise.all([
      repo.acceptancesOf(this.db, input.user_id),
      repo.resultsOf(this.db, input.user_id),
      repo.allQuestionnaires(this.db),
    ]);
    const byId = new Map(questionnaires.map((q) => [q.id, q]));
    return {
      data: {
        acceptances: acceptances.map((a) => ({ version: a.version, accepted_at: a.acceptedAt.toISOString(), ip: a.ip })),
        results: results.map((r) => {
          const q = byId.get(r.questionnaireId);
          return {
            id: r.id,
            score: r.score,
            pass_score: r.passScore,
            passed: r.passed,
            taken_at: r.takenAt.toISOString(),
            answers: r.answers.map((a, i) => {
              const question = q?.questions[i];
              const option = question?.options[a];
              return { question: question?.text ?? '', answer: option?.text ?? '', points: option?.points ?? 0 };
            }),
          };
        }),
      },
    };
  }

  /** For the setup checklist: terms are published. */
  async hasTerms(): Promise<boolean> {
    return (await repo.latestTerms(this.db)) !== undefined;
  }
}
