/**
 * Turns a contract call into a Fastify route: language, session, validation with the call's own
 * schema, rate limits, then one call into a service, answered in the {code, msg, data} envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CODE_OK,
  controlCharacterField,
  MESSAGE_CODES,
  isMessageKey,
  normalizeLang,
  type CallData,
  type CallDef,
  type CallParsed,
  type Lang,
  type MessageKey,
  roleAllows,
} from '@leverline/contract';
import type { z } from 'zod';
import type { Clock } from '../platform/clock.js';
import type { Limiter, LimitRule, LimitRules } from '../platform/limiter.js';
import { fieldName, translate } from '../i18n/translate.js';
import { bindRequestLog } from '../platform/request-logger.js';
import { AppError } from './errors.js';
import type { AccountAttempts, AuthSession, RequestContext, StaffContext, StaffSession, UserContext } from './context.js';

export interface RouteDeps {
  clock: Clock;
  limiter: Limiter;
  limits: LimitRules;
  /** Resolves an `authorization` header to a live session, or null. */
  authenticate(token: string, now: Date): Promise<AuthSession | null>;
  /** Resolves a staff session token, or null. */
  authenticateStaff?(token: string, now: Date, ip: string): Promise<StaffSession | null>;
  /** Records a staff call refused for the member's role (the audit log keeps it). */
  onStaffForbidden?(staff: StaffSession, path: string, ctx: { ip: string; now: Date }): Promise<void>;
  /** Check every answer against the call's data schema (tests turn this on). */
  checkAnswers: boolean;
}

export interface Answer<D> {
  data: D;
  msg?: MessageKey;
  /** Values for the message's placeholders ("{{count}} positions closed"). */
  params?: Record<string, string | number>;
  /** The whole envelope already serialised, for answers cached by the handler. */
  rawBody?: Buffer;
  /** The same bytes gzipped (cached too), sent to clients that accept gzip. */
  rawBodyGzip?: () => Buffer;
}

type ContextFor<C extends CallDef> = C['auth'] extends 'public' | 'optional'
  ? RequestContext
  : C['auth'] extends 'staff'
    ? StaffContext
    : UserContext;

export type CallHandler<C extends CallDef> = (
  input: CallParsed<C>,
  ctx: ContextFor<C>,
  request: FastifyRequest,
) => Promise<Answer<CallData<C>>>;

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** The envelope of a success around `dataJson` (already serialised data), as bytes. */
export function successBody(lang: Lang, dataJson: string, msg: MessageKey = 'ok'): Buffer {
  return Buffer.from(`{"code":${CODE_OK},"msg":${JSON.stringify(translate(lang, msg))},"data":${dataJson}}`);
}

/** The envelope of a failure, translated into the request's language. */
export function failureBody(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}) {
  return { code: MESSAGE_CODES[key], msg: translate(lang, key, params), data: null };
}

/** The first problem of a failed validation, as a message key and its parameters. */
export function validationFailure(lang: Lang, error: z.ZodError): { key: MessageKey; params: Record<string, string> } {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? 'other');
  if (issue && isMessageKey(issue.message)) return { key: issue.message, params: { field: fieldName(lang, field) } };
  return { key: 'invalid_param', params: { field: fieldName(lang, field) } };
}

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length === 0 || header.length > 512) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

function rawInput(request: FastifyRequest, emptyIsAbsent: boolean): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  const input =
    request.method === 'GET' || request.method === 'DELETE'
      ? query
      : { ...query, ...(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}) };
  if (!emptyIsAbsent) return input;
  // The family's apps send every field of a form, "" for those left empty (area_id with an e-mail
  // login, invite_code, draw_id, empty stop-loss and take-profit): "" means the field is absent.
  const present: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== '') present[key] = value;
  return present;
}

/**
 * Refusal of an attempt over its limit, with the wait in the text (rounded up to minutes) and in
 * the Retry-After header, so a locked-out trader or staff member knows when to come back.
 */
export function rateLimited(waitSeconds: number): AppError {
  return new AppError('rate_limited_wait', { minutes: Math.max(1, Math.ceil(waitSeconds / 60)), seconds: waitSeconds }, 429);
}

/** Per-account attempt counting of a limited call, keyed by the account its service resolved. */
function accountAttempts(limiter: Limiter, prefix: string, rule: LimitRule, nowMs: number): AccountAttempts {
  return {
    check(account) {
      const wait = limiter.wait(prefix + account, nowMs);
      if (wait > 0) throw rateLimited(wait);
    },
    fail(account) {
      // The max-th failure locks: after `max` failed attempts the next one is refused.
      limiter.hit(prefix + account, { max: rule.max - 1, windowMs: rule.windowMs }, nowMs);
    },
  };
}

export function registerCall<C extends CallDef>(app: FastifyInstance, deps: RouteDeps, call: C, handler: CallHandler<C>): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    const now = deps.clock.now();
    let session: AuthSession | null = null;
    let staff: StaffSession | null = null;
    if (call.auth === 'staff') {
      const token = tokenOf(request);
      staff = token && deps.authenticateStaff ? await deps.authenticateStaff(token, now, request.ip) : null;
      if (!staff) return reply.send(failureBody(lang, 'session_invalid'));
      if (call.permission && !roleAllows(staff.role, call.permission)) {
        await deps.onStaffForbidden?.(staff, call.path, { ip: request.ip, now });
        throw new AppError('staff_forbidden', {}, 403);
      }
    } else if (call.auth === 'optional') {
      const token = tokenOf(request);
      session = token ? await deps.authenticate(token, now) : null;
    } else if (call.auth !== 'public') {
      const token = tokenOf(request);
      session = token ? await deps.authenticate(token, now) : null;
      if (!session) return reply.send(failureBody(lang, 'session_invalid'));
      if (call.auth === 'real' && session.isDemo) throw new AppError('demo_forbidden');
    }
    // Every later line of this request says whose it is.
    if (session) bindRequestLog(request.log, { userId: session.userId });
    else if (staff) bindRequestLog(request.log, { staffId: staff.staffId });
    const rule = call.limit ? deps.limits[call.limit] : undefined;
    if (rule) {
      const wait = deps.limiter.hit(`${call.limit}:ip:${request.ip}`, rule.ip, now.getTime());
      if (wait > 0) throw rateLimited(wait);
    }
    const raw = rawInput(request, call.auth !== 'staff');
    // Before any schema: no field of any call takes control characters (a NUL cannot even be stored).
    const controlled = controlCharacterField(call, raw);
    if (controlled !== null) throw new AppError('control_characters', { field: fieldName(lang, controlled) });
    const parsed = call.input.safeParse(raw);
    if (!parsed.success) {
      const { key, params } = validationFailure(lang, parsed.error);
      throw new AppError(key, params);
    }
    const input = parsed.data as CallParsed<C>;
    const ctx: RequestContext = {
      lang,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      now,
      session,
      ...(staff ? { staff } : {}),
      ...(rule?.account ? { attempts: accountAttempts(deps.limiter, `${call.limit}:account:`, rule.account, now.getTime()) } : {}),
    };
    const answer = await handler(input, ctx as ContextFor<C>, request);
    if (answer.rawBody !== undefined) {
      if (deps.checkAnswers) call.data.parse((JSON.parse(answer.rawBody.toString()) as { data: unknown }).data);
      void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (answer.rawBodyGzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(answer.rawBodyGzip());
      }
      return reply.send(answer.rawBody);
    }
    const msg = translate(lang, answer.msg ?? 'ok', answer.params);
    if (deps.checkAnswers) call.data.parse(answer.data);
    return reply.send({ code: CODE_OK, msg, data: answer.data });
  };
  for (const method of call.methods) {
    app.route({ method, url: call.path, handler: serve, config: { api: true } });
  }
}

/** Sets request.lang from the `lang` header (or `lang` query), defaulting to hk. */
export function registerLang(app: FastifyInstance): void {
  app.decorateRequest('lang', 'hk');
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.lang;
    const query = (request.query as Record<string, unknown> | undefined)?.lang;
    request.lang = normalizeLang(typeof header === 'string' ? header : query);
    done();
  });
}
