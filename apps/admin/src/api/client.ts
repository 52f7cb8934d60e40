/**
 * The console's typed client of the staff API. `call(staffDeposits, { status: 0 })` is checked
 * against the contract's input schema and resolves to the call's `data`; failures reject with an
 * ApiError after the server's message has been shown. Code 999 (no valid staff session) ends the
 * session and returns to sign-in. Pictures that need the staff token go through `fetchImage`;
 * pictures staff send go up through `uploadImage`.
 * Effects (fetch, toasts, the session, navigation) are injected: main.tsx wires the browser's,
 * tests pass fakes.
 */
import type { CallData, CallDef, CallInput, Envelope, ImageUpload } from '@leverline/contract';

/** Envelope code of a successful call (contract CODE_OK). */
export const CODE_OK = 1;
/** Envelope code of a missing, expired or revoked session (contract CODE_SESSION_INVALID). */
export const CODE_SESSION_INVALID = 999;
/** A request that has not answered in this time fails as a network error. */
const TIMEOUT_MS = 20_000;

export interface CallOptions {
  /** Do not show the failure (the caller shows it its own way). */
  silent?: boolean;
  /** Cancels the request; a cancelled request rejects without a message. */
  signal?: AbortSignal;
}

export type ApiErrorKind = 'server' | 'network' | 'cancelled';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** Envelope code of a server failure; the HTTP status or an error name otherwise. */
    readonly code: number | string,
    /** The server's message (in the request language), or the network failure text. */
    readonly msg: string,
  ) {
    super(msg);
  }
}

export function isCancelled(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'cancelled';
}

/** A failure the server explained with an envelope (e.g. 1065 already decided). */
export function isServerError(error: unknown, code?: number): error is ApiError {
  return error instanceof ApiError && error.kind === 'server' && (code === undefined || error.code === code);
}

export interface ApiDeps {
  fetch: typeof fetch;
  /** Origin of the API without a trailing slash; '' for the page's own origin. */
  baseUrl: string;
  /** The staff token, sent as `authorization` when present. */
  token: () => string | null;
  /** Code 999: forget the session and go back to sign-in (with a notice). */
  onSessionInvalid: () => void;
  /** Shows a failure message. */
  toastError: (message: string) => void;
  /** The text shown for a failure without a usable answer. */
  networkErrorText: (code: string) => string;
  now?: () => number;
}

export type Call = <C extends CallDef>(
  def: C,
  input: CallInput<C>,
  options?: CallOptions,
) => Promise<CallData<C>>;

export interface ApiClient {
  call: Call;
  /**
   * Downloads a picture served only to its uploader and to staff who may see documents. It needs
   * the authorization header, which an <img src> cannot send, so it is shown from a blob URL.
   * Never shows a message: a picture that cannot be loaded is shown as such.
   */
  fetchImage: (path: string, signal?: AbortSignal) => Promise<Blob>;
  /**
   * Uploads a picture as multipart (one field named `file`) to `path` with `query` (e.g. the
   * support upload with the conversation's `user_id`); resolves to the stored picture's reference.
   */
  uploadImage: (path: string, query: Record<string, string | number>, file: Blob, options?: CallOptions) => Promise<ImageUpload>;
}

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

export function createApi(deps: ApiDeps): ApiClient {
  const now = deps.now ?? Date.now;

  const headers = (accept: string): Record<string, string> => {
    const result: Record<string, string> = { accept, lang: 'en' };
    const token = deps.token();
    if (token) result.authorization = token;
    return result;
  };

  const fail = (error: ApiError, options: CallOptions): never => {
    if (error.kind !== 'cancelled' && !options.silent && error.msg) deps.toastError(error.msg);
    throw error;
  };

  /** Fetches with the caller's signal and the time-out; failures become ApiErrors. */
  const send = async (url: string, init: RequestInit, options: CallOptions): Promise<Response | ApiError> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, TIMEOUT_MS);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort);
    if (options.signal?.aborted) controller.abort();
    try {
      return await deps.fetch(url, { ...init, signal: controller.signal });
    } catch {
      if (options.signal?.aborted) return new ApiError('cancelled', 'ERR_CANCELED', '');
      const code = timedOut ? 'ETIMEDOUT' : 'ERR_NETWORK';
      return new ApiError('network', code, deps.networkErrorText(code));
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  };

  /** Failures come as the same envelope with 200, 4xx (403 staff_forbidden) or 429. */
  const readEnvelope = async (response: Response): Promise<Envelope<unknown> | ApiError> => {
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      // not JSON: a proxy's error page, an empty body…
    }
    if (isEnvelope(parsed)) return parsed;
    const code = String(response.status || 'ERR_BAD_RESPONSE');
    return new ApiError('network', code, deps.networkErrorText(code));
  };

  const settle = (envelope: Envelope<unknown>, options: CallOptions): unknown => {
    if (envelope.code === CODE_OK) return envelope.data;
    if (envelope.code === CODE_SESSION_INVALID) {
      deps.onSessionInvalid();
      // The sign-in page says why; no message on top of it.
      return fail(new ApiError('server', envelope.code, String(envelope.msg ?? '')), {
        ...options,
        silent: true,
      });
    }
    return fail(new ApiError('server', envelope.code, String(envelope.msg ?? '')), options);
  };

  const call: Call = async <C extends CallDef>(def: C, input: CallInput<C>, options: CallOptions = {}) => {
    const method = def.methods[0] ?? 'GET';
    const init: RequestInit = { method, headers: headers('application/json') };
    let url = `${deps.baseUrl}${def.path}`;
    if (method === 'GET') {
      url += `?${queryOf(input, now())}`;
    } else {
      init.headers = { ...headers('application/json'), 'content-type': 'application/json' };
      init.body = JSON.stringify(input ?? {});
    }
    const response = await send(url, init, options);
    if (response instanceof ApiError) return fail(response, options);
    const envelope = await readEnvelope(response);
    if (envelope instanceof ApiError) return fail(envelope, options);
    return settle(envelope, options) as CallData<C>;
  };

  const fetchImage = async (path: string, signal?: AbortSignal): Promise<Blob> => {
    const options: CallOptions = { silent: true, signal };
    const url = `${deps.baseUrl}${path}${path.includes('?') ? '&' : '?'}t=${now()}`;
    const response = await send(url, { method: 'GET', headers: headers('image/*') }, options);
    if (response instanceof ApiError) return fail(response, options);
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.startsWith('image/')) return response.blob();
    // Not a picture: an envelope (missing picture, ended session) or an error page.
    const envelope = await readEnvelope(response);
    if (envelope instanceof ApiError) return fail(envelope, options);
    if (envelope.code === CODE_SESSION_INVALID) deps.onSessionInvalid();
    return fail(new ApiError('server', envelope.code, String(envelope.msg ?? '')), options);
  };

  const uploadImage = async (path: string, query: Record<string, string | number>, file: Blob, options: CallOptions = {}): Promise<ImageUpload> => {
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'image');
    // No content-type header: fetch writes the multipart one with its boundary.
    const response = await send(`${deps.baseUrl}${path}?${queryOf(query, now())}`, { method: 'POST', headers: headers('application/json'), body: form }, options);
    if (response instanceof ApiError) return fail(response, options);
    const envelope = await readEnvelope(response);
    if (envelope instanceof ApiError) return fail(envelope, options);
    return settle(envelope, options) as ImageUpload;
  };

  return { call, fetchImage, uploadImage };
}

let client: ApiClient | null = null;

/** Wires the console-wide client (main.tsx, and tests with a fake fetch). */
export function configureApi(deps: ApiDeps): void {
  client = createApi(deps);
}

const notConfigured = () => Promise.reject(new Error('API client used before configureApi()'));

/** One typed call with the console-wide client. */
export const call: Call = (def, input, options) =>
  client ? client.call(def, input, options) : notConfigured();

/** Uploads a picture staff send with the console-wide client (see ApiClient.uploadImage). */
export function uploadImage(path: string, query: Record<string, string | number>, file: Blob, options?: CallOptions): Promise<ImageUpload> {
  return client ? client.uploadImage(path, query, file, options) : notConfigured();
}

/** Downloads a staff-only picture with the console-wide client (see ApiClient.fetchImage). */
export function fetchImage(path: string, signal?: AbortSignal): Promise<Blob> {
  return client ? client.fetchImage(path, signal) : notConfigured();
}
