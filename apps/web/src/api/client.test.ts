import { describe, expect, it, vi } from 'vitest';
import { routes } from '@leverline/contract';
import { i18n } from '../i18n/i18n';
import { fakeFetch, type Answer } from '../test/fakeApi';
import { ApiError, createApi, createApiClient, type ApiClientDeps } from './client';

type Route = Answer | Response | (() => Answer | Response);

function client(routes: Record<string, Route>, overrides: Partial<ApiClientDeps> = {}) {
  const { fetch, requests } = fakeFetch(routes);
  let token: string | null = 'tok-123';
  const closeLoading = vi.fn();
  const deps = {
    fetch,
    baseUrl: () => 'https://api.example.com',
    lang: () => 'en',
    token: () => token,
    clearSession: vi.fn(() => {
      token = null;
    }),
    navigate: vi.fn<(path: string) => void>(),
    toast: vi.fn<(message: string) => void>(),
    showLoading: vi.fn(() => closeLoading),
    networkErrorText: (code: string) => i18n.t('common.network_error', { code }),
    now: () => 1_700_000_000_000,
    ...overrides,
  };
  const api = createApi(deps);
  return { call: createApiClient(deps), api, deps, requests, closeLoading, token: () => token };
}

const user = {
  id: 1,
  uid: '800001',
  email: 'a@example.com',
  area_code: null,
  phone: null,
  is_demo: 0,
  account_kind: 'real',
  invite_code: 'X',
  balance: '1.000000',
  lock_balance: '0.000000',
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('API client', () => {
  it('sends the language and the session token on every request', async () => {
    const { call, requests } = client({ '/api/user/info': { data: user } });
    await call(routes.userInfo, {});
    expect(requests[0]?.headers.lang).toBe('en');
    expect(requests[0]?.headers.authorization).toBe('tok-123');
  });

  it('sends no authorization header without a session', async () => {
    const { call, requests } = client({ '/api/default/area_list': { data: [] } }, { token: () => null });
    await call(routes.areaList, {});
    expect(requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('puts GET input in the query with a t timestamp, and resolves the data', async () => {
    const { call, requests } = client({
      '/api/default/setting': { data: { key: 'is_show_mobile', value: 3 } },
    });
    const data = await call(routes.setting, { key: 'is_show_mobile' });
    expect(data).toEqual({ key: 'is_show_mobile', value: 3 });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.query.get('key')).toBe('is_show_mobile');
    expect(requests[0]?.query.get('t')).toBe('1700000000000');
  });

  it('POSTs the input as a JSON body, without a t parameter', async () => {
    const { call, requests } = client({ '/api/user/loginForU': { data: { token: 'new', user } } });
    await call(routes.login, { account: 'a@example.com', password: 'secret123', login_type: 'email' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(requests[0]?.body).toEqual({
      account: 'a@example.com',
      password: 'secret123',
      login_type: 'email',
    });
    expect(requests[0]?.query.has('t')).toBe(false);
  });

  it('toasts the server message and rejects with its code when code is not 1', async () => {
    const { call, deps } = client({
      '/api/user/loginForU': { code: 1017, msg: 'Wrong account or password' },
    });
    const failure = call(routes.login, { account: 'a@example.com', password: 'bad' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      kind: 'server',
      code: 1017,
      msg: 'Wrong account or password',
    });
    expect(deps.toast).toHaveBeenCalledWith('Wrong account or password');
  });

  it('reads the envelope of a 429 answer too', async () => {
    const { call, deps } = client({
      '/api/notify/send_email': { status: 429, code: 1019, msg: 'Too many attempts. Please try again later' },
    });
    await expect(call(routes.sendEmail, { to: 'a@example.com', type: 1 })).rejects.toMatchObject({
      code: 1019,
    });
    expect(deps.toast).toHaveBeenCalledWith('Too many attempts. Please try again later');
  });

  it('stays quiet for a silent call but still rejects', async () => {
    const { call, deps } = client({
      '/api/user/loginForU': { code: 1017, msg: 'Wrong account or password' },
    });
    await expect(call(routes.login, { account: 'a', password: 'b' }, { silent: true })).rejects.toMatchObject({
      code: 1017,
    });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('on 999 clears the session and sends the user to /login', async () => {
    const { call, deps, token } = client({
      '/api/user/info': { code: 999, msg: 'Your session has ended. Please log in again' },
    });
    await expect(call(routes.userInfo, {})).rejects.toMatchObject({ code: 999 });
    expect(deps.clearSession).toHaveBeenCalledOnce();
    expect(token()).toBeNull();
    expect(deps.navigate).toHaveBeenCalledWith('/login');
  });

  it('on 999 for a session the trader has already left (logged out meanwhile) stays where it is, silently', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const late = () => gate.then(() => ({ code: 999, msg: 'Your session has ended' })) as unknown as Answer;
    const { call, deps } = client({ '/api/user/info': late });
    // The request leaves with the session's token; the trader logs out before its answer arrives.
    const inFlight = call(routes.userInfo, {});
    deps.clearSession();
    vi.mocked(deps.clearSession).mockClear();
    release();
    await expect(inFlight).rejects.toMatchObject({ code: 999 });
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('on 999 of an initial (app start) call clears the session without navigating', async () => {
    const { call, deps } = client({ '/api/user/info': { code: 999, msg: 'Your session has ended' } });
    await expect(call(routes.userInfo, {}, { initial: true, silent: true })).rejects.toMatchObject({
      code: 999,
    });
    expect(deps.clearSession).toHaveBeenCalledOnce();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('toasts a translated network error with its code when the request fails', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { call, deps } = client({}, { fetch });
    await expect(call(routes.areaList, {})).rejects.toMatchObject({ kind: 'network', code: 'ERR_NETWORK' });
    expect(deps.toast).toHaveBeenCalledWith('Network error (ERR_NETWORK)');
  });

  it('treats an answer that is not an envelope as a network error named by its status', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    const { call, deps } = client({}, { fetch });
    await expect(call(routes.areaList, {})).rejects.toMatchObject({ kind: 'network', code: '502' });
    expect(deps.toast).toHaveBeenCalledWith('Network error (502)');
  });

  it('rejects a cancelled request without any toast', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const { call, deps } = client({}, { fetch });
    const controller = new AbortController();
    const pending = call(routes.areaList, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('rejects a request cancelled while its body arrives without any toast (no "Network error (200)")', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(() => {
      // The headers are in; the body stops when the screen goes away.
      const body = new ReadableStream({
        start(stream) {
          controller.signal.addEventListener('abort', () => stream.error(new DOMException('Aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    const { call, deps } = client({}, { fetch });
    const pending = call(routes.areaList, {}, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('shows the loading toast until the answer, and closes it before a failure toast', async () => {
    const { call, deps, closeLoading } = client({ '/api/user/loginForU': { code: 1017, msg: 'Wrong' } });
    const order: string[] = [];
    closeLoading.mockImplementation(() => order.push('close'));
    vi.mocked(deps.toast).mockImplementation(() => order.push('toast'));
    await expect(call(routes.login, { account: 'a', password: 'b' }, { loading: true })).rejects.toThrow();
    expect(deps.showLoading).toHaveBeenCalledOnce();
    expect(order).toEqual(['close', 'toast']);
  });

  it('can toast the server message of a success', async () => {
    const { call, deps } = client({
      '/api/notify/send_email': { msg: 'The verification code has been sent', data: { resend_after: 60 } },
    });
    await expect(
      call(routes.sendEmail, { to: 'a@example.com', type: 1 }, { toastSuccess: true }),
    ).resolves.toEqual({
      resend_after: 60,
    });
    expect(deps.toast).toHaveBeenCalledWith('The verification code has been sent');
  });

  it('adds the caller’s headers, e.g. an Idempotency-Key', async () => {
    const { call, requests } = client({ '/api/account/draw': { data: { id: 1 } } });
    await call(
      routes.draw,
      { draw_currency_id: 4, number: '100', memo: '', draw_method_id: 11 },
      { headers: { 'Idempotency-Key': 'k-123456789' } },
    );
    expect(requests[0]?.headers['Idempotency-Key']).toBe('k-123456789');
    expect(requests[0]?.headers.authorization).toBe('tok-123');
  });

  it('uploads a picture as multipart with one field named file, with the session and the loading toast', async () => {
    const stored = { url: '/api/common/image/ab.jpg', width: 10, height: 20 };
    const { api, requests, deps, closeLoading } = client({ '/api/common/image_upload': { data: stored } });
    const file = new File([new Uint8Array([1, 2, 3])], 'slip.png', { type: 'image/png' });
    await expect(api.uploadImage(file, { loading: true })).resolves.toEqual(stored);
    const sent = requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.authorization).toBe('tok-123');
    expect(sent.headers.lang).toBe('en');
    // fetch writes the multipart content type with its boundary
    expect(sent.headers).not.toHaveProperty('content-type');
    const body = sent.body as FormData;
    expect([...body.keys()]).toEqual(['file']);
    expect((body.get('file') as File).name).toBe('slip.png');
    expect(deps.showLoading).toHaveBeenCalledOnce();
    expect(closeLoading).toHaveBeenCalledOnce();
  });

  it('toasts the server’s message when an upload is refused', async () => {
    const { api, deps } = client({
      '/api/common/image_upload': { code: 1045, msg: 'Please upload a JPEG, PNG, WebP or GIF picture' },
    });
    await expect(api.uploadImage(new Blob(['x']))).rejects.toMatchObject({ kind: 'server', code: 1045 });
    expect(deps.toast).toHaveBeenCalledWith('Please upload a JPEG, PNG, WebP or GIF picture');
  });

  it('downloads an owner-only picture with the session header, and fails quietly when it is not there', async () => {
    const { api, requests, deps } = client({
      '/api/common/image/ab.jpg': () =>
        new Response(new Blob([new Uint8Array([0xff, 0xd8])]), { headers: { 'content-type': 'image/jpeg' } }),
      '/api/common/image/gone.jpg': { status: 404, code: 1024, msg: 'Not found' },
    });
    const blob = await api.fetchImage('/api/common/image/ab.jpg');
    expect(blob.size).toBe(2);
    expect(requests[0]?.headers.authorization).toBe('tok-123');
    await expect(api.fetchImage('/api/common/image/gone.jpg')).rejects.toMatchObject({
      kind: 'server',
      code: 1024,
    });
    expect(deps.toast).not.toHaveBeenCalled();
  });
});
