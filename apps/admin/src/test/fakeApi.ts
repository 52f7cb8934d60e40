/**
 * A fake staff API for tests: answers envelopes by path, records every request, and wires the
 * console-wide client to it with spies for messages and the end of a session.
 */
import { vi } from 'vitest';
import type { Staff, StaffRole } from '@leverline/contract';
import { configureApi } from '../api/client';
import { sessionStore } from '../app/session';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer = { status?: number; code?: number; msg?: string; data?: unknown };
/** An answer computed from the request; a Response (a picture) is sent as it is. */
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
      // JSON as parsed; a multipart upload as the FormData sent.
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined,
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

/** Points the console-wide client at a fake server; returns the recorded requests and spies. */
export function startFakeApi(
  routes: Record<string, Answer | Responder>,
  navigate: (path: string) => void = () => undefined,
) {
  const { fetch, requests } = fakeFetch(routes);
  const toastError = vi.fn<(message: string) => void>();
  const sessionInvalid = vi.fn(() => {
    sessionStore.clear(true);
    navigate('/signin');
  });
  configureApi({
    fetch,
    baseUrl: 'http://console.test',
    token: () => sessionStore.get().token,
    onSessionInvalid: sessionInvalid,
    toastError,
    networkErrorText: (code) => `network ${code}`,
  });
  /** Requests to one path (e.g. '/admin/api/deposits/approve'). */
  const to = (path: string) => requests.filter((r) => r.path === path);
  return { fetch, requests, to, toastError, sessionInvalid };
}

export function testStaff(role: StaffRole, overrides: Partial<Staff> = {}): Staff {
  return {
    id: 3,
    email: `${role}@leverline.example`,
    role,
    totp_enabled: role === 'owner' || role === 'finance',
    ...overrides,
  };
}

/** Starts a staff session as the given role. */
export function signInAs(role: StaffRole, token = 'stf_test'): Staff {
  const staff = testStaff(role);
  sessionStore.signIn(token, staff);
  return staff;
}
