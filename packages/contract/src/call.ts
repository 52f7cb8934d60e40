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
