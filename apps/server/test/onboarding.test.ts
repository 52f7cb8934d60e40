/**
 * Terms acceptance and the appropriateness questionnaire: what compliance staff publish and set in
 * the console, what a trader must do before real money moves, and what is recorded of it.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { auditLog, questionnaireResults, termsAcceptances, users } from '../src/db/schema.js';
import { PASSWORD, registerByEmail, useHarness, type Harness } from './support/harness.js';
import { postWith, realTrader, setUpChannels, staffMember, uploadProof, type RealTrader } from './support/funding.js';
import { grantStepUp } from './support/security.js';
import { demoTrader, submit, tradingClockStart } from './support/trading.js';

const h = useHarness({ clockStart: tradingClockStart });
const HOUR = 3_600_000;

const TERMS = {
  title: { en: 'Client agreement and risk disclosure', fr: 'Contrat client et avertissement sur les risques' },
  text: { en: 'CFDs are complex instruments.\nYou can lose all you deposit.', fr: 'Les CFD sont des instruments complexes.' },
};

async function publish(token: string, body: Record<string, unknown> = TERMS) {
  return h.post('/admin/api/compliance/terms/publish', body, { token });
}

const order = (t: { token: string }) => submit(h, t.token, { type: 1, forex_id: h.app.market.instrumentByCode('EURUSD')!.id, cont: '0.01', multiple: 10 });

async function deposit(h: Harness, t: RealTrader) {
  const proofImg = await uploadProof(h, t.token);
  return postWith(h, '/api/quickCharge/submit', { number: '100', proofImg, charge_id: 1 }, t.token);
}

/** Registers by e-mail with the given body extras; answers the raw reply (registerByEmail throws on failure). */
async function tryRegister(email: string, extra: Record<string, unknown>) {
  await h.post('/api/notify/send_email', { to: email, type: 1 });
  return h.post('/api/user/register', { type: 'email', account: email, password: PASSWORD, re_password: PASSWORD, sms_code: h.lastCode(email), ...extra });
}

describe('terms and risk disclosure', () => {
  it('a fresh install has nothing to accept: a trader registers and trades without terms', async () => {
    expect((await h.get('/api/compliance/terms')).data).toBeNull();
    const t = await realTrader(h);
    const status = await h.get('/api/compliance/status', { token: t.token });
    expect(status.data).toMatchObject({ terms_version: null, terms_needed: false, test_needed: false });
    expect((await order(t)).code).not.toBe(MESSAGE_CODES.terms_not_accepted);
  });

  it('compliance publishes a version; registration must accept the one in force, and its version, time and address are kept', async () => {
    const support = await staffMember(h, 'support');
    expect((await publish(support.token)).code).toBe(MESSAGE_CODES.staff_forbidden);
    const compliance = await staffMember(h, 'compliance');
    expect((await publish(compliance.token, { title: { fr: 'Sans anglais' }, text: { fr: 'Texte' } })).code).toBe(MESSAGE_CODES.terms_text_required);
    const published = await publish(compliance.token);
    expect(published.code, published.msg).toBe(1);
    expect(published.data.version).toBe(1);
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'terms.publish'));
    expect(entry?.staffEmail).toBe(compliance.email);

    // Each trader reads their language, or English where the broker wrote none.
    expect((await h.get('/api/compliance/terms', { lang: 'fr' })).data).toMatchObject({ version: 1, title: TERMS.title.fr, text: TERMS.text.fr });
    expect((await h.get('/api/compliance/terms', { lang: 'de' })).data).toMatchObject({ version: 1, title: TERMS.title.en, text: TERMS.text.en });

    const missing = await tryRegister('no-terms@example.com', {});
    expect(missing.code).toBe(MESSAGE_CODES.terms_not_accepted);
    const stale = await tryRegister('stale-terms@example.com', { terms_version: 7 });
    expect(stale.code).toBe(MESSAGE_CODES.terms_version_stale);
    expect(await h.database.db.select().from(users)).toHaveLength(0);

    const before = h.now();
    const { user } = await registerByEmail(h, 'accepts@example.com', { terms_version: 1 });
    const [kept] = await h.database.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id));
    expect(kept).toMatchObject({ version: 1, ip: '127.0.0.1' });
    expect(kept!.acceptedAt >= before && kept!.acceptedAt <= h.now()).toBe(true);

    const seen = await h.get(`/admin/api/compliance/user?user_id=${user.id}`, { token: compliance.token });
    expect(seen.data.acceptances).toEqual([{ version: 1, accepted_at: kept!.acceptedAt.toISOString(), ip: '127.0.0.1' }]);
    const versions = await h.get('/admin/api/compliance/terms', { token: compliance.token });
    expect(versions.data).toMatchObject([{ version: 1, accepted: 1, published_by: compliance.email }]);
  });

  it('a newer version holds real orders, deposits and withdrawals until accepted; demo keeps trading', async () => {
    await setUpChannels(h);
    const compliance = await staffMember(h, 'compliance');
    await publish(compliance.token);
    const a = await realTrader(h).catch(() => undefined);
    expect(a).toBeUndefined(); // realTrader sends no terms_version: refused while a version is in force
    const { token } = await registerByEmail(h, 'version-one@example.com', { terms_version: 1 });
    const other = await registerByEmail(h, 'other@example.com', { terms_version: 1 });
    const demo = await demoTrader(h);
    expect((await order({ token })).code).not.toBe(MESSAGE_CODES.terms_not_accepted);

    expect((await publish(compliance.token, { ...TERMS, text: { en: 'Version two.' } })).data.version).toBe(2);
    const status = await h.get('/api/compliance/status', { token });
    expect(status.data).toMatchObject({ terms_version: 2, accepted_version: 1, terms_needed: true });

    expect((await order({ token })).code).toBe(MESSAGE_CODES.terms_not_accepted);
    const [user] = await h.database.db.select().from(users).where(eq(users.email, 'version-one@example.com'));
    const trader = { token, userId: user!.id, accountId: 0, email: user!.email! };
    expect((await deposit(h, trader)).code).toBe(MESSAGE_CODES.terms_not_accepted);
    const step_up_token = await grantStepUp(h, trader, 'withdraw');
    const draw = await h.post('/api/account/draw', { draw_currency_id: 1, draw_method_id: 1, number: '50', step_up_token }, { token });
    expect(draw.code).toBe(MESSAGE_CODES.terms_not_accepted);
    const demoOrder = await order(demo);
    expect(demoOrder.code, demoOrder.msg).toBe(1);

    // Accepting an older version, or another trader accepting, changes nothing for this one.
    expect((await h.post('/api/compliance/terms/accept', { version: 1 }, { token })).code).toBe(MESSAGE_CODES.terms_version_stale);
    expect((await h.post('/api/compliance/terms/accept', { version: 2 }, { token: other.token })).code).toBe(1);
    expect((await order({ token })).code).toBe(MESSAGE_CODES.terms_not_accepted);

    const accepted = await h.post('/api/compliance/terms/accept', { version: 2 }, { token });
    expect(accepted.code, accepted.msg).toBe(1);
    expect(accepted.data).toMatchObject({ accepted_version: 2, terms_needed: false });
    expect((await order({ token })).code).not.toBe(MESSAGE_CODES.terms_not_accepted);
    const credited = await deposit(h, trader);
    expect(credited.code, credited.msg).toBe(1);
  });
});

describe('the appropriateness questionnaire', () => {
  const QUESTIONS = [
    { text: 'Have you traded leveraged products before?', options: [{ text: 'Never', points: 0 }, { text: 'A few times', points: 1 }, { text: 'Often', points: 2 }] },
    { text: 'What happens to a position at the stop-out level?', options: [{ text: 'Nothing', points: 0 }, { text: 'It is closed', points: 2 }] },
  ];

  async function configure() {
    const compliance = await staffMember(h, 'compliance');
    const saved = await h.post('/admin/api/compliance/questionnaire/save', { questions: QUESTIONS, pass_score: 3, retake_hours: 24 }, { token: compliance.token });
    expect(saved.code, saved.msg).toBe(1);
    return compliance;
  }

  it('is set in the console by compliance, with a passing score someone can reach', async () => {
    const content = await staffMember(h, 'content');
    const body = { questions: QUESTIONS, pass_score: 3, retake_hours: 24 };
    expect((await h.post('/admin/api/compliance/questionnaire/save', body, { token: content.token })).code).toBe(MESSAGE_CODES.staff_forbidden);
    const compliance = await staffMember(h, 'compliance');
    const unreachable = await h.post('/admin/api/compliance/questionnaire/save', { ...body, pass_score: 5 }, { token: compliance.token }); // best is 2 + 2
    expect(unreachable.code).toBe(MESSAGE_CODES.invalid_param);
    const oneOption = await h.post('/admin/api/compliance/questionnaire/save', { ...body, questions: [{ text: 'Q', options: [{ text: 'A', points: 1 }] }], pass_score: 1 }, { token: compliance.token });
    expect(oneOption.code).toBe(MESSAGE_CODES.questionnaire_invalid);
    expect((await h.get('/admin/api/compliance/questionnaire', { token: compliance.token })).data.questions).toEqual([]);
    await h.post('/admin/api/compliance/questionnaire/save', body, { token: compliance.token });
    expect((await h.get('/admin/api/compliance/questionnaire', { token: compliance.token })).data).toMatchObject({ questions: QUESTIONS, pass_score: 3, retake_hours: 24 });
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'questionnaire.save'));
    expect(entry?.after).toEqual({ questions: 2, pass_score: 3, retake_hours: 24, languages: [] });
  });

  it('shows each trader the questions in their language where compliance entered it, the default elsewhere, scored the same', async () => {
    await setUpChannels(h);
    const compliance = await staffMember(h, 'compliance');
    const translated = [
      {
        ...QUESTIONS[0]!,
        // German for the question and two of its three options; French for the text only.
        translations: { de: { text: 'Haben Sie schon mit Hebelprodukten gehandelt?', options: ['Nie', '', 'Oft'] }, fr: { text: 'Avez-vous déjà négocié des produits à effet de levier ?', options: [] } },
      },
      // No German here: a German trader reads the default.
      { ...QUESTIONS[1]!, translations: { fr: { text: 'Que devient une position au niveau de stop-out ?', options: ['Rien', 'Elle est clôturée'] } } },
    ];
    const body = { questions: translated, pass_score: 3, retake_hours: 24 };
    // A translation cannot give a question more options than it has, nor name a language Leverline does not speak.
    const extra = await h.post('/admin/api/compliance/questionnaire/save', { ...body, questions: [{ ...QUESTIONS[1]!, translations: { de: { text: 'Q', options: ['A', 'B', 'C'] } } }], pass_score: 2 }, { token: compliance.token, lang: 'de' });
    expect(extra.code).toBe(MESSAGE_CODES.questionnaire_translation_invalid);
    expect(extra.msg).toContain('Übersetzung');
    const unknown = await h.post('/admin/api/compliance/questionnaire/save', { ...body, questions: [{ ...QUESTIONS[1]!, translations: { xx: { text: 'Q', options: [] } } }], pass_score: 2 }, { token: compliance.token });
    expect(unknown.code).toBe(MESSAGE_CODES.questionnaire_translation_invalid);
    expect((await h.get('/admin/api/compliance/questionnaire', { token: compliance.token })).data.questions).toEqual([]);

    expect((await h.post('/admin/api/compliance/questionnaire/save', body, { token: compliance.token })).code).toBe(1);
    // The console reads back what was entered, empty options kept in place so the order holds.
    const stored = (await h.get('/admin/api/compliance/questionnaire', { token: compliance.token })).data.questions;
    expect(stored[0].translations.de).toEqual({ text: 'Haben Sie schon mit Hebelprodukten gehandelt?', options: ['Nie', '', 'Oft'] });
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'questionnaire.save'));
    expect(entry?.after).toMatchObject({ languages: ['de', 'fr'] });

    const t = await realTrader(h);
    const inGerman = await h.get('/api/compliance/questionnaire', { token: t.token, lang: 'de' });
    expect(inGerman.data.questions).toEqual([
      { text: 'Haben Sie schon mit Hebelprodukten gehandelt?', options: ['Nie', 'A few times', 'Oft'] },
      { text: QUESTIONS[1]!.text, options: ['Nothing', 'It is closed'] },
    ]);
    const inFrench = await h.get('/api/compliance/questionnaire', { token: t.token, lang: 'fr' });
    expect(inFrench.data.questions[0]).toEqual({ text: 'Avez-vous déjà négocié des produits à effet de levier ?', options: ['Never', 'A few times', 'Often'] });
    expect(inFrench.data.questions[1]).toEqual({ text: 'Que devient une position au niveau de stop-out ?', options: ['Rien', 'Elle est clôturée'] });
    const inJapanese = await h.get('/api/compliance/questionnaire', { token: t.token, lang: 'jp' });
    expect(inJapanese.data.questions.map((q: { text: string }) => q.text)).toEqual([QUESTIONS[0]!.text, QUESTIONS[1]!.text]);

    // Scored on the default's points whatever the language: 'Oft' is worth 2, 'It is closed' 2.
    const passed = await h.post('/api/compliance/questionnaire/answer', { answers: [2, 1] }, { token: t.token, lang: 'de' });
    expect(passed.data).toMatchObject({ score: 4, pass_score: 3, passed: true });
    // Compliance reads the attempt in the default language.
    const seen = await h.get(`/admin/api/compliance/user?user_id=${t.userId}`, { token: compliance.token });
    expect(seen.data.results[0].answers).toEqual([
      { question: QUESTIONS[0]!.text, answer: 'Often', points: 2 },
      { question: QUESTIONS[1]!.text, answer: 'It is closed', points: 2 },
    ]);
  });

  it('holds a real account deposit until passed; a fail waits the set period; the outcome is recorded for compliance', async () => {
    await setUpChannels(h);
    await configure();
    const t = await realTrader(h);
    expect((await deposit(h, t)).code).toBe(MESSAGE_CODES.questionnaire_required);

    const shown = await h.get('/api/compliance/questionnaire', { token: t.token });
    expect(shown.data.questions).toEqual([
      { text: QUESTIONS[0]!.text, options: ['Never', 'A few times', 'Often'] },
      { text: QUESTIONS[1]!.text, options: ['Nothing', 'It is closed'] },
    ]);
    expect(shown.data.status).toMatchObject({ test_needed: true, test_passed: false });

    const answer = (answers: number[], token = t.token) => h.post('/api/compliance/questionnaire/answer', { answers }, { token });
    expect((await answer([0])).code).toBe(MESSAGE_CODES.questionnaire_answers_invalid);
    expect((await answer([0, 2])).code).toBe(MESSAGE_CODES.questionnaire_answers_invalid);
    expect(await h.database.db.select().from(questionnaireResults)).toHaveLength(0);

    const failed = await answer([1, 0]); // 1 + 0 < 3
    expect(failed.data).toMatchObject({ score: 1, pass_score: 3, passed: false });
    expect((await deposit(h, t)).code).toBe(MESSAGE_CODES.questionnaire_required);
    const early = await answer([2, 1]);
    expect(early.code).toBe(MESSAGE_CODES.questionnaire_wait);
    expect(early.msg).toBe('You can take the questionnaire again in 24 h');
    h.advance(23 * HOUR + 30 * 60_000);
    expect((await answer([2, 1])).msg).toBe('You can take the questionnaire again in 1 h');
    h.advance(30 * 60_000);

    const passed = await answer([1, 1]); // 1 + 2 = 3
    expect(passed.data).toMatchObject({ score: 3, passed: true, status: { test_needed: false, test_passed: true, retake_at: null } });
    expect((await answer([2, 1])).code).toBe(MESSAGE_CODES.questionnaire_passed_already);
    const credited = await deposit(h, t);
    expect(credited.code, credited.msg).toBe(1);

    const compliance = await staffMember(h, 'compliance'); // a day later: a new staff session
    const seen = await h.get(`/admin/api/compliance/user?user_id=${t.userId}`, { token: compliance.token });
    expect(seen.data.results).toMatchObject([
      { score: 3, pass_score: 3, passed: true, answers: [{ answer: 'A few times', points: 1 }, { answer: 'It is closed', points: 2 }] },
      { score: 1, passed: false, answers: [{ question: QUESTIONS[0]!.text, answer: 'A few times' }, { answer: 'Nothing', points: 0 }] },
    ]);
    // Another trader's outcome is theirs alone.
    const other = await realTrader(h);
    expect((await deposit(h, other)).code).toBe(MESSAGE_CODES.questionnaire_required);
    const rows = await h.database.db.select().from(questionnaireResults).where(and(eq(questionnaireResults.userId, other.userId)));
    expect(rows).toHaveLength(0);
  });

  it('is refused to demo accounts, which never deposit', async () => {
    await configure();
    const demo = await demoTrader(h);
    expect((await h.get('/api/compliance/questionnaire', { token: demo.token })).code).toBe(MESSAGE_CODES.demo_forbidden);
    expect((await h.post('/api/compliance/questionnaire/answer', { answers: [2, 1] }, { token: demo.token })).code).toBe(MESSAGE_CODES.demo_forbidden);
    expect((await h.get('/api/compliance/status', { token: demo.token })).data).toMatchObject({ test_needed: false });
  });

  it('turned off (no questions), deposits are not held', async () => {
    await setUpChannels(h);
    const compliance = await configure();
    await h.post('/admin/api/compliance/questionnaire/save', { questions: [], pass_score: 0, retake_hours: 24 }, { token: compliance.token });
    const t = await realTrader(h);
    expect((await deposit(h, t)).code).toBe(1);
    expect((await h.post('/api/compliance/questionnaire/answer', { answers: [] }, { token: t.token })).code).toBe(MESSAGE_CODES.questionnaire_none);
  });
});
