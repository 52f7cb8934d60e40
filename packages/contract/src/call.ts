import type { z } from 'zod';
import type { StaffPermission } from './staff-roles.js';

/** Who may make a call. */
export type CallAuth =
  /** anyone */
  | 'public'
  /** anyone; a valid session, when sent, is known to the handler */
  | 'optional'
  /** a logged-in user, demo or real; otherwise code 999 */
  | 'user'
  /** a logged-in user with a real account; demo users get demo_forbidden */
  | 'real'
  /** a signed-in staff member holding the call's `permission`; others get staff_forbidden */
  | 'staff';

/**
 * One documented HTTP call. The server registers a route per call and validates `input` with it;
 * the apps type their requests and answers by it; the OpenAPI document is generated from it.
 */
export interface CallDef<I extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  /** HTTP methods served; GET calls read `input` from the query, POST calls from the body. */
  methods: readonly ('GET' | 'POST')[];
  path: string;
  auth: CallAuth;
  summary: string;
  tag: string;
  input: I;
  data: D;
  /** For staff calls: the permission a role must grant (see staff.ts). */
  permission?: StaffPermission;
  /**
   * Text fields that may span lines: tab, line feed and carriage return are allowed in them. Every
   * other control character, and these three in any other field, is refused in every call at once
   * (controlCharacterField, applied by the server before the call's own schema).
   */
  multiline?: readonly string[];
  /** Rate-limit rule name applied by the server, if any. */
  limit?: 'login' | 'register' | 'forgot' | 'captcha' | 'staffLogin';
}

/** Keeps the literal `auth` of a call, so handlers get the matching request context type. */
export function defineCall<I extends z.ZodType, D extends z.ZodType, A extends CallAuth>(
  def: CallDef<I, D> & { auth: A },
): CallDef<I, D> & { auth: A } {
  return def;
}

export type CallInput<C extends CallDef> = z.input<C['input']>;
export type CallParsed<C extends CallDef> = z.output<C['input']>;
export type CallData<C extends CallDef> = z.output<C['data']>;

/** C0 controls and DEL; in a multi-line field, tab, line feed and carriage return are text. */
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

function hasControl(value: unknown, pattern: RegExp, depth: number): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasControl(v, pattern, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([k, v]) => CONTROL.test(k) || hasControl(v, pattern, depth + 1));
}

/**
 * The first field of a call's input (by its top-level name) holding a control character it may not
 * hold, or null. No field of the API takes control characters (a NUL cannot even be stored in
 * PostgreSQL text); fields the call lists as `multiline` may hold tabs and line breaks.
 */
export function controlCharacterField(call: Pick<CallDef, 'multiline'>, input: Record<string, unknown>): string | null {
  for (const [name, value] of Object.entries(input)) {
    if (CONTROL.test(name)) return 'other';
    if (hasControl(value, call.multiline?.includes(name) ? CONTROL_MULTILINE : CONTROL, 0)) return name;
  }
  return null;
}
