/**
 * Turns a contract call into a Fastify route: language, session, validation with the call's own
 * schema, rate limits, then one call into a service, answered in the {code, msg, data} envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CODE_OK,
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
import type { Limiter, LimitRules } from '../platform/limiter.js';
import { fieldName, translate } from '../i18n/translate.js';
import { AppError } from './errors.js';
import type { AuthSession, RequestContext, StaffContext, StaffSession, UserContext } from './context.js';

export interface RouteDeps {
  clock: Clock;
  limiter: Limiter;
  limits: LimitRules;
  /** Resolves an `authorization` header to a live session, or null. */
  authenticate(token: string, now: Date): Promise<AuthSession | null>;
  /** Resolves a staff session token, or null. */
  authenticateStaff?(token: string, now: Date, ip: string): Promise<StaffSession | null>;
  /** Check every answer against the call's data schema (tests turn this on). */
  checkAnswers: boolean;
}

export interface Answer<D> {
  data: D;
  msg?: MessageKey;
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

function rawInput(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (request.method === 'GET' || request.method === 'DELETE') return query;
  const body = request.body;
  return { ...query, ...(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}) };
}

/** The account name a rate limit counts against, whether or not such an account exists. */
function accountKey(input: Record<string, unknown>): string | null {
  const value = input.account ?? input.to ?? input.mobile ?? input.email;
  return typeof value === 'string' && value.length > 0 ? value.toLowerCase().replace(/[\s-]/g, '') : null;
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
      if (call.permission && !roleAllows(staff.role, call.permission)) throw new AppError('staff_forbidden', {}, 403);
    } else if (call.auth === 'optional') {
      const token = tokenOf(request);
      session = token ? await deps.authenticate(token, now) : null;
    } else if (call.auth !== 'public') {
      const token = tokenOf(request);
      session = token ? await deps.authenticate(token, now) : null;
      if (!session) return reply.send(failureBody(lang, 'session_invalid'));
      if (call.auth === 'real' && session.isDemo) throw new AppError('demo_forbidden');
    }
    const rule = call.limit ? deps.limits[call.limit] : undefined;
    if (rule) {
      const wait = deps.limiter.hit(`${call.limit}:ip:${request.ip}`, rule.ip, now.getTime());
      if (wait > 0) throw new AppError('rate_limited', {}, 429);
    }
    const parsed = call.input.safeParse(rawInput(request));
    if (!parsed.success) {
      const { key, params } = validationFailure(lang, parsed.error);
      throw new AppError(key, params);
    }
    const input = parsed.data as CallParsed<C> & Record<string, unknown>;
    if (rule?.account) {
      const account = accountKey(input);
      if (account && deps.limiter.hit(`${call.limit}:account:${account}`, rule.account, now.getTime()) > 0) {
        throw new AppError('rate_limited', {}, 429);
      }
    }
    const ctx: RequestContext = {
      lang,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      now,
      session,
      ...(staff ? { staff } : {}),
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
    const msg = translate(lang, answer.msg ?? 'ok');
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
