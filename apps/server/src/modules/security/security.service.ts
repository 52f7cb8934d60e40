/**
 * Two-factor authentication for traders (an authenticator app, passkeys, recovery codes), the
 * second step of a login, and step-up: proof of a fresh second factor before money can leave an
 * account or a factor can change.
 *
 * A stolen session token alone must not move money. So a withdrawal, binding a payout method and
 * every change of factors carry a step-up token: single use, 5 minutes, bound to the session and
 * the purpose it was asked for, spent in the same transaction as the change it allows (so a
 * refused change leaves it unspent). A trader without two-factor authentication steps up with a
 * code sent to the account's own address, which a thief holding only the token does not read.
 */
import { randomInt } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  STEP_UP_TTL_S,
  type CallData,
  type CallParsed,
  type Calls,
  type LoginFactor,
  type Passkey,
  type StepUpMethod,
  type StepUpPurpose,
  type TwoFactorChallenge,
  type WebAuthnOptions,
  type WebAuthnResponse,
} from '@leverline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Answer } from '../../http/call-route.js';
import type { RequestContext, UserContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { newToken, sha256 } from '../../platform/crypto.js';
import type { PasswordHasher } from '../../platform/password.js';
import type { IdentityService, SecondFactorGate } from '../identity/identity.service.js';
import { deviceLabel, type Factor } from '../identity/notices.js';
import type { SettingsService } from '../settings/settings.service.js';
import { newTotpSecret, totpUri, verifyTotp } from '../staff/totp.js';
import type { RelyingParty } from './relying-party.js';
import * as repo from './security.repo.js';

type In<K extends keyof Calls> = CallParsed<Calls[K]>;
type Out<K extends keyof Calls> = Promise<Answer<CallData<Calls[K]>>>;

export const STEP_UP_TTL_MS = STEP_UP_TTL_S * 1000;
/** A login ticket (password accepted, second factor awaited) lasts this long. */
export const LOGIN_TICKET_TTL_MS = 5 * 60_000;
/** A WebAuthn challenge must be answered within this time. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** An authenticator app must be confirmed this soon after its secret was shown. */
export const TOTP_SETUP_TTL_MS = 15 * 60_000;
/** Wrong second-factor answers a user may give in FAILURE_WINDOW_MS before they are refused. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
export const MAX_PASSKEYS = 10;

/** Recovery codes: 10 characters without look-alikes (50 bits), shown as XXXXX-XXXXX. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** A recovery code as typed ("abcde fghjk", "ABCDE-FGHJK") in the form it was hashed in. */
function normaliseRecoveryCode(code: string): string {
  const s = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return s.length === 10 ? `${s.slice(0, 5)}-${s.slice(5)}` : s;
}

export interface SecurityDeps {
  db: Db;
  hasher: PasswordHasher;
  identity: IdentityService;
  settings: SettingsService;
  log: FastifyBaseLogger;
}

/** What a second factor is being checked for: a login ticket, or a step-up of a session. */
type FactorScope = { kind: 'login'; ticketId: number } | { kind: 'step_up'; sessionId: number; purpose: StepUpPurpose };

interface FactorState {
  totp: boolean;
  passkeys: repo.PasskeyRow[];
  recoveryLeft: number;
}

export class SecurityService implements SecondFactorGate {
  constructor(private readonly d: SecurityDeps) {}

  private get db() {
    return this.d.db;
  }

  private async state(userId: number, tx: Tx = this.db): Promise<FactorState> {
    const totp = await repo.totpOf(tx, userId);
    return {
      totp: totp?.confirmedAt != null,
      passkeys: await repo.passkeysOf(tx, userId),
      recoveryLeft: await repo.countUnusedRecoveryCodes(tx, userId),
    };
  }

  private static hasFactor(s: FactorState): boolean {
    return s.totp || s.passkeys.length > 0;
  }

  // ---- what the trader has -------------------------------------------------------------------------

  async info(ctx: UserContext): Out<'securityInfo'> {
    const s = await this.state(ctx.session.userId);
    const contact = await this.d.identity.contact(ctx.session.userId);
    const { payout_cooling_hours } = await this.d.settings.get(['payout_cooling_hours']);
    return {
      data: {
        two_factor: SecurityService.hasFactor(s),
        totp: s.totp,
        passkeys: s.passkeys.map(passkeyView),
        recovery_codes_left: s.recoveryLeft,
        step_up_methods: stepUpMethods(s),
        code_to: contact?.masked ?? '',
        payout_cooling_hours,
      },
    };
  }

  // ---- step-up -------------------------------------------------------------------------------------

  async stepUpStart(input: In<'stepUpStart'>, ctx: UserContext, rp: () => RelyingParty): Out<'stepUpStart'> {
    const userId = ctx.session.userId;
    const s = await this.state(userId);
    if (input.method === 'code') {
      if (SecurityService.hasFactor(s)) throw new AppError('step_up_use_factor');
      const sent = await this.d.identity.sendStepUpCode(userId, ctx);
      return { data: { passkey_options: null, code_to: sent.to, resend_after: sent.resendAfter }, msg: 'code_sent' };
    }
    const options = await this.assertionOptions(userId, s.passkeys, { kind: 'step_up', sessionId: ctx.session.sessionId, purpose: input.purpose }, ctx.now, rp);
    return { data: { passkey_options: options, code_to: '', resend_after: 0 } };
  }

  async stepUpVerify(input: In<'stepUpVerify'>, ctx: UserContext, rp: () => RelyingParty): Out<'stepUpVerify'> {
    const userId = ctx.session.userId;
    const scope: FactorScope = { kind: 'step_up', sessionId: ctx.session.sessionId, purpose: input.purpose };
    await this.checkFactor(userId, input.method, input, scope, ctx, rp);
    const token = newToken();
    await repo.insertStepUp(this.db, {
      tokenHash: sha256(token),
      userId,
      sessionId: ctx.session.sessionId,
      purpose: input.purpose,
      method: input.method,
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + STEP_UP_TTL_MS),
    });
    return { data: { step_up_token: token, expires_in: STEP_UP_TTL_S } };
  }

  /**
   * Spends a step-up token inside the transaction of the change it allows: refused without one
   * (step_up_required) or with one that is not live for this session and purpose (step_up_invalid).
   * A change that fails afterwards rolls the spending back with it.
   */
  async spendStepUp(tx: Tx, token: string | undefined, ctx: UserContext, purpose: StepUpPurpose): Promise<void> {
    if (!token) throw new AppError('step_up_required');
    const spent = await repo.consumeStepUp(
      tx,
      { tokenHash: sha256(token), userId: ctx.session.userId, sessionId: ctx.session.sessionId, purpose },
      ctx.now,
    );
    if (!spent) throw new AppError('step_up_invalid');
  }

  // ---- logging in ----------------------------------------------------------------------------------

  async challenge(userId: number, deviceKey: string, now: Date): Promise<TwoFactorChallenge | null> {
    const s = await this.state(userId);
    if (!SecurityService.hasFactor(s)) return null;
    const ticket = newToken();
    await repo.insertTicket(this.db, {
      tokenHash: sha256(ticket),
      userId,
      deviceKey,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LOGIN_TICKET_TTL_MS),
    });
    const methods: LoginFactor[] = [];
    if (s.totp) methods.push('totp');
    if (s.passkeys.length > 0) methods.push('passkey');
    if (s.recoveryLeft > 0) methods.push('recovery');
    return { ticket, methods, expires_in: LOGIN_TICKET_TTL_MS / 1000 };
  }

  private async liveTicket(ticket: string, now: Date): Promise<repo.TicketRow> {
    const row = await repo.liveTicket(this.db, sha256(ticket), now);
    if (!row) throw new AppError('login_ticket_invalid');
    return row;
  }

  async loginPasskeyOptions(input: In<'loginPasskeyOptions'>, ctx: RequestContext, rp: () => RelyingParty): Out<'loginPasskeyOptions'> {
    const ticket = await this.liveTicket(input.ticket, ctx.now);
    const passkeys = await repo.passkeysOf(this.db, ticket.userId);
    return { data: await this.assertionOptions(ticket.userId, passkeys, { kind: 'login', ticketId: ticket.id }, ctx.now, rp) };
  }

  async loginSecondFactor(input: In<'loginSecondFactor'>, ctx: RequestContext, rp: () => RelyingParty): Out<'loginSecondFactor'> {
    const ticket = await this.liveTicket(input.ticket, ctx.now);
    await this.checkFactor(ticket.userId, input.method, input, { kind: 'login', ticketId: ticket.id }, ctx, rp);
    if (!(await repo.useTicket(this.db, ticket.id, ctx.now))) throw new AppError('login_ticket_invalid');
    const data = await this.d.identity.openSession(ticket.userId, ticket.deviceKey, ctx);
    return { data, msg: 'login_success' };
  }

  async signedIn(userId: number, deviceKey: string, ctx: RequestContext): Promise<void> {
    if (await repo.seeDevice(this.db, userId, sha256(deviceKey), ctx.now)) {
      await this.d.identity.notify(userId, { kind: 'new_device', device: deviceLabel(ctx.userAgent), ip: ctx.ip }, ctx.now);
    }
  }

  async remember(userId: number, deviceKey: string, now: Date): Promise<void> {
    await repo.seeDevice(this.db, userId, sha256(deviceKey), now);
  }

  // ---- checking a factor ---------------------------------------------------------------------------

  /** Refuses a wrong or unavailable factor; a wrong answer counts towards the user's lock-out. */
  private async checkFactor(
    userId: number,
    method: StepUpMethod,
    input: { code?: string | undefined; response?: WebAuthnResponse | undefined },
    scope: FactorScope,
    ctx: RequestContext,
    rp: () => RelyingParty,
  ): Promise<void> {
    const since = new Date(ctx.now.getTime() - FAILURE_WINDOW_MS);
    if ((await repo.failuresSince(this.db, userId, since)) >= MAX_FAILURES) throw new AppError('factor_locked');
    const s = await this.state(userId);
    const wrong = async (key: 'totp_invalid' | 'recovery_code_invalid' | 'passkey_invalid') => {
      await repo.recordFailure(this.db, userId, ctx.now);
      return new AppError(key);
    };
    switch (method) {
      case 'code': {
        // The e-mail/SMS code stands in only where there is no real second factor.
        if (scope.kind === 'login') throw new AppError('factor_unavailable');
        if (SecurityService.hasFactor(s)) throw new AppError('step_up_use_factor');
        if (!input.code) throw new AppError('code_required');
        await this.d.identity.useStepUpCode(userId, input.code, ctx.now);
        return;
      }
      case 'totp': {
        if (!s.totp) throw new AppError('factor_unavailable');
        if (!input.code) throw new AppError('code_required');
        const row = await repo.totpOf(this.db, userId);
        const step = row ? verifyTotp(row.secret, input.code.replace(/\s/g, ''), ctx.now) : null;
        if (step === null || !(await repo.claimTotpStep(this.db, userId, step, ctx.now))) throw await wrong('totp_invalid');
        return;
      }
      case 'recovery': {
        if (s.recoveryLeft === 0 || !SecurityService.hasFactor(s)) throw new AppError('factor_unavailable');
        if (!input.code) throw new AppError('code_required');
        const typed = normaliseRecoveryCode(input.code);
        for (const row of await repo.unusedRecoveryCodes(this.db, userId)) {
          if (await this.d.hasher.verify(row.codeHash, typed)) {
            if (!(await repo.useRecoveryCode(this.db, row.id, ctx.now))) break;
            await this.d.identity.notify(userId, { kind: 'recovery_used', left: s.recoveryLeft - 1 }, ctx.now);
            return;
          }
        }
        throw await wrong('recovery_code_invalid');
      }
      case 'passkey': {
        if (s.passkeys.length === 0) throw new AppError('factor_unavailable');
        if (!input.response) throw new AppError('passkey_invalid');
        const party = rp();
        const challenge = await repo.consumeChallenge(this.db, challengeKey(userId, scope), ctx.now);
        const passkey = await repo.passkeyByCredential(this.db, userId, input.response.id);
        if (!challenge || !passkey) throw await wrong('passkey_invalid');
        let counter: number;
        try {
          const result = await verifyAuthenticationResponse({
            response: input.response as unknown as AuthenticationResponseJSON,
            expectedChallenge: challenge.challenge,
            expectedOrigin: party.origin,
            expectedRPID: party.id,
            credential: {
              id: passkey.credentialId,
              publicKey: Buffer.from(passkey.publicKey, 'base64url'),
              counter: passkey.counter,
              transports: transportsOf(passkey),
            },
            requireUserVerification: false,
          });
          if (!result.verified) throw new Error('not verified');
          counter = result.authenticationInfo.newCounter;
        } catch (error) {
          this.d.log.info({ err: error }, 'passkey assertion refused');
          throw await wrong('passkey_invalid');
        }
        await repo.usePasskey(this.db, passkey.id, counter, ctx.now);
        return;
      }
    }
  }

  private async assertionOptions(
    userId: number,
    passkeys: repo.PasskeyRow[],
    scope: FactorScope,
    now: Date,
    rp: () => RelyingParty,
  ): Promise<WebAuthnOptions> {
    if (passkeys.length === 0) throw new AppError('factor_unavailable');
    const options = await generateAuthenticationOptions({
      rpID: rp().id,
      allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
      userVerification: 'preferred',
      timeout: CHALLENGE_TTL_MS,
    });
    await repo.insertChallenge(this.db, {
      ...challengeKey(userId, scope),
      challenge: options.challenge,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    });
    return options as unknown as WebAuthnOptions;
  }

  // ---- adding and removing factors ---------------------------------------------------------------

  async totpSetup(input: In<'totpSetup'>, ctx: UserContext): Out<'totpSetup'> {
    const userId = ctx.session.userId;
    const contact = await this.d.identity.contact(userId);
    const secret = newTotpSecret();
    await this.db.transaction(async (tx) => {
      if ((await repo.totpOf(tx, userId))?.confirmedAt) throw new AppError('totp_exists');
      await this.spendStepUp(tx, input.step_up_token, ctx, 'add_factor');
      if (!(await repo.startTotp(tx, userId, secret, ctx.now))) throw new AppError('totp_exists');
    });
    return { data: { secret, uri: totpUri(secret, contact?.address ?? 'Leverline') } };
  }

  async totpEnable(input: In<'totpEnable'>, ctx: UserContext): Out<'totpEnable'> {
    const userId = ctx.session.userId;
    const row = await repo.totpOf(this.db, userId);
    if (row?.confirmedAt) throw new AppError('totp_exists');
    if (!row || row.createdAt.getTime() + TOTP_SETUP_TTL_MS <= ctx.now.getTime()) throw new AppError('totp_setup_expired');
    const step = verifyTotp(row.secret, input.code.replace(/\s/g, ''), ctx.now);
    if (step === null) throw new AppError('totp_invalid');
    const codes = await this.firstFactorCodes(userId);
    await this.db.transaction(async (tx) => {
      if (!(await repo.claimTotpStep(tx, userId, step, ctx.now))) throw new AppError('totp_invalid');
      if (codes.length > 0) await repo.replaceRecoveryCodes(tx, userId, codes.map((c) => c.hash), ctx.now);
    });
    await this.d.identity.notify(userId, { kind: 'factor_added', factor: 'totp' }, ctx.now);
    return { data: { recovery_codes: codes.map((c) => c.code) }, msg: 'totp_enabled' };
  }

  async totpRemove(input: In<'totpRemove'>, ctx: UserContext): Out<'totpRemove'> {
    await this.removeFactor(ctx, input.step_up_token, 'totp', (tx) => repo.deleteTotp(tx, ctx.session.userId), 'factor_unavailable');
    return { data: null, msg: 'totp_removed' };
  }

  async passkeyOptions(input: In<'passkeyOptions'>, ctx: UserContext, rp: () => RelyingParty): Out<'passkeyOptions'> {
    const userId = ctx.session.userId;
    const party = rp();
    const contact = await this.d.identity.contact(userId);
    const existing = await repo.passkeysOf(this.db, userId);
    if (existing.length >= MAX_PASSKEYS) throw new AppError('passkey_limit', { max: MAX_PASSKEYS });
    const { title } = await this.d.settings.get(['title']);
    const options = await generateRegistrationOptions({
      rpName: title,
      rpID: party.id,
      userName: contact?.address ?? String(userId),
      userID: new TextEncoder().encode(`leverline:${contact?.uid ?? userId}`),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      timeout: CHALLENGE_TTL_MS,
    });
    await this.db.transaction(async (tx) => {
      await this.spendStepUp(tx, input.step_up_token, ctx, 'add_factor');
      await repo.insertChallenge(tx, {
        userId,
        purpose: 'register',
        sessionId: ctx.session.sessionId,
        challenge: options.challenge,
        createdAt: ctx.now,
        expiresAt: new Date(ctx.now.getTime() + CHALLENGE_TTL_MS),
      });
    });
    return { data: options as unknown as WebAuthnOptions };
  }

  async passkeyAdd(input: In<'passkeyAdd'>, ctx: UserContext, rp: () => RelyingParty): Out<'passkeyAdd'> {
    const userId = ctx.session.userId;
    if (!input.response) throw new AppError('passkey_invalid');
    const party = rp();
    const challenge = await repo.consumeChallenge(this.db, { userId, purpose: 'register', sessionId: ctx.session.sessionId }, ctx.now);
    if (!challenge) throw new AppError('passkey_invalid');
    let credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] | undefined };
    try {
      const result = await verifyRegistrationResponse({
        response: input.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        requireUserVerification: false,
      });
      if (!result.verified) throw new Error('not verified');
      credential = result.registrationInfo.credential;
    } catch (error) {
      this.d.log.info({ err: error }, 'passkey registration refused');
      throw new AppError('passkey_invalid');
    }
    const codes = await this.firstFactorCodes(userId);
    const count = (await repo.passkeysOf(this.db, userId)).length;
    let row: repo.PasskeyRow;
    try {
      row = await this.db.transaction(async (tx) => {
        const added = await repo.insertPasskey(tx, {
          userId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: (credential.transports ?? []).join(','),
          name: input.name || `${deviceLabel(ctx.userAgent)} (${count + 1})`,
          createdAt: ctx.now,
        });
        if (codes.length > 0) await repo.replaceRecoveryCodes(tx, userId, codes.map((c) => c.hash), ctx.now);
        return added;
      });
    } catch (error) {
      // The same authenticator registered twice.
      if (isUniqueViolation(error)) throw new AppError('passkey_invalid');
      throw error;
    }
    await this.d.identity.notify(userId, { kind: 'factor_added', factor: 'passkey' }, ctx.now);
    return { data: { passkey: passkeyView(row), recovery_codes: codes.map((c) => c.code) }, msg: 'passkey_added' };
  }

  async passkeyRemove(input: In<'passkeyRemove'>, ctx: UserContext): Out<'passkeyRemove'> {
    await this.removeFactor(ctx, input.step_up_token, 'passkey', (tx) => repo.deletePasskey(tx, ctx.session.userId, input.id), 'passkey_not_found');
    return { data: null, msg: 'passkey_removed' };
  }

  async recoveryRenew(input: In<'recoveryRenew'>, ctx: UserContext): Out<'recoveryRenew'> {
    const userId = ctx.session.userId;
    const codes = await this.newCodes();
    await this.db.transaction(async (tx) => {
      if (!SecurityService.hasFactor(await this.state(userId, tx))) throw new AppError('factor_unavailable');
      await this.spendStepUp(tx, input.step_up_token, ctx, 'recovery_codes');
      await repo.replaceRecoveryCodes(tx, userId, codes.map((c) => c.hash), ctx.now);
    });
    await this.d.identity.notify(userId, { kind: 'recovery_renewed' }, ctx.now);
    return { data: { recovery_codes: codes.map((c) => c.code) }, msg: 'recovery_codes_renewed' };
  }

  /**
   * Removes a factor with a fresh step-up; removing the last one turns two-factor authentication
   * off, and the recovery codes, which stand in for a factor, go with it.
   */
  private async removeFactor(
    ctx: UserContext,
    token: string | undefined,
    factor: Factor,
    remove: (tx: Tx) => Promise<boolean>,
    missing: 'factor_unavailable' | 'passkey_not_found',
  ): Promise<void> {
    const userId = ctx.session.userId;
    await this.db.transaction(async (tx) => {
      await this.spendStepUp(tx, token, ctx, 'remove_factor');
      if (!(await remove(tx))) throw new AppError(missing);
      if (!SecurityService.hasFactor(await this.state(userId, tx))) await repo.replaceRecoveryCodes(tx, userId, [], ctx.now);
    });
    await this.d.identity.notify(userId, { kind: 'factor_removed', factor }, ctx.now);
  }

  /** Recovery codes for a user about to get their first factor; none when they have a factor already. */
  private async firstFactorCodes(userId: number): Promise<{ code: string; hash: string }[]> {
    if (SecurityService.hasFactor(await this.state(userId))) return [];
    return this.newCodes();
  }

  private async newCodes(): Promise<{ code: string; hash: string }[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    return Promise.all(codes.map(async (code) => ({ code, hash: await this.d.hasher.hash(code) })));
  }
}

function challengeKey(userId: number, scope: FactorScope) {
  return scope.kind === 'login'
    ? { userId, purpose: 'login', ticketId: scope.ticketId }
    : { userId, purpose: `step_up:${scope.purpose}`, sessionId: scope.sessionId };
}

function transportsOf(p: repo.PasskeyRow): AuthenticatorTransport[] | undefined {
  return p.transports ? (p.transports.split(',') as AuthenticatorTransport[]) : undefined;
}

function stepUpMethods(s: FactorState): StepUpMethod[] {
  if (!s.totp && s.passkeys.length === 0) return ['code'];
  const methods: StepUpMethod[] = [];
  if (s.totp) methods.push('totp');
  if (s.passkeys.length > 0) methods.push('passkey');
  if (s.recoveryLeft > 0) methods.push('recovery');
  return methods;
}

function passkeyView(p: repo.PasskeyRow): Passkey {
  return {
    id: p.id,
    name: p.name,
    created_at: p.createdAt.toISOString(),
    last_used_at: p.lastUsedAt?.toISOString() ?? '',
  };
}
