/**
 * The typed HTTP client of the documented API (§7, §8). Every call is described by the contract
 * (`calls.login`, …), so `call(calls.login, input)` is checked against the call's input schema and
 * resolves to its `data`. Effects (fetch, navigation, toasts, the session) are injected: the app
 * wires them once at start-up, the tests pass fakes.
 */
import type { CallData, CallDef, CallInput, Envelope } from '@leverline/contract';

/** Envelope code of a successful call (contract CODE_OK). */
const CODE_OK = 1;
/** Envelope code of an invalid session (contract CODE_SESSION_INVALID). */
const CODE_SESSION_INVALID = 999;
/** A request that has not answered in this time fails as a network error. */
const DEFAULT_TIMEOUT_MS = 20_000;

export interface CallOptions {
  /** Do not toast the failure message (the caller shows it its own way, or not at all). */
  silent?: boolean;
  /** A call made on app start: code 999 clears the session but does not send the user to /login. */
  initial?: boolean;
  /** Show a loading toast (no auto close) until any answer arrives. */
  loading?: boolean;
  /** Toast the server's message on success too (e.g. "The verification code has been sent"). */
  toastSuccess?: boolean;
  /** Cancels the request; a cancelled request rejects without any toast. */
  signal?: AbortSignal;
}

export type ApiErrorKind =
  /** The server answered with an envelope whose code is not 1. */
  | 'server'
  /** No usable answer: offline, time-out, or a body that is not an envelope. */
  | 'network'
  /** Cancelled by the caller. */
  | 'cancelled';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** Envelope code for server failures; HTTP status or an error name for network failures. */
    readonly code: number | string,
    /** Server message (already translated into the request language), or the toast text. */
    readonly msg: string,
  ) {
    super(msg);
  }
}

export function isCancelled(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'cancelled';
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** API origin, without a trailing slash (see apiBaseUrl). */
  baseUrl: () => string;
  /** Current language code, sent as the `lang` header. */
  lang: () => string;
  /** Session token, sent as the `authorization` header when present. */
  token: () => string | null;
  /** Code 999: forget the stored session (token and user). */
  clearSession: () => void;
  /** In-app navigation (hash router path). */
  navigate: (path: string) => void;
  /** A short message toast. */
  toast: (message: string) => void;
  /** Shows the loading toast; returns the function that closes it. */
  showLoading: () => () => void;
  /** Text of a network failure toast for the given error code. */
  networkErrorText: (code: string) => string;
  now?: () => number;
  timeoutMs?: number;
}

export type Call = <C extends CallDef>(
  def: C,
  input: CallInput<C>,
  options?: CallOptions,
) => Promise<CallData<C>>;

function queryOf(input: unknown, t: number): string {
  const params = new URLSearchParams();
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
      if (typeof value === 'string') params.append(key, value);
      else if (typeof value === 'number' || typeof value === 'boolean') params.append(key, String(value));
      else if (value !== undefined && value !== null) params.append(key, JSON.stringify(value));
    }
  }
  params.set('t', String(t));
  return params.toString();
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function errorCode(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (typeof code === 'string' && code) return code;
    if (name === 'TimeoutError') return 'ETIMEDOUT';
  }
  return 'ERR_NETWORK';
}

export function createApiClient(deps: ApiClientDeps): Call {
  const now = deps.now ?? Date.now;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const fail = (error: ApiError, options: CallOptions): never => {
    if (error.kind !== 'cancelled' && !options.silent && error.msg) deps.toast(error.msg);
    throw error;
  };

  /** Failures come as the same envelope with 200, 4xx or 429: read the body whatever the status. */
  const fetchEnvelope = async (url: string, init: RequestInit): Promise<Envelope<unknown> | ApiError> => {
    const response = await deps.fetch(url, init);
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      // not JSON: a proxy error page, an empty body…
    }
    if (isEnvelope(parsed)) return parsed;
    const code = String(response.status || 'ERR_BAD_RESPONSE');
    return new ApiError('network', code, deps.networkErrorText(code));
  };

  return async function call<C extends CallDef>(def: C, input: CallInput<C>, options: CallOptions = {}) {
    const method = def.methods[0] ?? 'GET';
    const headers: Record<string, string> = { accept: 'application/json', lang: deps.lang() };
    const token = deps.token();
    if (token) headers.authorization = token;
    let url = `${deps.baseUrl()}${def.path}`;
    let body: string | undefined;
    if (method === 'GET') {
      url += `?${queryOf(input, now())}`;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }

    // One controller aborts on the caller's signal or on the time-out.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort);
    if (options.signal?.aborted) controller.abort();
    const closeLoading = options.loading ? deps.showLoading() : null;

    // The loading toast closes on any outcome, before a failure toast replaces it.
    let outcome: Envelope<unknown> | ApiError;
    try {
      outcome = await fetchEnvelope(url, { method, headers, body, signal: controller.signal });
    } catch (error) {
      if (options.signal?.aborted) outcome = new ApiError('cancelled', 'ERR_CANCELED', '');
      else {
        const code = timedOut ? 'ETIMEDOUT' : errorCode(error);
        outcome = new ApiError('network', code, deps.networkErrorText(code));
      }
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      closeLoading?.();
    }
    if (outcome instanceof ApiError) return fail(outcome, options);
    const envelope = outcome;

    if (envelope.code === CODE_OK) {
      if (options.toastSuccess && envelope.msg) deps.toast(envelope.msg);
      return envelope.data as CallData<C>;
    }
    if (envelope.code === CODE_SESSION_INVALID) {
      deps.clearSession();
      if (!options.initial) deps.navigate('/login');
    }
    return fail(new ApiError('server', envelope.code, String(envelope.msg ?? '')), options);
  };
}

let appClient: Call | null = null;
let appDeps: ApiClientDeps | null = null;

/** Wires the app-wide client (done once in src/app/start.ts). */
export function configureApi(deps: ApiClientDeps): void {
  appDeps = deps;
  appClient = createApiClient(deps);
}

/** The API origin the app-wide client uses (also the live socket's and the logos' host). */
export function apiBase(): string {
  return appDeps?.baseUrl() ?? window.location.origin;
}

/** The network-error toast, for failures outside an API call (e.g. a page's code not loading). */
export function toastNetworkError(code = 'ERR_NETWORK'): void {
  appDeps?.toast(appDeps.networkErrorText(code));
}

/** Makes one API call with the app-wide client. */
export const call: Call = (def, input, options) => {
  if (!appClient) return Promise.reject(new Error('API client used before configureApi()'));
  return appClient(def, input, options);
};
