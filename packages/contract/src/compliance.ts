/** What a regulated broker must show: the risk warning's figure. */
import { z } from 'zod';
import { defineCall } from './call.js';
import { countryCodeField, idField, reasonField } from './fields.js';
import { LANGS } from './lang.js';

export const riskWarningSchema = z.object({
  /** Whole percent of retail accounts that lost money over the period (ESMA's method); null when none traded. */
  loss_pct: z.number().int().nullable(),
  /** Retail accounts that traded in the period. */
  accounts: z.number().int(),
  /** First and last day (UTC, YYYY-MM-DD) of the twelve months covered. */
  period_start: z.string(),
  period_end: z.string(),
});
export type RiskWarning = z.infer<typeof riskWarningSchema>;

export const riskWarning = defineCall({
  methods: ['GET'],
  path: '/api/compliance/risk_warning',
  auth: 'public',
  summary:
    'The share of retail accounts that lost money trading with this provider: the twelve months before the current quarter, realised and unrealised results net of all costs, recomputed each quarter',
  tag: 'settings',
  input: z.object({}),
  data: riskWarningSchema,
});

/**
 * A text the broker writes once or per language: `{ en: "…", fr: "…" }`. English is required;
 * a language without its own text is shown the English one.
 */
export const localTextsField = (max: number) =>
  z
    .record(z.string(), z.string().trim().max(max, { error: 'invalid_param' }), { error: 'invalid_param' })
    .refine((texts) => Object.keys(texts).every((k) => (LANGS as readonly string[]).includes(k)), { error: 'invalid_param' })
    .refine((texts) => (texts.en ?? '').length > 0, { error: 'terms_text_required' });

/** A published version of the terms and risk disclosure, in the reader's language. */
export const termsSchema = z.object({
  /** 1, 2, 3 … in the order they were published. */
  version: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** ISO time it was published; from then on it is the one to accept. */
  published_at: z.string(),
});
export type Terms = z.infer<typeof termsSchema>;

export const currentTerms = defineCall({
  methods: ['GET'],
  path: '/api/compliance/terms',
  auth: 'public',
  summary: 'The terms and risk disclosure in force, in the request language; null while none was published (nothing to accept)',
  tag: 'settings',
  input: z.object({}),
  data: termsSchema.nullable(),
});

/** A country to choose as residence, named in the request's language. */
export const countryOptionSchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name: z.string(),
  /** The service is not provided to residents of this country. */
  restricted: z.boolean(),
});
export type CountryOption = z.infer<typeof countryOptionSchema>;

export const countries = defineCall({
  methods: ['GET'],
  path: '/api/compliance/countries',
  auth: 'public',
  summary:
    'The countries of residence to choose from (ISO 3166-1, named in the request language and sorted by name), each marked when the service is not provided to its residents; and the country the request comes from, by its network address, with whether it is one of those (loopback and private addresses are located nowhere)',
  tag: 'settings',
  input: z.object({}),
  data: z.object({
    countries: z.array(countryOptionSchema),
    /** ISO code of the country the request's address is in; null when unknown, loopback or private. */
    address_country: z.string().nullable(),
    /** Real accounts cannot be opened or funded from this address; quotes and demo accounts stay open. */
    address_restricted: z.boolean(),
  }),
});

/** A question as the trader sees it: the options without their points. */
export const questionSchema = z.object({ text: z.string(), options: z.array(z.string()) });

/** Where a trader stands with the terms and the appropriateness test. */
export const complianceStatusSchema = z.object({
  /** The version in force, null when none was published. */
  terms_version: z.number().int().nullable(),
  /** The latest version this trader accepted, and when. */
  accepted_version: z.number().int().nullable(),
  accepted_at: z.string().nullable(),
  /** A version is in force that this trader has not accepted: deposits, withdrawals and real orders wait. */
  terms_needed: z.boolean(),
  /** A real account must pass the questionnaire before depositing (one is configured, not passed yet). */
  test_needed: z.boolean(),
  test_passed: z.boolean(),
  /** After a failed test: ISO time it may be taken again, null when it may be taken now. */
  retake_at: z.string().nullable(),
  /** The trader's country of residence (ISO 3166-1 alpha-2), null until it is recorded. */
  residence: z.string().nullable(),
  /** A real account with no residence recorded is asked for it before depositing (declareResidence). */
  residence_needed: z.boolean(),
  /** The recorded residence is a country the service is not provided to: deposits are refused. */
  residence_restricted: z.boolean(),
});
export type ComplianceStatus = z.infer<typeof complianceStatusSchema>;

export const complianceStatus = defineCall({
  methods: ['GET'],
  path: '/api/compliance/status',
  auth: 'user',
  summary: 'Whether the trader must accept the terms in force or pass the appropriateness test before depositing',
  tag: 'settings',
  input: z.object({}),
  data: complianceStatusSchema,
});

export const acceptTerms = defineCall({
  methods: ['POST'],
  path: '/api/compliance/terms/accept',
  auth: 'user',
  summary: 'Accept the version of the terms in force; the version, time and address are recorded',
  tag: 'settings',
  input: z.object({ version: z.coerce.number({ error: 'invalid_param' }).int({ error: 'invalid_param' }).positive({ error: 'invalid_param' }) }),
  data: complianceStatusSchema,
});

export const questionnaire = defineCall({
  methods: ['GET'],
  path: '/api/compliance/questionnaire',
  auth: 'real',
  summary: 'The appropriateness questions (options without their points); empty when none is configured',
  tag: 'settings',
  input: z.object({}),
  data: z.object({ questions: z.array(questionSchema), status: complianceStatusSchema }),
});

export const answerQuestionnaire = defineCall({
  methods: ['POST'],
  path: '/api/compliance/questionnaire/answer',
  auth: 'real',
  summary: 'Answer every question (the index of the chosen option, in order); the score, the outcome and the time are recorded',
  tag: 'settings',
  input: z.object({
    answers: z.array(z.number({ error: 'questionnaire_answers_invalid' }).int({ error: 'questionnaire_answers_invalid' }).min(0, { error: 'questionnaire_answers_invalid' }), { error: 'questionnaire_answers_invalid' }).max(100, { error: 'questionnaire_answers_invalid' }),
  }),
  data: z.object({ score: z.number().int(), pass_score: z.number().int(), passed: z.boolean(), status: complianceStatusSchema }),
});

export const declareResidence = defineCall({
  methods: ['POST'],
  path: '/api/compliance/residence',
  auth: 'real',
  summary:
    'Record the country of residence of a trader who has none yet (accounts opened before registration asked for it). It is recorded once; a second answer is refused (residence_recorded_already)',
  tag: 'settings',
  input: z.object({ country: countryCodeField }),
  data: complianceStatusSchema,
});

// ---- the console ----

export const staffTermsSchema = z.object({
  version: z.number().int(),
  title: z.record(z.string(), z.string()),
  text: z.record(z.string(), z.string()),
  published_at: z.string(),
  published_by: z.string().nullable(),
  /** Traders who accepted this version. */
  accepted: z.number().int(),
});

export const staffTerms = defineCall({
  methods: ['GET'],
  path: '/admin/api/compliance/terms',
  auth: 'staff',
  permission: 'compliance.manage',
  summary: 'Every published version of the terms, newest first',
  tag: 'staff',
  input: z.object({}),
  data: z.array(staffTermsSchema),
});

export const staffPublishTerms = defineCall({
  methods: ['POST'],
  path: '/admin/api/compliance/terms/publish',
  auth: 'staff',
  permission: 'compliance.manage',
  summary: 'Publish a new version of the terms (next number, in force at once): every trader is asked to accept it',
  tag: 'staff',
  multiline: ['text'],
  input: z.object({ title: localTextsField(200), text: localTextsField(100_000) }),
  data: staffTermsSchema,
});

/**
 * A question in one more language: its text and its options' texts in the options' order. An
 * empty text (or a missing option) shows the default language's in its place.
 */
export const questionTranslationSchema = z.object({
  text: z.string({ error: 'invalid_param' }).trim().max(500, { error: 'invalid_param' }).default(''),
  options: z.array(z.string({ error: 'invalid_param' }).trim().max(300, { error: 'invalid_param' }), { error: 'invalid_param' }).max(10, { error: 'questionnaire_translation_invalid' }).default([]),
});
export type QuestionTranslation = z.infer<typeof questionTranslationSchema>;

export const staffQuestionSchema = z
  .object({
    /** In the default language (the broker's), which every trader without a translation reads. */
    text: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(500, { error: 'invalid_param' }),
    options: z
      .array(
        z.object({
          text: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(300, { error: 'invalid_param' }),
          points: z.number({ error: 'invalid_param' }).int({ error: 'invalid_param' }).min(0, { error: 'invalid_param' }).max(100, { error: 'invalid_param' }),
        }),
      )
      .min(2, { error: 'questionnaire_invalid' })
      .max(10, { error: 'questionnaire_invalid' }),
    /** By language code (any of LANGS): the question as a trader in that language reads it. Points stay the default's. */
    translations: z
      .record(z.string(), questionTranslationSchema, { error: 'invalid_param' })
      .refine((texts) => Object.keys(texts).every((k) => (LANGS as readonly string[]).includes(k)), { error: 'questionnaire_translation_invalid' })
      .default({}),
  })
  // A translation names the question's own options in their order: one more would have no points.
  .refine((q) => Object.values(q.translations).every((t) => t.options.length <= q.options.length), { error: 'questionnaire_translation_invalid' });
export type StaffQuestion = z.infer<typeof staffQuestionSchema>;

export const staffQuestionnaireSchema = z.object({
  /** Empty: no questionnaire, deposits are not held for one. */
  questions: z.array(staffQuestionSchema),
  /** The least total of points that passes. */
  pass_score: z.number().int(),
  /** Hours a trader who failed waits before trying again. */
  retake_hours: z.number().int(),
  updated_at: z.string().nullable(),
});

export const staffQuestionnaire = defineCall({
  methods: ['GET'],
  path: '/admin/api/compliance/questionnaire',
  auth: 'staff',
  permission: 'compliance.manage',
  summary: 'The appropriateness questionnaire: questions, options with points, the passing score and the waiting period after a fail',
  tag: 'staff',
  input: z.object({}),
  data: staffQuestionnaireSchema,
});

export const staffSaveQuestionnaire = defineCall({
  methods: ['POST'],
  path: '/admin/api/compliance/questionnaire/save',
  auth: 'staff',
  permission: 'compliance.manage',
  summary: 'Replace the questionnaire; no questions turns it off. Results already recorded stay as they were',
  tag: 'staff',
  input: z.object({
    questions: z.array(staffQuestionSchema).max(50, { error: 'questionnaire_invalid' }),
    pass_score: z.number({ error: 'invalid_param' }).int({ error: 'invalid_param' }).min(0, { error: 'invalid_param' }),
    retake_hours: z.number({ error: 'invalid_param' }).int({ error: 'invalid_param' }).min(0, { error: 'invalid_param' }).max(8760, { error: 'invalid_param' }),
  }),
  data: staffQuestionnaireSchema,
});

/** One recorded questionnaire outcome, with the questions and chosen options as they read then. */
export const staffTestResultSchema = z.object({
  id: z.number().int(),
  score: z.number().int(),
  pass_score: z.number().int(),
  passed: z.boolean(),
  taken_at: z.string(),
  answers: z.array(z.object({ question: z.string(), answer: z.string(), points: z.number().int() })),
});

export const staffUserCompliance = defineCall({
  methods: ['GET'],
  path: '/admin/api/compliance/user',
  auth: 'staff',
  permission: 'users.read',
  summary: "A trader's accepted versions of the terms (time and address) and questionnaire results, newest first",
  tag: 'staff',
  input: z.object({ user_id: z.coerce.number({ error: 'invalid_param' }).int({ error: 'invalid_param' }).positive({ error: 'invalid_param' }) }),
  data: z.object({
    acceptances: z.array(z.object({ version: z.number().int(), accepted_at: z.string(), ip: z.string() })),
    results: z.array(staffTestResultSchema),
  }),
});

/** The countries the service is not provided to, and every country to choose from, named in English. */
export const staffRestrictedCountriesSchema = z.object({
  /** ISO 3166-1 alpha-2 codes, sorted. */
  restricted: z.array(z.string()),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const staffRestrictedCountries = defineCall({
  methods: ['GET'],
  path: '/admin/api/compliance/restricted_countries',
  auth: 'staff',
  permission: 'compliance.manage',
  summary: 'The countries whose residents, phone numbers and network addresses cannot open or fund a real account',
  tag: 'staff',
  input: z.object({}),
  data: staffRestrictedCountriesSchema,
});

export const staffSaveRestrictedCountries = defineCall({
  methods: ['POST'],
  path: '/admin/api/compliance/restricted_countries/save',
  auth: 'staff',
  permission: 'compliance.manage',
  summary:
    'Replace the list of restricted countries (ISO 3166-1 alpha-2 codes; an empty list restricts none). In force on every node within seconds; accounts already open keep their records, and their deposits follow the new list',
  tag: 'staff',
  input: z.object({
    countries: z
      .array(z.string({ error: 'invalid_param' }).trim().regex(/^[A-Za-z]{2}$/, { error: 'invalid_param' }).transform((v) => v.toUpperCase()), {
        error: 'invalid_param',
      })
      .max(300, { error: 'invalid_param' }),
  }),
  data: staffRestrictedCountriesSchema,
});

export const staffSetResidence = defineCall({
  methods: ['POST'],
  path: '/admin/api/compliance/residence',
  auth: 'staff',
  permission: 'compliance.manage',
  summary:
    "Correct a trader's recorded country of residence (ISO 3166-1 alpha-2), on what customer service was shown; the reason goes to the audit log with the country before and after",
  tag: 'staff',
  input: z.object({ user_id: idField, country: countryCodeField, reason: reasonField }),
  data: z.object({ residence: z.string() }),
});
