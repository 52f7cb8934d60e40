/**
 * Field schemas shared by several calls. Error texts are message keys (see messages.ts).
 * Form bodies and query strings carry text, so numeric fields accept digit strings too.
 */
import { z } from 'zod';
import { MONEY_TEXT } from './constants.js';

/** Accepts 1 or "1" for each allowed integer value. */
export function intEnum<const T extends readonly [number, ...number[]]>(values: T, error = 'invalid_param') {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
    z.union(values.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>], {
      error,
    }),
  ) as unknown as z.ZodType<T[number], T[number] | `${T[number]}`>;
}

/** A positive integer id, as a number or digit string. */
export const idField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
  z.number({ error: 'invalid_param' }).int({ error: 'invalid_param' }).positive({ error: 'invalid_param' }),
) as unknown as z.ZodType<number, number | string>;

/**
 * A required id whose absence has its own message (e.g. "Please set up a collection account
 * first"): absent, "" and null are all "not chosen"; anything else must be an id.
 */
export function requiredId(missing: string) {
  return z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || v === '') {
      ctx.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    }
    const id = idField.safeParse(v);
    if (id.success) return id.data;
    ctx.addIssue({ code: 'custom', message: 'invalid_param' });
    return z.NEVER;
  }) as unknown as z.ZodType<number, number | string | undefined>;
}

export const trimmed = (error: string, max = 200) =>
  z.string({ error }).trim().min(1, { error }).max(max, { error: 'invalid_param' });

/** Passwords: 8 to 64 characters, at least one letter and one digit. */
export const passwordField = z
  .string({ error: 'password_required' })
  .min(1, { error: 'password_required' })
  .min(8, { error: 'password_rule' })
  .max(64, { error: 'password_rule' })
  .regex(/\p{L}/u, { error: 'password_rule' })
  .regex(/\d/, { error: 'password_rule' });

export const emailField = z
  .string({ error: 'email_invalid' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'email_invalid' })
  .pipe(z.email({ error: 'email_invalid' }));

/** National phone number: digits only after removing spaces and dashes, 5 to 15 of them. */
export const phoneField = z
  .string({ error: 'phone_invalid' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{5,15}$/, { error: 'phone_invalid' }));

/** Login kinds (§3). */
export const loginKind = z.enum(['email', 'mobile'], { error: 'invalid_param' });
export type LoginKind = z.infer<typeof loginKind>;

/** 6-digit verification code sent by e-mail or SMS. */
export const codeField = z
  .string({ error: 'code_required' })
  .trim()
  .min(1, { error: 'code_required' })
  .max(16, { error: 'code_invalid' });

/** Money as exact decimal text with 6 places, e.g. "10000.000000" (the staff console's API). */
export const moneyText = z.string().regex(MONEY_TEXT);

/**
 * Money in USD on the traders' API: a JSON number written at 6 places at most (MONEY_PLACES), the
 * shortest form of the exact decimal (10000, 12.5), which parses back to exactly that decimal.
 */
export const moneyNumber = z.number();

/** A reason staff give for a decision (shown to the trader where it concerns them). */
export const reasonField = z
  .string({ error: 'reason_required' })
  .trim()
  .min(1, { error: 'reason_required' })
  .max(500, { error: 'invalid_param' });

/** A yes/no field that also takes "1"/"0" and "true"/"false" (forms and query strings). */
export const flagField = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: 'invalid_param' }),
);

/* eslint-disable no-control-regex -- refusing control characters is the point */
/**
 * An address a browser opens as written: http or https, absolute, a host right after "//", no user
 * name or password, and nothing a browser reads differently from a server (backslashes, spaces or
 * control characters, "@" before the host).
 */
export function isWebUrl(text: string): boolean {
  if (!/^https?:\/\/[^/\\\s@?#]/i.test(text) || /[\\\s\u0000-\u001f\u007f]/.test(text)) return false;
  const authority = text.slice(text.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@')) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** A path on this site ("/news/x.svg"): one leading slash, never "//host", no backslash. */
export function isSitePath(text: string): boolean {
  return /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/.test(text);
}

const urlText = (max: number) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: 'url_invalid' }).trim().max(max, { error: 'invalid_param' }));

/** A web address staff enter (a company's site, a closure page, the customer-service link), or empty. */
export const webUrlField = (max = 300) => urlText(max).refine((v) => v === '' || isWebUrl(v), { error: 'url_invalid' });

/** A web address staff must enter. */
export const requiredWebUrlField = (max = 300) => urlText(max).refine((v) => isWebUrl(v), { error: 'url_invalid' });

/** A picture staff point to (a logo, a cover): a web address, a path on this site, or empty. */
export const pictureUrlField = (max = 300) =>
  urlText(max).refine((v) => v === '' || isWebUrl(v) || isSitePath(v), { error: 'url_invalid' });
/* eslint-enable no-control-regex */

/**
 * A country as the apps send it: its ISO 3166-1 alpha-2 code, in any case ("de", "DE"). Whether
 * the code names a country is the server's check (residence_invalid).
 */
export const countryCodeField = z
  .string({ error: 'residence_invalid' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'residence_invalid' })
  .transform((v) => v.toUpperCase());
