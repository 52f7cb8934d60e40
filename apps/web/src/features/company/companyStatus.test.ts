import { describe, expect, it, vi } from 'vitest';
import { COMPANY_COOKIE_MAX_AGE_S, companyCookie, companyIdFrom } from './companyCookie';
import { checkCompanyStatus, lossUrlOf, type CompanyStatus, type CompanyStatusDeps } from './companyStatus';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { useFakeApi as serveFakeApi } from '../../test/fakeApi';

describe('company cookie', () => {
  it('reads company_id among other cookies, and nothing else', () => {
    expect(companyIdFrom('')).toBeNull();
    expect(companyIdFrom('company_id=12')).toBe(12);
    expect(companyIdFrom('theme=dark; company_id=7; lang=hk')).toBe(7);
    expect(companyIdFrom('my_company_id=5; company_idx=6')).toBeNull();
    expect(companyIdFrom('company_id=abc')).toBeNull();
    expect(companyIdFrom('company_id=0')).toBeNull();
    expect(companyIdFrom('company_id=-3')).toBeNull();
    expect(companyIdFrom('company_id=')).toBeNull();
  });

  it('is kept 3 years on the whole site, and only over https when the page is', () => {
    expect(COMPANY_COOKIE_MAX_AGE_S).toBe(94_608_000); // 3 × 365 × 24 × 3600
    expect(companyCookie(9, false)).toBe('company_id=9; max-age=94608000; path=/; SameSite=Lax');
    expect(companyCookie(9, true)).toBe('company_id=9; max-age=94608000; path=/; SameSite=Lax; Secure');
  });
});

describe('company status', () => {
  it('sends the browser to loss_url only for a non-zero status and an http(s) address', () => {
    const at = (status: number, loss_url: string): CompanyStatus => ({ status, loss_url });
    expect(lossUrlOf(at(0, 'https://closed.example/'))).toBeNull();
    expect(lossUrlOf(at(1, 'https://closed.example/notice'))).toBe('https://closed.example/notice');
    expect(lossUrlOf(at(2, 'http://closed.example/'))).toBe('http://closed.example/');
    expect(lossUrlOf(at(1, ''))).toBeNull();
    expect(lossUrlOf(at(1, 'javascript:alert(1)'))).toBeNull();
    expect(lossUrlOf(at(1, 'data:text/html,hi'))).toBeNull();
    expect(lossUrlOf(at(1, '/relative/path'))).toBeNull();
    expect(lossUrlOf(at(1, '//closed.example/'))).toBeNull();
  });

  /** Start-up effects with spies: the cookie holds `companyId`, the server answers `answer`. */
  function deps(companyId: number | null, answer: CompanyStatus | Error) {
    return {
      companyId: () => companyId,
      fetchStatus: vi.fn((_id: number | null) =>
        answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
      ),
      replace: vi.fn((_url: string) => undefined),
    } satisfies CompanyStatusDeps;
  }

  it('asks with the remembered company and leaves for its loss_url', async () => {
    const d = deps(7, { status: 1, loss_url: 'https://closed.example/' });
    await checkCompanyStatus(d);
    expect(d.fetchStatus).toHaveBeenCalledWith(7);
    expect(d.replace).toHaveBeenCalledWith('https://closed.example/');
  });

  it('stays when the status is 0, when loss_url is not http(s), and when the call fails', async () => {
    for (const answer of [
      { status: 0, loss_url: 'https://closed.example/' },
      { status: 1, loss_url: 'javascript:alert(1)' },
      new Error('offline'),
    ]) {
      const d = deps(null, answer);
      await checkCompanyStatus(d);
      expect(d.fetchStatus).toHaveBeenCalledWith(null);
      expect(d.replace).not.toHaveBeenCalled();
    }
  });

  it('sends company_id from the cookie to getCompanyStatus, silently', async () => {
    document.cookie = 'company_id=5; path=/';
    const api = serveFakeApi({
      '/api/company/getCompanyStatus': { code: 500, msg: 'Server error' },
    });
    await checkCompanyStatus();
    expect(api.requests.map((r) => r.query.get('company_id'))).toEqual(['5']);
    expect(api.toast).not.toHaveBeenCalled();
    expect(api.navigate).not.toHaveBeenCalled();
    document.cookie = 'company_id=; max-age=0; path=/';
  });

  it('asks without company_id when no company was chosen', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const api = serveFakeApi({
      '/api/company/getCompanyStatus': { data: { status: 1, type: 0, loss_url: 'https://closed.example/' } },
    });
    await checkCompanyStatus();
    expect(api.requests.map((r) => r.query.has('company_id'))).toEqual([false]);
    expect(replace).toHaveBeenCalledWith('https://closed.example/');
    replace.mockRestore();
  });
});
