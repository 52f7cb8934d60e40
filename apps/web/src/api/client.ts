/**
 * The typed HTTP client of the documented API (§7, §8). Every call is described by the contract
 * (`routes.login`, …), so `call(routes.login, input)` is checked against the call's input schema and
 * resolves to its `data`. Picture uploads (multipart) and the owner-only pictures go through the
 * same envelope, session and toast rules (`uploadImage`, `fetchImage`). Effects (fetch, navigation,
 * toasts, the session) are injected: the app wires them once at start-up, the tests pass fakes.
 */
import type { CallData, CallDef, CallInput, Envelope, ImageUpload } from '@leverline/contract';

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
  /** Extra request headers, e.g. the `Idempotency-Key` of a submit. */
  headers?: Record<string, string>;
}

/** Where pictures are uploaded (§7 image_upload): multipart, one field named `file`. */
const IMAGE_UPLOAD_PATH = '/api/common/image_upload';

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

/** The app's API: typed calls, picture uploads and owner-only pictures. */
export interface ApiClient {
  call: Call;
  /** Uploads one picture; resolves to where it is stored (`url`, to submit as e.g. proofImg). */
  uploadImage: (file: Blob, options?: CallOptions) => Promise<ImageUpload>;
  /**
   * Downloads a picture served only to its owner (it needs the authorization header, so an
   * <img src> cannot show it). Never toasts: a picture that cannot be loaded is shown as such.
   */
  fetchImage: (path: string, signal?: AbortSignal) => Promise<Blob>;
}

export function createApi(deps: ApiClientDeps): ApiClient {
  const now = deps.now ?? Date.now;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const fail = (error: ApiError, options: CallOptions): never => {
    if (error.kind !== 'cancelled' && !options.silent && error.msg) deps.toast(error.msg);
    throw error;
  };

  const baseHeaders = (options: CallOptions): Record<string, string> => {
    const headers: Record<string, string> = { accept: 'application/json', lang: deps.lang() };
    const token = deps.token();
    if (token) headers.authorization = token;
    return { ...headers, ...options.headers };
  };

  /**
   * Sends one request with the caller's signal and the time-out, and hands back the response, or
   * the failure as an ApiError (cancelled, time-out, offline).
   */
  const send = async <T>(
    url: string,
    init: RequestInit,
    options: CallOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<T | ApiError> => {
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
    try {
      const response = await deps.fetch(url, { ...init, signal: controller.signal });
      return await read(response);
    } catch (error) {
      if (error instanceof ApiError) return error;
      if (options.signal?.aborted) return new ApiError('cancelled', 'ERR_CANCELED', '');
      const code = timedOut ? 'ETIMEDOUT' : errorCode(error);
      return new ApiError('network', code, deps.networkErrorText(code));
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      closeLoading?.();
    }
  };

  /** Failures come as the same envelope with 200, 4xx or 429: read the body whatever the status. */
  const readEnvelope = async (response: Response): Promise<Envelope<unknown> | ApiError> => {
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch (error) {
      // Cancelled while the body was still arriving (the screen went away): a cancellation, not
      // a bad answer, so no "Network error (200)" toast.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
      // not JSON: a proxy error page, an empty body…
    }
    if (isEnvelope(parsed)) return parsed;
    const code = String(response.status || 'ERR_BAD_RESPONSE');
    return new ApiError('network', code, deps.networkErrorText(code));
  };

  /** Sends a request answered by an envelope, and applies the envelope rules (codes 1 and 999). */
  const exchange = async (url: string, init: RequestInit, options: CallOptions): Promise<unknown> => {
    const outcome = await send(url, init, options, readEnvelope);
    if (outcome instanceof ApiError) return fail(outcome, options);
    const envelope = outcome;
    if (envelope.code === CODE_OK) {
      if (options.toastSuccess && envelope.msg) deps.toast(envelope.msg);
      return envelope.data;
    }
    if (envelope.code === CODE_SESSION_INVALID) return sessionEnded(init, envelope, options);
    return fail(new ApiError('server', envelope.code, String(envelope.msg ?? '')), options);
  };

  /**
   * Code 999: the session the request carried has ended — forget it and log in again. An answer
   * about a session the trader has already left (logged out, or logged in afresh while it was on
   * its way) changes nothing and says nothing.
   */
  const sessionEnded = (init: RequestInit, envelope: { code: number; msg?: string | null }, options: CallOptions): never => {
    const sent = (init.headers as Record<string, string> | undefined)?.authorization ?? null;
    const error = new ApiError('server', envelope.code, String(envelope.msg ?? ''));
    if (sent !== deps.token()) return fail(error, { ...options, silent: true });
    deps.clearSession();
    if (!options.initial) deps.navigate('/login');
    return fail(error, options);
  };

  const call: Call = async <C extends CallDef>(def: C, input: CallInput<C>, options: CallOptions = {}) => {
    const method = def.methods[0] ?? 'GET';
    const headers = baseHeaders(options);
    let url = `${deps.baseUrl()}${def.path}`;
    let body: string | undefined;
    if (method === 'GET') {
      url += `?${queryOf(input, now())}`;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }
    return (await exchange(url, { method, headers, body }, options)) as CallData<C>;
  };

  const uploadImage = async (file: Blob, options: CallOptions = {}): Promise<ImageUpload> => {
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'image');
    // No content-type header: fetch writes the multipart one with its boundary.
    const init = { method: 'POST', headers: baseHeaders(options), body: form };
    return (await exchange(`${deps.baseUrl()}${IMAGE_UPLOAD_PATH}`, init, options)) as ImageUpload;
  };

  const fetchImage = async (path: string, signal?: AbortSignal): Promise<Blob> => {
    const options: CallOptions = { silent: true, signal };
    const headers = { ...baseHeaders(options), accept: 'image/*' };
    const url = `${deps.baseUrl()}${path}${path.includes('?') ? '&' : '?'}t=${now()}`;
    const outcome = await send(url, { method: 'GET', headers }, options, async (response) => {
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && type.startsWith('image/')) return response.blob();
      // Not a picture: an envelope (a missing picture, an ended session) or an error page.
      return readEnvelope(response);
    });
    if (outcome instanceof Blob) return outcome;
    if (outcome instanceof ApiError) return fail(outcome, options);
    const envelope = outcome;
    if (envelope.code === CODE_SESSION_INVALID) return sessionEnded({ headers }, envelope, options);
    return fail(new ApiError('server', envelope.code, String(envelope.msg ?? '')), options);
  };

  return { call, uploadImage, fetchImage };
}

/** The typed calls alone (see createApi). */
export function createApiClient(deps: ApiClientDeps): Call {
  return createApi(deps).call;
}

let appClient: ApiClient | null = null;
let appDeps: ApiClientDeps | null = null;

/** Wires the app-wide client (done once in src/app/start.ts). */
export function configureApi(deps: ApiClientDeps): void {
  appDeps = deps;
  appClient = createApi(deps);
}

const notConfigured = () => Promise.reject(new Error('API client used before configureApi()'));

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
  if (!appClient) return notConfigured();
  return appClient.call(def, input, options);
};

/** Uploads a picture with the app-wide client (see ApiClient.uploadImage). */
export function uploadImage(file: Blob, options?: CallOptions): Promise<ImageUpload> {
  if (!appClient) return notConfigured();
  return appClient.uploadImage(file, options);
}

/** Downloads an owner-only picture with the app-wide client (see ApiClient.fetchImage). */
export function fetchImage(path: string, signal?: AbortSignal): Promise<Blob> {
  if (!appClient) return notConfigured();
  return appClient.fetchImage(path, signal);
}
