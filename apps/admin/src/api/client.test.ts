import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffDeposits, staffLogout, staffMe } from '@leverline/contract';
import { sessionStore } from '../app/session';
import { signInAs, startFakeApi } from '../test/fakeApi';
import { ApiError, call } from './client';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the staff API client', () => {
  it('sends GET input as query with t, and the token and lang headers', async () => {
    const api = startFakeApi({ '/admin/api/deposits': { data: { data: [], total: 0 } } });
    signInAs('finance', 'stf_abc');
    await expect(call(staffDeposits, { status: 0, page: 2 })).resolves.toEqual({ data: [], total: 0 });
    const [request] = api.requests;
    expect(request!.method).toBe('GET');
    expect(request!.query.get('status')).toBe('0');
    expect(request!.query.get('page')).toBe('2');
    expect(request!.query.get('t')).toMatch(/^\d+$/);
    expect(request!.headers).toMatchObject({ authorization: 'stf_abc', lang: 'en' });
  });

  it('sends POST input as JSON', async () => {
    const api = startFakeApi({ '/admin/api/logout': { data: {} } });
    signInAs('owner');
    await call(staffLogout, {});
    expect(api.requests[0]).toMatchObject({ method: 'POST', body: {} });
    expect(api.requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('ends the session on 999 without a message of its own', async () => {
    const api = startFakeApi({ '/admin/api/me': { code: 999, msg: 'Please log in' } });
    signInAs('owner');
    await expect(call(staffMe, {})).rejects.toMatchObject({ kind: 'server', code: 999 });
    expect(api.sessionInvalid).toHaveBeenCalledOnce();
    expect(sessionStore.get()).toMatchObject({ token: null, staff: null, expired: true });
    expect(sessionStorage.getItem('leverline.admin.token')).toBeNull();
    expect(api.toastError).not.toHaveBeenCalled();
  });

  it("shows the server's message of a refusal (HTTP 403, 1067) and rejects with it", async () => {
    const api = startFakeApi({
      '/admin/api/deposits': { status: 403, code: 1067, msg: 'Your role does not allow this' },
    });
    signInAs('support');
    const error = await call(staffDeposits, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1067, msg: 'Your role does not allow this' });
    expect(api.toastError).toHaveBeenCalledWith('Your role does not allow this');
  });

  it('turns a failed request into a network error message', async () => {
    const api = startFakeApi({ '/admin/api/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(call(staffMe, {})).rejects.toMatchObject({ kind: 'network', code: 'ERR_NETWORK' });
    expect(api.toastError).toHaveBeenCalledWith('network ERR_NETWORK');
  });
});
