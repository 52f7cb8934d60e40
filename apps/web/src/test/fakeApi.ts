/**
 * A fake API for tests: answers envelopes by path, records every request, and wires the app-wide
 * client (configureApi) to it with spies for navigation and toasts.
 */
import { vi } from 'vitest';
import type { User } from '@leverline/contract';
import { configureApi } from '../api/client';
import { currentLang, i18n } from '../i18n/i18n';
import { sessionStore } from '../features/identity/session';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** A JSON body parsed, a multipart body as its FormData. */
  body: unknown;
}

export type Answer = { status?: number; code?: number; msg?: string; data?: unknown };
/**
 * An answer computed from the request; a promise keeps the request pending until it settles. A
 * Response is sent as it is (a picture); a rejected promise is a network failure.
 */
type Responder = (request: RecordedRequest) => Answer | Response | Promise<Answer | Response>;

export function fakeFetch(routes: Record<string, Answer | Responder>) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body:
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? init.body
            : undefined,
    };
    requests.push(request);
    const route = routes[url.pathname];
    if (!route) {
      return Promise.resolve(
        new Response(JSON.stringify({ code: 1024, msg: 'Not found', data: null }), { status: 404 }),
      );
    }
    return Promise.resolve(typeof route === 'function' ? route(request) : route).then((answer) => {
      if (answer instanceof Response) return answer;
      const body = { code: answer.code ?? 1, msg: answer.msg ?? 'Success', data: answer.data ?? null };
      return new Response(JSON.stringify(body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  return { fetch, requests };
}

/** Points the app-wide API client at a fake server; returns the recorded requests and spies. */
export function useFakeApi(routes: Record<string, Answer | Responder>) {
  const { fetch, requests } = fakeFetch(routes);
  const navigate = vi.fn<(path: string) => void>();
  const toast = vi.fn<(message: string) => void>();
  configureApi({
    fetch,
    baseUrl: () => 'http://api.test',
    lang: currentLang,
    token: () => sessionStore.get().token,
    clearSession: () => sessionStore.clear(),
    navigate,
    toast,
    showLoading: () => () => undefined,
    networkErrorText: (code) => i18n.t('common.network_error', { code }),
  });
  return { fetch, requests, navigate, toast };
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    uid: '800007',
    email: 'ada@example.com',
    area_code: null,
    phone: null,
    is_demo: 0,
    account_kind: 'real',
    invite_code: 'ADA7',
    balance: 10000,
    lock_balance: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
