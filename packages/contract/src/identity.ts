/** Becoming a user and keeping a session: register, login, demo, reset, password, profile. */
import { z } from 'zod';
import { defineCall } from './call.js';
import { codeField, countryCodeField, idField, intEnum, loginKind, moneyNumber, passwordField } from './fields.js';
import { LOGIN_FACTORS, twoFactorChallengeSchema, webauthnResponseField } from './security.js';

/** The user as the apps see it (§3 User). Money is a JSON number at 6 places at most. */
export const userSchema = z.object({
  id: z.number().int(),
  /** Public account number shown to the user and to support. */
  uid: z.string(),
  email: z.string().nullable(),
  /** Calling code without "+", e.g. "852"; null when the account has no phone or no area code. */
  area_code: z.string().nullable(),
  phone: z.string().nullable(),
  /** 1 for a demo (simulation) user, 0 for a real one. */
  is_demo: z.union([z.literal(0), z.literal(1)]),
  account_kind: z.enum(['real', 'demo']),
  invite_code: z.string(),
  /** USD balance of the trading account. */
  balance: moneyNumber,
  /** USD held for pending withdrawals. */
  lock_balance: moneyNumber,
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  /** Opaque session token; send it as the `authorization` header. */
  token: z.string(),
  user: userSchema,
});

/**
 * The random id the app keeps for its device (the demo id), so a login from a device the user has
 * not used before can be told to them. Optional: without it the user agent stands in.
 */
const deviceIdField = z
  .string({ error: 'invalid_param' })
  .trim()
  .max(64, { error: 'invalid_param' })
  .optional();

/**
 * A login's answer: the session, or, when the account has two-factor authentication, a ticket
 * to finish the login with a second factor (login_2fa).
 */
export const loginAnswerSchema = z.union([sessionSchema, z.object({ two_factor: twoFactorChallengeSchema })]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

const account = z.string({ error: 'account_required' }).trim().min(1, { error: 'account_required' }).max(254, {
  error: 'invalid_param',
});

export const login = defineCall({
  methods: ['POST'],
  path: '/api/user/loginForU',
  auth: 'public',
  summary:
    'Log in with e-mail or mobile and password. With two-factor authentication the answer is `two_factor` (a ticket for login_2fa) instead of the session.',
  tag: 'identity',
  limit: 'login',
  input: z.object({
    account,
    password: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }).max(128, {
      error: 'login_failed',
    }),
    login_type: loginKind.default('email'),
    /** Area code id for mobile logins; optional when the phone number alone is unique. */
    area_id: idField.optional(),
    device_id: deviceIdField,
  }),
  data: loginAnswerSchema,
});

export const loginSecondFactor = defineCall({
  methods: ['POST'],
  path: '/api/user/login_2fa',
  auth: 'public',
  summary:
    'Finish a login ticket with a second factor: totp or recovery (`code`), or passkey (`response` to login_2fa/options). The ticket works once, for 5 minutes.',
  tag: 'identity',
  limit: 'login',
  input: z.object({
    ticket: z.string({ error: 'login_ticket_invalid' }).trim().min(1, { error: 'login_ticket_invalid' }).max(200, {
      error: 'login_ticket_invalid',
    }),
    method: z.enum(LOGIN_FACTORS, { error: 'invalid_param' }),
    code: z.string({ error: 'code_required' }).trim().max(32, { error: 'code_invalid' }).optional(),
    response: webauthnResponseField,
  }),
  data: sessionSchema,
});

export const createDemo = defineCall({
  methods: ['GET', 'POST'],
  path: '/api/user/createAccountDemoForU',
  auth: 'public',
  summary: 'Create, or resume for the same device id, a demo user with virtual USD',
  tag: 'identity',
  limit: 'register',
  input: z.object({
    demo_id: z
      .string({ error: 'demo_id_invalid' })
      .trim()
      .regex(/^[A-Za-z0-9-]{16,64}$/, { error: 'demo_id_invalid' }),
  }),
  data: sessionSchema,
});

export const register = defineCall({
  methods: ['POST'],
  path: '/api/user/register',
  auth: 'public',
  summary:
    'Register by e-mail or mobile. With verify_reg_type 2, `key` is the captcha id and `sms_code` its answer; otherwise `sms_code` is the e-mail or SMS code.',
  tag: 'identity',
  limit: 'register',
  input: z.object({
    type: loginKind.default('email'),
    /** E-mail address (type email), or the phone number (type mobile) when `mobile` is absent. */
    account: z.string().trim().max(254, { error: 'invalid_param' }).optional(),
    mobile: z.string().trim().max(32, { error: 'phone_invalid' }).optional(),
    area_id: idField.optional(),
    password: passwordField,
    re_password: z.string({ error: 'required' }).min(1, { error: 'required' }),
    invite_code: z.string().trim().max(32, { error: 'invite_invalid' }).optional(),
    sms_code: codeField,
    key: z.string().trim().max(64).optional(),
    device_id: deviceIdField,
    /** The version of the terms the trader read and accepted (GET /api/compliance/terms); required while one is in force. */
    terms_version: z.coerce.number({ error: 'invalid_param' }).int({ error: 'invalid_param' }).positive({ error: 'invalid_param' }).optional(),
    /**
     * Country of residence, ISO 3166-1 alpha-2 (GET /api/compliance/countries). The app always
     * asks it; a registration without it is asked for it before its first deposit.
     */
    residence: countryCodeField.optional(),
  }),
  data: sessionSchema,
});

export const forgotPassword = defineCall({
  methods: ['POST'],
  path: '/api/user/forget_password',
  auth: 'public',
  summary: 'Set a new password with a reset code sent by e-mail or SMS',
  tag: 'identity',
  limit: 'forgot',
  input: z.object({
    type: loginKind.default('email'),
    account,
    area_id: idField.optional(),
    new_password: passwordField,
    secondary_password: z.string({ error: 'required' }).min(1, { error: 'required' }),
    auth_code: codeField,
  }),
  data: z.null(),
});

export const amendPassword = defineCall({
  methods: ['POST'],
  path: '/api/user/amend_password',
  auth: 'real',
  summary: 'Change the password (old and new); every other session of the user ends',
  tag: 'identity',
  limit: 'login',
  input: z.object({
    old_password: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }).max(128),
    new_password: passwordField,
    re_password: z.string({ error: 'required' }).min(1, { error: 'required' }),
  }),
  data: z.null(),
});

export const logout = defineCall({
  methods: ['POST', 'GET'],
  path: '/api/user/logout',
  auth: 'user',
  summary: 'End the current session',
  tag: 'identity',
  input: z.object({}),
  data: z.null(),
});

export const userInfo = defineCall({
  methods: ['GET'],
  path: '/api/user/info',
  auth: 'user',
  summary: 'The logged-in user',
  tag: 'identity',
  input: z.object({}),
  data: userSchema,
});

export const getBalance = defineCall({
  methods: ['GET'],
  path: '/v1/api/main/wallet/getBalance',
  auth: 'user',
  summary: 'Balance and locked balance of the trading account, in USD',
  tag: 'identity',
  input: z.object({}),
  data: z.object({ balance: moneyNumber, lock_balance: moneyNumber }),
});

const sendCodeType = intEnum([1, 2] as const);

export const sendEmail = defineCall({
  methods: ['POST'],
  path: '/api/notify/send_email',
  auth: 'public',
  summary: 'Send a 6-digit code by e-mail; type 1 register, 2 reset. One per 60 s per address.',
  tag: 'identity',
  input: z.object({
    to: z.string({ error: 'email_invalid' }).trim().toLowerCase().max(254, { error: 'email_invalid' }).pipe(
      z.email({ error: 'email_invalid' }),
    ),
    type: sendCodeType,
  }),
  data: z.object({ resend_after: z.number().int() }),
});

export const sendSms = defineCall({
  methods: ['POST'],
  path: '/api/notify/send_sms',
  auth: 'public',
  summary: 'Send a 6-digit code by SMS; type 1 register, 2 reset. One per 60 s per number.',
  tag: 'identity',
  input: z.object({
    to: z.string({ error: 'phone_invalid' }).trim().max(32, { error: 'phone_invalid' }),
    area_id: idField.optional(),
    type: sendCodeType,
  }),
  data: z.object({ resend_after: z.number().int() }),
});

export const captcha = defineCall({
  methods: ['GET'],
  path: '/api/common/captcha',
  auth: 'public',
  summary: 'A single-use picture code for registration when verify_reg_type is 2',
  tag: 'identity',
  limit: 'captcha',
  input: z.object({}),
  data: z.object({
    id: z.string(),
    /** data: URL of the picture (SVG). */
    b64s: z.string(),
    expires_in: z.number().int(),
  }),
});
