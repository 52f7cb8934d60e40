/**
 * A trader's account security (real accounts only): two-factor authentication with an
 * authenticator app (TOTP) or passkeys (WebAuthn), one-time recovery codes, step-up confirmation
 * before money leaves the account, and the list of the trader's sessions.
 *
 * Step-up: `step_up/start` and `step_up/verify` check a fresh second factor (TOTP, passkey or a
 * recovery code; without two-factor authentication, a code sent to the account's own e-mail or
 * phone) and answer a step-up token. The token works once, for 5 minutes, for the session that
 * asked and for the purpose it was asked for; the call it protects carries it as `step_up_token`.
 */
import { z } from 'zod';
import { defineCall } from './call.js';
import { idField } from './fields.js';

/** What a step-up token may be spent on. */
export const STEP_UP_PURPOSES = ['withdraw', 'bind_payout', 'add_factor', 'remove_factor', 'recovery_codes'] as const;
export type StepUpPurpose = (typeof STEP_UP_PURPOSES)[number];

/** Second factors: an authenticator-app code, a passkey, a recovery code; `code` is the e-mail/SMS code of a trader without 2FA. */
export const STEP_UP_METHODS = ['totp', 'passkey', 'recovery', 'code'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];
/** Second factors a login may finish with. */
export const LOGIN_FACTORS = ['totp', 'passkey', 'recovery'] as const;
export type LoginFactor = (typeof LOGIN_FACTORS)[number];

/** How long a step-up token is good for, in seconds. */
export const STEP_UP_TTL_S = 300;

/** A step-up token from step_up/verify, as the protected call carries it. */
export const stepUpTokenField = z
  .string({ error: 'step_up_required' })
  .trim()
  .max(200, { error: 'step_up_invalid' })
  .optional();

/** A one-time code typed by the trader: authenticator (6 digits), recovery (XXXXX-XXXXX) or e-mail/SMS code. */
const factorCode = z.string({ error: 'code_required' }).trim().max(32, { error: 'code_invalid' }).optional();

/**
 * A WebAuthn response (RegistrationResponseJSON or AuthenticationResponseJSON) as the browser
 * library produces it, as an object or its JSON text (form posts). The server checks it in full.
 */
export const webauthnResponseField = z
  .preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z.looseObject(
      {
        id: z.string({ error: 'passkey_invalid' }).max(1024, { error: 'passkey_invalid' }),
        rawId: z.string({ error: 'passkey_invalid' }).max(1024, { error: 'passkey_invalid' }),
        type: z.literal('public-key', { error: 'passkey_invalid' }),
        response: z.looseObject({}, { error: 'passkey_invalid' }),
      },
      { error: 'passkey_invalid' },
    ),
  )
  .optional() as unknown as z.ZodOptional<z.ZodType<WebAuthnResponse, WebAuthnResponse | string>>;

/** The fields of a WebAuthn response the contract names; the rest travel as the browser sent them. */
export interface WebAuthnResponse {
  id: string;
  rawId: string;
  type: 'public-key';
  response: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * WebAuthn options for navigator.credentials.create or .get (PublicKeyCredentialCreationOptionsJSON
 * or PublicKeyCredentialRequestOptionsJSON), handed to the browser library as they are.
 */
export const webauthnOptionsSchema = z.looseObject({ challenge: z.string() });
export type WebAuthnOptions = z.infer<typeof webauthnOptionsSchema>;

/** A passkey of the trader. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** ISO 8601; empty when never used since it was added. */
  last_used_at: z.string(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const securityInfoSchema = z.object({
  /** An authenticator app or a passkey is set up: logins and step-ups need one. */
  two_factor: z.boolean(),
  totp: z.boolean(),
  passkeys: z.array(passkeySchema),
  /** Unused recovery codes left. */
  recovery_codes_left: z.number().int(),
  /** How this trader can confirm a step-up now. */
  step_up_methods: z.array(z.enum(STEP_UP_METHODS)),
  /** Where a step-up code is sent (trader without 2FA): the account's own address, masked. */
  code_to: z.string(),
  /** A new payout method receives no withdrawal for this many hours. */
  payout_cooling_hours: z.string(),
});
export type SecurityInfo = z.infer<typeof securityInfoSchema>;

const recoveryCodesSchema = z.object({
  /** Shown once: only their hashes are kept. Empty when the account already had codes. */
  recovery_codes: z.array(z.string()),
});

export const securityInfo = defineCall({
  methods: ['GET'],
  path: '/api/security/info',
  auth: 'real',
  summary: 'The trader\'s second factors, recovery codes left, and how a step-up can be confirmed',
  tag: 'security',
  input: z.object({}),
  data: securityInfoSchema,
});

const purposeField = z.enum(STEP_UP_PURPOSES, { error: 'invalid_param' });

export const stepUpStart = defineCall({
  methods: ['POST'],
  path: '/api/security/step_up/start',
  auth: 'real',
  summary:
    'Begin a step-up for a purpose: method passkey answers WebAuthn request options; method code (traders without 2FA only) sends a one-time code to the account\'s own e-mail or phone',
  tag: 'security',
  input: z.object({ purpose: purposeField, method: z.enum(['passkey', 'code'], { error: 'invalid_param' }) }),
  data: z.object({
    passkey_options: webauthnOptionsSchema.nullable(),
    /** Where the code went, masked; empty for passkeys. */
    code_to: z.string(),
    /** Seconds before another code may be sent; 0 for passkeys. */
    resend_after: z.number().int(),
  }),
});

export const stepUpVerify = defineCall({
  methods: ['POST'],
  path: '/api/security/step_up/verify',
  auth: 'real',
  summary:
    'Confirm a step-up with a fresh factor (totp, recovery or code: `code`; passkey: `response`); answers a single-use token for this session and purpose, valid 5 minutes',
  tag: 'security',
  input: z.object({
    purpose: purposeField,
    method: z.enum(STEP_UP_METHODS, { error: 'invalid_param' }),
    code: factorCode,
    response: webauthnResponseField,
  }),
  data: z.object({ step_up_token: z.string(), expires_in: z.number().int() }),
});

export const totpSetup = defineCall({
  methods: ['POST'],
  path: '/api/security/totp/setup',
  auth: 'real',
  summary:
    'Start adding an authenticator app (needs a step-up token for add_factor): answers a new secret and its otpauth:// link; it counts once totp/enable confirms a code from it',
  tag: 'security',
  input: z.object({ step_up_token: stepUpTokenField }),
  data: z.object({ secret: z.string(), uri: z.string() }),
});

export const totpEnable = defineCall({
  methods: ['POST'],
  path: '/api/security/totp/enable',
  auth: 'real',
  summary: 'Finish adding the authenticator app with a code from it; the first factor also makes 10 recovery codes',
  tag: 'security',
  input: z.object({ code: z.string({ error: 'code_required' }).trim().min(1, { error: 'code_required' }).max(16, { error: 'totp_invalid' }) }),
  data: recoveryCodesSchema,
});

export const totpRemove = defineCall({
  methods: ['POST'],
  path: '/api/security/totp/remove',
  auth: 'real',
  summary: 'Remove the authenticator app (needs a step-up token for remove_factor)',
  tag: 'security',
  input: z.object({ step_up_token: stepUpTokenField }),
  data: z.null(),
});

export const passkeyOptions = defineCall({
  methods: ['POST'],
  path: '/api/security/passkey/options',
  auth: 'real',
  summary: 'Start adding a passkey (needs a step-up token for add_factor): answers WebAuthn creation options',
  tag: 'security',
  input: z.object({ step_up_token: stepUpTokenField }),
  data: webauthnOptionsSchema,
});

export const passkeyAdd = defineCall({
  methods: ['POST'],
  path: '/api/security/passkey/add',
  auth: 'real',
  summary: 'Finish adding a passkey with the browser\'s registration response; the first factor also makes 10 recovery codes',
  tag: 'security',
  input: z.object({
    response: webauthnResponseField,
    name: z.string({ error: 'invalid_param' }).trim().max(60, { error: 'invalid_param' }).optional(),
  }),
  data: recoveryCodesSchema.extend({ passkey: passkeySchema }),
});

export const passkeyRemove = defineCall({
  methods: ['POST'],
  path: '/api/security/passkey/remove',
  auth: 'real',
  summary: 'Remove one of the trader\'s passkeys (needs a step-up token for remove_factor)',
  tag: 'security',
  input: z.object({ id: idField, step_up_token: stepUpTokenField }),
  data: z.null(),
});

export const recoveryRenew = defineCall({
  methods: ['POST'],
  path: '/api/security/recovery/renew',
  auth: 'real',
  summary: 'Replace every recovery code with 10 new ones, shown once (needs a step-up token for recovery_codes)',
  tag: 'security',
  input: z.object({ step_up_token: stepUpTokenField }),
  data: recoveryCodesSchema,
});

/** One of the trader's live sessions. */
export const sessionRowSchema = z.object({
  id: z.number().int(),
  /** Browser and system read from the user agent, e.g. "Chrome 131 on Android". */
  device: z.string(),
  user_agent: z.string(),
  ip: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRowSchema>;

export const sessionList = defineCall({
  methods: ['GET'],
  path: '/api/security/sessions',
  auth: 'real',
  summary: 'The trader\'s live sessions, the one asking first, then by last use',
  tag: 'security',
  input: z.object({}),
  data: z.array(sessionRowSchema),
});

export const sessionRevoke = defineCall({
  methods: ['POST'],
  path: '/api/security/sessions/revoke',
  auth: 'real',
  summary: 'Sign out one of the trader\'s other sessions (the current one logs out instead)',
  tag: 'security',
  input: z.object({ id: idField }),
  data: z.null(),
});

export const sessionRevokeOthers = defineCall({
  methods: ['POST'],
  path: '/api/security/sessions/revoke_others',
  auth: 'real',
  summary: 'Sign out every session of the trader but this one',
  tag: 'security',
  input: z.object({}),
  data: z.object({ count: z.number().int() }),
});

// ---- logging in with a second factor --------------------------------------------------------------

/** The login's answer when the password was right and a second factor is still needed. */
export const twoFactorChallengeSchema = z.object({
  /** Single-use ticket for login_2fa, valid 5 minutes. */
  ticket: z.string(),
  methods: z.array(z.enum(LOGIN_FACTORS)),
  expires_in: z.number().int(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

const ticketField = z.string({ error: 'login_ticket_invalid' }).trim().min(1, { error: 'login_ticket_invalid' }).max(200, {
  error: 'login_ticket_invalid',
});

export const loginPasskeyOptions = defineCall({
  methods: ['POST'],
  path: '/api/user/login_2fa/options',
  auth: 'public',
  summary: 'WebAuthn request options for finishing a login ticket with a passkey',
  tag: 'identity',
  limit: 'login',
  input: z.object({ ticket: ticketField }),
  data: webauthnOptionsSchema,
});
