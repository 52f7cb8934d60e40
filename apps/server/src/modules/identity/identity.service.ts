/**
 * Becoming a user and staying one: registration with an e-mail/SMS code or a picture captcha,
 * login, demo accounts, password reset and change, and sessions.
 *
 * Sessions are opaque random tokens stored as SHA-256 digests, with an idle and an absolute
 * expiry, so a session can be ended at once (logout, password change) and a stolen database
 * holds no usable token. Nothing here tells a caller whether an account exists unless the caller
 * has proven they own it.
 */
import { randomInt, randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { moneyText } from '@leverline/domain';
import {
  emailField,
  type CallData,
  type CallParsed,
  type Calls,
  type Lang,
  type LoginKind,
  type SessionRow as SessionView,
  type TwoFactorChallenge,
  type User,
} from '@leverline/contract';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { AuthSession, RequestContext, RevokedSessions, UserContext } from '../../http/context.js';
import type { Answer } from '../../http/call-route.js';
import { translate, type TextKey } from '../../i18n/translate.js';
import { inviteCode, newToken, numericCode, sameDigest, sha256 } from '../../platform/crypto.js';
import type { Messenger } from '../../platform/mailer.js';
import { SWEEP_GRACE_MS, type SweepJob } from '../../platform/housekeeping.js';
import type { PasswordHasher } from '../../platform/password.js';
import * as ledger from '../ledger/ledger.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { isCommonPassword } from './common-passwords.js';
import * as repo from './identity.repo.js';
import { deviceLabel, noticeMessage, type Notice } from './notices.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_MS = 60_000;
/** Codes one address may be sent per hour. */
export const CODES_PER_ADDRESS_HOUR = 5;
/** Codes one network address may ask for per hour. */
export const CODES_PER_IP_HOUR = 20;
/** Wrong guesses after which a code stops working. */
export const CODE_MAX_ATTEMPTS = 5;
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Codes are kept a day after they were sent: the hourly caps count them, then nothing does. */
export const CODE_KEEP_MS = 24 * 3600_000;
/** A session's last-seen time is written at most this often. */
const TOUCH_EVERY_MS = 60_000;
/** How long a node answers from a session it read, unless told the session ended (IdentityService.recent). */
export const SESSION_READ_MAX_AGE_MS = 2_000;
/** Sessions a node keeps read at most (about 1 KB each), the oldest dropped first. */
const SESSION_READ_LIMIT = 50_000;

export interface IdentityDeps {
  db: Db;
  hasher: PasswordHasher;
  messenger: Messenger;
  settings: SettingsService;
  log: FastifyBaseLogger;
  sessionIdleMs: number;
  sessionMaxMs: number;
  makeCaptcha(): { text: string; svg: string };
  /** Told after sessions end early, so live sockets bound to them stop at once (on every node). */
  onSessionsRevoked?: (revoked: RevokedSessions) => void;
  /** Two-factor authentication and known devices (modules/security); absent, logins need a password only. */
  secondFactor?: () => SecondFactorGate;
  /** The terms in force, accepted at registration (modules/compliance); absent, nothing to accept. */
  terms?: TermsAtRegistration;
  /** Restricted countries (modules/compliance); absent, every country may register. */
  residence?: ResidenceAtRegistration;
}

/**
 * What registration asks of the compliance module about where a trader is: refuses a request from
 * an address in a restricted country, a phone number of one, or a residence in one. Asked before
 * anything is written or a code is used.
 */
export interface ResidenceAtRegistration {
  /** `residence` and `phoneCountry` are ISO 3166-1 alpha-2 codes, when known. */
  checkRegistration(
    facts: { residence?: string | undefined; phoneCountry?: string | null | undefined },
    ctx: { ip: string; lang: Lang },
  ): Promise<void>;
}

/** What registration asks of the compliance module: the terms in force, accepted with the account. */
export interface TermsAtRegistration {
  /** The version to record (null: none published); refuses when `sent` is missing or not the one in force. */
  termsToAccept(sent: number | undefined): Promise<number | null>;
  record(tx: Tx, userId: number, version: number, ctx: { ip: string; now: Date }): Promise<void>;
}

/** What a login asks of the security module: a second factor, and remembering devices. */
export interface SecondFactorGate {
  /** A ticket to finish the login with a second factor when the user has one; null otherwise. */
  challenge(userId: number, deviceKey: string, now: Date): Promise<TwoFactorChallenge | null>;
  /** A login opened a session on this device: remember it, and tell the user when it is new. */
  signedIn(userId: number, deviceKey: string, ctx: RequestContext): Promise<void>;
  /** The device an account was registered on is known from the start. */
  remember(userId: number, deviceKey: string, now: Date): Promise<void>;
}

/** Where a user's notices and step-up codes go: their e-mail, or their phone for phone-only accounts. */
export interface Contact {
  channel: 'email' | 'sms';
  address: string;
  /** The address as shown back to the user: "an***@example.com", "+44 •••• 3456". */
  masked: string;
  lang: Lang;
  /** The public account number. */
  uid: string;
}

/** A device as recognised between logins: the app's own device id, or the user agent without one. */
export function deviceKeyOf(deviceId: string | undefined, userAgent: string): string {
  return deviceId ? `id:${deviceId}` : `ua:${userAgent}`;
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

type In<K extends keyof Calls> = CallParsed<Calls[K]>;
type Out<K extends keyof Calls> = Promise<Answer<CallData<Calls[K]>>>;

/** A phone number resolved against the area-code setting. */
interface Phone {
  areaCode: string | null;
  /** ISO 3166-1 alpha-2 of the chosen calling code's country; null in phone-only mode. */
  country: string | null;
  national: string;
  /** Delivery address: "+<calling code><number>", or the bare number in phone-only mode. */
  address: string;
}

function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}

/**
 * One spelling per login name, for counting attempts against a name that leads to no account:
 * e-mail lower-cased; a phone number as its national digits, whether typed with a trunk 0, the
 * calling code, `+` or `00` (`07400…`, `447400…`, `+447400…`, `00447400…` are all `7400…`).
 */
export function canonicalLoginName(kind: LoginKind, account: string): string {
  if (kind === 'email') return account.trim().toLowerCase();
  const digits = account.replace(/\D/g, '').replace(/^00/, '');
  const international = parsePhoneNumberFromString(`+${digits}`);
  if (international?.isValid()) return String(international.nationalNumber);
  return digits.replace(/^0+/, '');
}

type SessionRow = Awaited<ReturnType<typeof repo.sessionsByTokenHashes>>[number];

/**
 * Freezes or unfreezes a user inside the caller's transaction (staff do it from the console):
 * freezing ends every session of the user at once. False when there is no such user.
 */
export async function setUserStatus(tx: Tx, userId: number, status: 'active' | 'frozen', now: Date): Promise<boolean> {
  if (!(await repo.setUserStatus(tx, userId, status, now))) return false;
  if (status === 'frozen') await repo.revokeUserSessions(tx, userId, now);
  return true;
}

/**
 * Corrects a user's country of residence inside the caller's transaction (compliance staff do it
 * with its audit entry). The residence before, or undefined when there is no such user.
 */
export async function correctResidence(tx: Tx, userId: number, residence: string, now: Date): Promise<{ before: string | null } | undefined> {
  return repo.replaceResidence(tx, userId, residence, now);
}

export class IdentityService {
  constructor(private readonly deps: IdentityDeps) {}

  private get db() {
    return this.deps.db;
  }

  // ---- sessions ------------------------------------------------------------------------------

  /**
   * Sessions asked for in the same turn of the event loop (the requests read from every socket at
   * once) are read with one statement.
   */
  private readonly sessions = new DataLoader<string, SessionRow | undefined>(
    async (hashes) => {
      const rows = await repo.sessionsByTokenHashes(this.db, [...new Set(hashes)]);
      const byHash = new Map(rows.map((r) => [r.session.tokenHash, r]));
      return hashes.map((h) => byHash.get(h));
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );

  /**
   * Sessions read in the last SESSION_READ_MAX_AGE_MS, by token (the hash is worked out only to
   * read one: a sha256 for every request was 2 % of an order's CPU): a trader's requests come
   * several a second, and each would otherwise read its session again. A session that ends early
   * (logout, a password change, a frozen user) is forgotten here before the request ending it
   * answers, and on every other node when the bus tells it (forgetSessions); the age bounds what a
   * node that missed the message could still accept. A read that overlapped a forgetting is not
   * kept (`forgotten` counts them).
   */
  private readonly recent = new Map<string, { row: SessionRow; readAt: number }>();
  private forgotten = 0;

  private async readSession(token: string): Promise<SessionRow | undefined> {
    const kept = this.recent.get(token);
    const at = performance.now();
    if (kept && at - kept.readAt < SESSION_READ_MAX_AGE_MS) return kept.row;
    const epoch = this.forgotten;
    const row = await this.sessions.load(sha256(token));
    if (kept) this.recent.delete(token);
    if (row && epoch === this.forgotten) {
      if (this.recent.size >= SESSION_READ_LIMIT) this.recent.delete(this.recent.keys().next().value!);
      this.recent.set(token, { row, readAt: at });
    }
    return row;
  }

  /** Forgets every session read (tests that empty the database do, as with trading.forgetCopies). */
  forgetAllSessions(): void {
    this.forgotten++;
    this.recent.clear();
  }

  /** Sessions ended here: forgotten at once, and every node told. */
  private ended(revoked: RevokedSessions): void {
    this.forgetSessions(revoked);
    this.deps.onSessionsRevoked?.(revoked);
  }

  /** Sessions that ended early, here or on another node: the next request reads them afresh. */
  forgetSessions(revoked: RevokedSessions): void {
    this.forgotten++;
    for (const [token, { row }] of this.recent) {
      const { session } = row;
      const ended = 'sessionId' in revoked ? session.id === revoked.sessionId : session.userId === revoked.userId && session.id !== revoked.exceptSessionId;
      if (ended) this.recent.delete(token);
    }
  }

  async authenticate(token: string, now: Date): Promise<AuthSession | null> {
    const row = await this.readSession(token);
    if (!row) return null;
    const { session } = row;
    const idleLimit = now.getTime() - this.deps.sessionIdleMs;
    if (
      session.revokedAt !== null ||
      session.expiresAt <= now ||
      session.lastSeenAt.getTime() <= idleLimit ||
      row.status !== 'active'
    ) {
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await repo.touchSession(this.db, session.id, now);
      const kept = this.recent.get(token);
      if (kept?.row === row) kept.row = { ...row, session: { ...session, lastSeenAt: now } };
    }
    return { sessionId: session.id, userId: session.userId, isDemo: row.isDemo, expiresAt: session.expiresAt };
  }

  private async startSession(tx: Tx, userId: number, ctx: RequestContext): Promise<string> {
    const token = newToken();
    await repo.insertSession(tx, {
      userId,
      tokenHash: sha256(token),
      createdAt: ctx.now,
      lastSeenAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + this.deps.sessionMaxMs),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return token;
  }

  private async sessionAnswer(tx: Tx, userId: number, ctx: RequestContext) {
    const token = await this.startSession(tx, userId, ctx);
    return { token, user: await this.userView(tx, userId) };
  }

  private async userView(tx: Tx, userId: number): Promise<User> {
    const u = await repo.userWithAccount(tx, userId);
    if (!u) throw new AppError('session_invalid');
    return {
      id: u.id,
      uid: u.uid,
      email: u.email,
      area_code: u.areaCode,
      phone: u.phone,
      is_demo: u.isDemo ? 1 : 0,
      account_kind: u.accountKind === 'demo' ? 'demo' : 'real',
      invite_code: u.inviteCode,
      balance: Number(moneyText(u.balance)),
      lock_balance: Number(moneyText(u.lockBalance)),
      created_at: u.createdAt.toISOString(),
    };
  }

  // ---- accounts and their addresses ----------------------------------------------------------

  /** Resolves a phone number with the is_show_mobile rule: 1 needs an area code, 3 takes none. */
  private async resolvePhone(raw: string | undefined, areaId: number | undefined): Promise<Phone> {
    const digits = (raw ?? '').replace(/[\s-]/g, '');
    if (!/^\d{5,15}$/.test(digits)) throw new AppError('phone_invalid');
    const { is_show_mobile } = await this.deps.settings.get(['is_show_mobile']);
    if (is_show_mobile === '3') return { areaCode: null, country: null, national: digits, address: digits };
    if (areaId === undefined) throw new AppError('area_required');
    const area = await this.deps.settings.areaCode(areaId);
    if (!area) throw new AppError('area_required');
    const parsed = parsePhoneNumberFromString(digits, area.code as CountryCode);
    if (!parsed?.isValid() || parsed.countryCallingCode !== area.globalCode) throw new AppError('phone_invalid');
    const national = String(parsed.nationalNumber);
    return { areaCode: area.globalCode, country: area.code, national, address: `+${area.globalCode}${national}` };
  }

  /** Finds the user a login names; undefined when none or when the phone number is ambiguous. */
  private async findLoginUser(kind: LoginKind, account: string, areaId: number | undefined) {
    if (kind === 'email') return repo.userByEmail(this.db, account.toLowerCase());
    let phone: Phone;
    try {
      phone = await this.resolvePhone(account, areaId);
    } catch {
      // A login never says which part was wrong.
      if (areaId !== undefined) return undefined;
      const digits = account.replace(/[\s-]/g, '');
      const matches = /^\d{5,15}$/.test(digits) ? await repo.usersByPhone(this.db, digits, undefined) : [];
      return matches.length === 1 ? matches[0] : undefined;
    }
    const matches = await repo.usersByPhone(this.db, phone.national, phone.areaCode);
    return matches.length === 1 ? matches[0] : undefined;
  }

  private async newUserValues(tx: Tx, now: Date) {
    for (;;) {
      const code = inviteCode();
      if (!(await repo.userByInviteCode(tx, code))) {
        return { uid: String(randomInt(10_000_000, 100_000_000)), inviteCode: code, createdAt: now, updatedAt: now };
      }
    }
  }

  // ---- calls ---------------------------------------------------------------------------------

  /**
   * Password login. Failed attempts are counted against the account the name leads to (so every
   * spelling of one phone number shares one count), or against the name in its canonical spelling
   * when it leads to none, and each failure is recorded in sign_in_failures.
   */
  async login(input: In<'login'>, ctx: RequestContext): Out<'login'> {
    const user = await this.findLoginUser(input.login_type, input.account, input.area_id);
    const account = user ? `user:${user.id}` : `name:${canonicalLoginName(input.login_type, input.account)}`;
    const record = (reason: string) =>
      repo.insertSignInFailure(this.db, {
        userId: user?.id ?? null,
        account: input.account.slice(0, 254),
        reason,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        createdAt: ctx.now,
      });
    const refuse = async (reason: string): Promise<never> => {
      ctx.attempts?.fail(account);
      await record(reason);
      throw new AppError('login_failed');
    };
    try {
      ctx.attempts?.check(account);
    } catch (error) {
      await record('locked');
      throw error;
    }
    if (!user?.passwordHash) {
      await this.deps.hasher.burn(input.password);
      return refuse(user ? 'no_password' : 'unknown');
    }
    if (!(await this.deps.hasher.verify(user.passwordHash, input.password))) return refuse('password');
    if (user.status !== 'active') throw new AppError('account_frozen');
    await repo.setLang(this.db, user.id, ctx.lang);
    const device = deviceKeyOf(input.device_id, ctx.userAgent);
    const gate = this.deps.secondFactor?.();
    const challenge = gate ? await gate.challenge(user.id, device, ctx.now) : null;
    if (challenge) return { data: { two_factor: challenge }, msg: 'two_factor_needed' };
    return { data: await this.openSession(user.id, device, ctx), msg: 'login_success' };
  }

  /**
   * Opens a session for a user who has just proven who they are (a password, and a second factor
   * when they have one), and tells them when the device is new to them.
   */
  async openSession(userId: number, device: string, ctx: RequestContext) {
    const user = await repo.userWithAccount(this.db, userId);
    // Frozen between the password and the second factor: no session.
    if (!user || user.status !== 'active') throw new AppError('account_frozen');
    const data = await this.db.transaction((tx) => this.sessionAnswer(tx, userId, ctx));
    await this.deps.secondFactor?.().signedIn(userId, device, ctx);
    return data;
  }

  async createDemo(input: In<'createDemo'>, ctx: RequestContext): Out<'createDemo'> {
    // Read before the transaction: inside it every query must go through `tx` (PGlite has one
    // connection, so a query on `db` there would wait for the transaction forever).
    const { demo_start_balance } = await this.deps.settings.get(['demo_start_balance']);
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await this.db.transaction(async (tx) => {
          const existing = await repo.userByDemoId(tx, input.demo_id);
          if (existing) {
            if (existing.status !== 'active') throw new AppError('account_frozen');
            return this.sessionAnswer(tx, existing.id, ctx);
          }
          const user = await repo.insertUser(tx, { ...(await this.newUserValues(tx, ctx.now)), isDemo: true, demoId: input.demo_id });
          const account = await ledger.openAccount(tx, user.id, 'demo', ctx.now);
          await ledger.post(tx, account.id, { amount: demo_start_balance, type: 'demo_credit', memo: 'Demo starting balance' }, ctx.now);
          return this.sessionAnswer(tx, user.id, ctx);
        });
        return { data, msg: 'login_success' };
      } catch (error) {
        // Two taps racing for the same device: the loser resumes the winner's user.
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** Housekeeping (platform/housekeeping.ts): ended sessions, codes past their caps, expired captchas. */
  sweepJobs(): SweepJob[] {
    return [
      {
        name: 'sessions',
        sweep: (now, limit) => {
          const before = new Date(now.getTime() - SWEEP_GRACE_MS);
          return repo.deleteEndedSessions(this.db, before, new Date(before.getTime() - this.deps.sessionIdleMs), limit);
        },
      },
      { name: 'verification_codes', sweep: (now, limit) => repo.deleteCodesSentBefore(this.db, new Date(now.getTime() - CODE_KEEP_MS), limit) },
      { name: 'captchas', sweep: (now, limit) => repo.deleteCaptchasExpiredBefore(this.db, new Date(now.getTime() - SWEEP_GRACE_MS), limit) },
    ];
  }

  async register(input: In<'register'>, ctx: RequestContext): Out<'register'> {
    if (input.password !== input.re_password) throw new AppError('password_inconsistency');
    if (isCommonPassword(input.password)) throw new AppError('password_common');
    const termsVersion = (await this.deps.terms?.termsToAccept(input.terms_version)) ?? null;
    const { verify_reg_type } = await this.deps.settings.get(['verify_reg_type']);
    let email: string | null = null;
    let phone: Phone | null = null;
    if (input.type === 'email') {
      const parsed = emailField.safeParse(input.account ?? '');
      if (!parsed.success) throw new AppError(input.account ? 'email_invalid' : 'account_required');
      email = parsed.data;
    } else {
      phone = await this.resolvePhone(input.mobile ?? input.account, input.area_id);
    }
    // Where the trader is comes before the code: a refusal uses up no guess and writes nothing.
    await this.deps.residence?.checkRegistration({ residence: input.residence, phoneCountry: phone?.country }, ctx);
    // Prove control of the address (or pass the captcha) before anything about accounts is said.
    const channel = email ? 'email' : 'sms';
    const address = email ?? phone!.address;
    let codeId: number | null = null;
    if (verify_reg_type === '2') await this.checkCaptcha(input.key, input.sms_code, ctx.now);
    else codeId = await this.checkCode({ channel, address, purpose: 'register' }, input.sms_code, ctx.now);
    const inviter = input.invite_code ? await repo.userByInviteCode(this.db, input.invite_code.toUpperCase()) : undefined;
    if (input.invite_code && !inviter) throw new AppError('invite_invalid');
    if (await this.accountExists(email, phone)) throw new AppError('account_exists');
    const passwordHash = await this.deps.hasher.hash(input.password);

    for (let attempt = 0; ; attempt++) {
      try {
        const data = await this.db.transaction(async (tx) => {
          if (codeId !== null && !(await repo.consumeCode(tx, codeId, ctx.now))) throw new AppError('code_invalid');
          const user = await repo.insertUser(tx, {
            ...(await this.newUserValues(tx, ctx.now)),
            email,
            areaCode: phone?.areaCode ?? null,
            phone: phone?.national ?? null,
            passwordHash,
            inviterId: inviter?.id ?? null,
            lang: ctx.lang,
            residence: input.residence ?? null,
          });
          await ledger.openAccount(tx, user.id, 'real', ctx.now);
          if (termsVersion !== null) await this.deps.terms!.record(tx, user.id, termsVersion, ctx);
          return this.sessionAnswer(tx, user.id, ctx);
        });
        await this.deps.secondFactor?.().remember(data.user.id, deviceKeyOf(input.device_id, ctx.userAgent), ctx.now);
        return { data, msg: 'register_success' };
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique') || isUniqueViolation(error, 'users_phone_key')) {
          throw new AppError('account_exists');
        }
        if (attempt < 3 && isUniqueViolation(error, 'users_uid_unique')) continue;
        throw error;
      }
    }
  }

  private async accountExists(email: string | null, phone: Phone | null): Promise<boolean> {
    if (email) return (await repo.userByEmail(this.db, email)) !== undefined;
    if (phone) return (await repo.usersByPhone(this.db, phone.national, phone.areaCode)).length > 0;
    return false;
  }

  /**
   * Checks a code without using it up; returns its id for the caller's transaction to consume.
   * Every guess, right or wrong, is counted before it is judged, in the same statement that
   * reads the code, so parallel guesses share the CODE_MAX_ATTEMPTS cap.
   */
  private async checkCode(key: repo.CodeKey, code: string, now: Date): Promise<number> {
    const row = await repo.claimCodeAttempt(this.db, key, now, CODE_MAX_ATTEMPTS);
    if (!row || !sameDigest(row.codeHash, sha256(`${key.address}:${code.trim()}`))) throw new AppError('code_invalid');
    return row.id;
  }

  private async checkCaptcha(key: string | undefined, answer: string, now: Date): Promise<void> {
    const stored = key ? await repo.consumeCaptcha(this.db, key, now) : undefined;
    if (!stored || !sameDigest(stored, sha256(answer.trim().toLowerCase()))) throw new AppError('captcha_invalid');
  }

  async sendCode(channel: 'email' | 'sms', input: In<'sendSms'> | In<'sendEmail'>, ctx: RequestContext): Out<'sendEmail'> {
    const purpose = input.type === 1 ? 'register' : 'reset';
    let address: string;
    let exists: boolean;
    let phoneCountry: string | null = null;
    if (channel === 'email') {
      address = input.to;
      exists = await this.accountExists(address, null);
    } else {
      const phone = await this.resolvePhone(input.to, 'area_id' in input ? input.area_id : undefined);
      address = phone.address;
      exists = await this.accountExists(null, phone);
      phoneCountry = phone.country;
    }
    // No registration code where registering would be refused (a restricted country's number or address).
    if (purpose === 'register') await this.deps.residence?.checkRegistration({ phoneCountry }, ctx);
    const key: repo.CodeKey = { channel, address, purpose };
    const last = await repo.latestCode(this.db, key);
    const sinceLast = last ? ctx.now.getTime() - last.createdAt.getTime() : Infinity;
    if (sinceLast < CODE_RESEND_MS) {
      throw new AppError('code_too_soon', { seconds: Math.ceil((CODE_RESEND_MS - sinceLast) / 1000) });
    }
    const hourAgo = new Date(ctx.now.getTime() - 3600_000);
    if (
      (await repo.codesSentTo(this.db, channel, address, hourAgo)) >= CODES_PER_ADDRESS_HOUR ||
      (await repo.codesSentFrom(this.db, ctx.ip, hourAgo)) >= CODES_PER_IP_HOUR
    ) {
      throw new AppError('code_limit');
    }
    // A code goes only where it can be used: a new address for registration, a known one for a
    // reset. Otherwise the address gets a notice instead, and the caller sees the same answer.
    const usable = purpose === 'register' ? !exists : exists;
    const code = usable ? numericCode(6) : null;
    const codeId = await repo.insertCode(this.db, {
      channel,
      address,
      purpose,
      codeHash: sha256(`${address}:${code ?? randomUUID()}`),
      ip: ctx.ip,
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + CODE_TTL_MS),
    });
    const textKey: TextKey = code ? (purpose === 'register' ? 'mail.register.text' : 'mail.reset.text') : exists ? 'mail.exists.text' : 'mail.unknown.text';
    const subjectKey: TextKey = purpose === 'register' ? 'mail.register.subject' : 'mail.reset.subject';
    try {
      await this.deps.messenger[channel].send({
        to: address,
        channel,
        type: code ? purpose : 'notice',
        code,
        subject: translate(ctx.lang, subjectKey),
        text: translate(ctx.lang, textKey, { code: code ?? '' }),
      });
    } catch (error) {
      this.deps.log.error({ err: error, channel }, 'message delivery failed');
      await repo.consumeCode(this.db, codeId, ctx.now);
      throw new AppError('server_error', {}, 502);
    }
    return { data: { resend_after: CODE_RESEND_MS / 1000 }, msg: 'code_sent' };
  }

  async captcha(ctx: RequestContext): Out<'captcha'> {
    const { text, svg } = this.deps.makeCaptcha();
    const id = randomUUID();
    await repo.insertCaptcha(this.db, {
      id,
      answerHash: sha256(text.toLowerCase()),
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + CAPTCHA_TTL_MS),
    });
    return {
      data: { id, b64s: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, expires_in: CAPTCHA_TTL_MS / 1000 },
    };
  }

  async forgotPassword(input: In<'forgotPassword'>, ctx: RequestContext): Out<'forgotPassword'> {
    if (input.new_password !== input.secondary_password) throw new AppError('password_inconsistency');
    if (isCommonPassword(input.new_password)) throw new AppError('password_common');
    let user: repo.UserRow | undefined;
    let key: repo.CodeKey;
    if (input.type === 'email') {
      const address = input.account.toLowerCase();
      key = { channel: 'email', address, purpose: 'reset' };
      user = await repo.userByEmail(this.db, address);
    } else {
      const phone = await this.resolvePhone(input.account, input.area_id);
      key = { channel: 'sms', address: phone.address, purpose: 'reset' };
      [user] = await repo.usersByPhone(this.db, phone.national, phone.areaCode);
    }
    const account = user ? `user:${user.id}` : `name:${key.address}`;
    ctx.attempts?.check(account);
    let codeId: number;
    try {
      codeId = await this.checkCode(key, input.auth_code, ctx.now);
      if (!user) throw new AppError('code_invalid');
    } catch (error) {
      ctx.attempts?.fail(account);
      throw error;
    }
    const userId = user.id;
    const passwordHash = await this.deps.hasher.hash(input.new_password);
    await this.db.transaction(async (tx) => {
      if (!(await repo.consumeCode(tx, codeId, ctx.now))) throw new AppError('code_invalid');
      await repo.setPassword(tx, userId, passwordHash, ctx.now);
      await repo.revokeUserSessions(tx, userId, ctx.now);
    });
    this.ended({ userId, exceptSessionId: null });
    await this.notify(userId, { kind: 'password' }, ctx.now);
    return { data: null, msg: 'password_reset_success' };
  }

  async amendPassword(input: In<'amendPassword'>, ctx: UserContext): Out<'amendPassword'> {
    if (input.new_password !== input.re_password) throw new AppError('password_inconsistency');
    if (isCommonPassword(input.new_password)) throw new AppError('password_common');
    const user = await repo.userWithAccount(this.db, ctx.session.userId);
    // The same count as login's: a stolen token must not become a way to guess the password.
    const account = `user:${ctx.session.userId}`;
    ctx.attempts?.check(account);
    if (!user?.passwordHash || !(await this.deps.hasher.verify(user.passwordHash, input.old_password))) {
      ctx.attempts?.fail(account);
      throw new AppError('old_password_wrong');
    }
    if (input.new_password === input.old_password) throw new AppError('same_password');
    const passwordHash = await this.deps.hasher.hash(input.new_password);
    await this.db.transaction(async (tx) => {
      await repo.setPassword(tx, user.id, passwordHash, ctx.now);
      await repo.revokeUserSessions(tx, user.id, ctx.now, ctx.session.sessionId);
    });
    this.ended({ userId: user.id, exceptSessionId: ctx.session.sessionId });
    await this.notify(user.id, { kind: 'password' }, ctx.now);
    return { data: null, msg: 'password_changed' };
  }

  async logout(ctx: UserContext): Out<'logout'> {
    await repo.revokeSession(this.db, ctx.session.sessionId, ctx.now);
    this.ended({ sessionId: ctx.session.sessionId });
    return { data: null, msg: 'logout_success' };
  }

  async userInfo(ctx: UserContext): Out<'userInfo'> {
    return { data: await this.userView(this.db, ctx.session.userId) };
  }

  async balance(ctx: UserContext): Out<'getBalance'> {
    const user = await this.userView(this.db, ctx.session.userId);
    return { data: { balance: user.balance, lock_balance: user.lock_balance } };
  }

  // ---- the account's own address: notices and step-up codes ---------------------------------------

  /** Who a user is, as staff see them (the support inbox); undefined when there is no such user. */
  async profile(userId: number) {
    const user = await repo.userWithAccount(this.db, userId);
    return user && { id: user.id, uid: user.uid, email: user.email, areaCode: user.areaCode, phone: user.phone, isDemo: user.isDemo };
  }

  /** The user's country of residence (ISO 3166-1 alpha-2); null while not told. */
  residenceOf(userId: number): Promise<string | null> {
    return repo.residenceOf(this.db, userId);
  }

  /** Records the residence of a user who has none yet; false when one was recorded already. */
  declareResidence(userId: number, residence: string, now: Date): Promise<boolean> {
    return repo.setResidenceIfNone(this.db, userId, residence, now);
  }

  private readonly noticeListeners: ((userId: number, notice: Notice, at: Date) => void)[] = [];

  /** Calls `listener` with every security notice told to a user (notifications: inbox and push). */
  onNotice(listener: (userId: number, notice: Notice, at: Date) => void): void {
    this.noticeListeners.push(listener);
  }

  /** The language of the user's latest login or registration (what their notifications are written in). */
  async language(userId: number): Promise<Lang> {
    const user = await repo.userWithAccount(this.db, userId);
    return (user?.lang ?? 'en') as Lang;
  }

  /** The language of each of several users, read at once (English for one that is gone). */
  async languages(userIds: readonly number[]): Promise<Map<number, Lang>> {
    const found = await repo.languagesOf(this.db, userIds);
    return new Map(userIds.map((id) => [id, (found.get(id) ?? 'en') as Lang]));
  }

  /** Where this user's notices and codes go; undefined for a user with no address (demo). */
  async contact(userId: number): Promise<Contact | undefined> {
    const user = await repo.userWithAccount(this.db, userId);
    if (!user) return undefined;
    const lang = user.lang as Lang;
    const uid = user.uid;
    if (user.email) return { channel: 'email', address: user.email, masked: maskEmail(user.email), lang, uid };
    if (!user.phone) return undefined;
    const address = user.areaCode ? `+${user.areaCode}${user.phone}` : user.phone;
    const masked = `${user.areaCode ? `+${user.areaCode} ` : ''}•••• ${user.phone.slice(-4)}`;
    return { channel: 'sms', address, masked, lang, uid };
  }

  /**
   * Tells a user about something done on their account (money out, security changes, a new
   * device), in their language, by e-mail or, for a phone-only account, by SMS. Sent after the
   * change committed, once; a delivery failure is logged and does not undo the change.
   */
  async notify(userId: number, notice: Notice, now: Date): Promise<void> {
    // The inbox and the user's devices hear of it too; this e-mail or SMS stays the one that always goes.
    for (const listener of this.noticeListeners) listener(userId, notice, now);
    const contact = await this.contact(userId);
    if (!contact) return;
    const message = noticeMessage(contact.lang, notice, now);
    try {
      await this.deps.messenger[contact.channel].send({
        to: contact.address,
        channel: contact.channel,
        type: `notice.${notice.kind}`,
        code: null,
        subject: message.subject,
        text: message.text,
      });
    } catch (error) {
      this.deps.log.error({ err: error, channel: contact.channel, notice: notice.kind }, 'notice delivery failed');
    }
  }

  /**
   * Sends a one-time step-up code to the user's own address, under the same pacing as every other
   * code (one a minute, five an hour per address, twenty an hour per network address).
   */
  async sendStepUpCode(userId: number, ctx: RequestContext): Promise<{ to: string; resendAfter: number }> {
    const contact = await this.contact(userId);
    if (!contact) throw new AppError('demo_forbidden');
    const key: repo.CodeKey = { channel: contact.channel, address: contact.address, purpose: 'step_up' };
    const last = await repo.latestCode(this.db, key);
    const sinceLast = last ? ctx.now.getTime() - last.createdAt.getTime() : Infinity;
    if (sinceLast < CODE_RESEND_MS) {
      throw new AppError('code_too_soon', { seconds: Math.ceil((CODE_RESEND_MS - sinceLast) / 1000) });
    }
    const hourAgo = new Date(ctx.now.getTime() - 3600_000);
    if (
      (await repo.codesSentTo(this.db, contact.channel, contact.address, hourAgo)) >= CODES_PER_ADDRESS_HOUR ||
      (await repo.codesSentFrom(this.db, ctx.ip, hourAgo)) >= CODES_PER_IP_HOUR
    ) {
      throw new AppError('code_limit');
    }
    const code = numericCode(6);
    const codeId = await repo.insertCode(this.db, {
      ...key,
      codeHash: sha256(`${contact.address}:${code}`),
      ip: ctx.ip,
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + CODE_TTL_MS),
    });
    try {
      await this.deps.messenger[contact.channel].send({
        to: contact.address,
        channel: contact.channel,
        type: 'step_up',
        code,
        subject: translate(contact.lang, 'mail.step_up.subject'),
        text: translate(contact.lang, 'mail.step_up.text', { code }),
      });
    } catch (error) {
      this.deps.log.error({ err: error, channel: contact.channel }, 'message delivery failed');
      await repo.consumeCode(this.db, codeId, ctx.now);
      throw new AppError('server_error', {}, 502);
    }
    return { to: contact.masked, resendAfter: CODE_RESEND_MS / 1000 };
  }

  /** Checks and uses up the step-up code sent to the user's own address (code_invalid otherwise). */
  async useStepUpCode(userId: number, code: string, now: Date): Promise<void> {
    const contact = await this.contact(userId);
    if (!contact) throw new AppError('code_invalid');
    const codeId = await this.checkCode({ channel: contact.channel, address: contact.address, purpose: 'step_up' }, code, now);
    if (!(await repo.consumeCode(this.db, codeId, now))) throw new AppError('code_invalid');
  }

  // ---- the user's sessions -------------------------------------------------------------------------

  async sessionList(ctx: UserContext): Out<'sessionList'> {
    const idleLimit = new Date(ctx.now.getTime() - this.deps.sessionIdleMs);
    const rows = await repo.liveSessionsOf(this.db, ctx.session.userId, ctx.now, idleLimit);
    const views: SessionView[] = rows.map((r) => ({
      id: r.id,
      device: deviceLabel(r.userAgent),
      user_agent: r.userAgent,
      ip: r.ip,
      created_at: r.createdAt.toISOString(),
      last_seen_at: r.lastSeenAt.toISOString(),
      current: r.id === ctx.session.sessionId,
    }));
    views.sort((a, b) => Number(b.current) - Number(a.current));
    return { data: views };
  }

  async sessionRevoke(input: In<'sessionRevoke'>, ctx: UserContext): Out<'sessionRevoke'> {
    if (input.id === ctx.session.sessionId) throw new AppError('session_is_current');
    if (!(await repo.revokeSessionOf(this.db, ctx.session.userId, input.id, ctx.now))) throw new AppError('session_not_found');
    this.ended({ sessionId: input.id });
    return { data: null, msg: 'session_revoked' };
  }

  async sessionRevokeOthers(ctx: UserContext): Out<'sessionRevokeOthers'> {
    const count = await repo.revokeUserSessions(this.db, ctx.session.userId, ctx.now, ctx.session.sessionId);
    this.ended({ userId: ctx.session.userId, exceptSessionId: ctx.session.sessionId });
    return { data: { count }, msg: 'other_sessions_revoked' };
  }
}
