import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Company } from '@leverline/contract';
import { testCompany } from '../../test/community';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { useFakeApi as serveFakeApi } from '../../test/fakeApi';
import { INSTRUMENTS } from '../../test/market';
import { openApp } from '../../test/openApp';

const HARBOURLINE = testCompany();
const NORTHGATE = testCompany({
  id: 4,
  name: 'Northgate Brokerage',
  logo: '/api/common/image/northgate.png',
  url: 'https://northgate-brokerage.example/start',
  website: 'https://northgate-brokerage.example/',
  subject: 'Northgate Brokerage Services OÜ',
  registered_address: 'Narva mnt 5, 10117 Tallinn, Estonia',
  location: 'Rotermanni 8, 10111 Tallinn, Estonia',
  email: 'desk@northgate-brokerage.example',
});
const COMPANIES = [HARBOURLINE, NORTHGATE];

function openCompanies(companies: Company[] = COMPANIES) {
  const api = serveFakeApi({
    '/api/company/getCompany': (request) => {
      const name = (request.query.get('name') ?? '').toLowerCase();
      return { data: companies.filter((c) => c.name.toLowerCase().includes(name)) };
    },
    '/v1/api/forex/trade_list': { data: INSTRUMENTS },
  });
  const router = openApp('/product?mode=company');
  return { api, router };
}

const searchedNames = (api: ReturnType<typeof serveFakeApi>) =>
  api.requests.filter((r) => r.path === '/api/company/getCompany').map((r) => r.query.get('name'));
const rows = () => screen.queryAllByTestId(/^company-row-/).map((row) => row.dataset.testid);

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'company_id=; max-age=0; path=/';
});

describe('product search, company mode', () => {
  it('lists the companies at once, then searches once the typing pauses for 300 ms', async () => {
    const { api } = openCompanies();
    await waitFor(() => expect(rows()).toEqual(['company-row-3', 'company-row-4']));
    const box = screen.getByTestId('company-search');
    // Only the timers are faked: the request is recorded the moment the search is sent.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box, { target: { value: 'N' } });
      act(() => {
        vi.advanceTimersByTime(200);
      });
      fireEvent.change(box, { target: { value: 'Nor' } });
      act(() => {
        vi.advanceTimersByTime(299);
      });
      expect(searchedNames(api)).toEqual(['']);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      // one request for what was typed, none for the keystrokes on the way
      expect(searchedNames(api)).toEqual(['', 'Nor']);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(rows()).toEqual(['company-row-4']));
    expect(screen.getByTestId('company-row-4').textContent).toContain('Northgate Brokerage');
    expect(screen.getByTestId('company-row-4').querySelector('img')?.getAttribute('src')).toBe(
      'http://api.test/api/common/image/northgate.png',
    );
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect((await screen.findByTestId('company-none')).textContent).toBe('No company matches “zzz”');
  });

  it('shows a company’s card; Enter remembers it for 3 years and goes to its site', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const cookie = vi.spyOn(document, 'cookie', 'set');
    openCompanies();
    fireEvent.click(await screen.findByTestId('company-row-4'));
    const card = await screen.findByTestId('company-popup');
    for (const text of [
      'Northgate Brokerage',
      'northgate-brokerage.example',
      'Northgate Brokerage Services OÜ',
      'Narva mnt 5, 10117 Tallinn, Estonia',
      'Rotermanni 8, 10111 Tallinn, Estonia',
      'desk@northgate-brokerage.example',
    ]) {
      expect(card.textContent).toContain(text);
    }
    const website = within(card).getByText('northgate-brokerage.example');
    expect(website.getAttribute('href')).toBe('https://northgate-brokerage.example/');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.click(screen.getByTestId('company-enter'));
    expect(cookie).toHaveBeenCalledWith('company_id=4; max-age=94608000; path=/; SameSite=Lax');
    expect(document.cookie).toContain('company_id=4');
    expect(assign).toHaveBeenCalledWith('https://northgate-brokerage.example/start');
  });

  it('cannot enter a company whose address is not http(s)', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    openCompanies([
      testCompany({ id: 9, name: 'Odd Ltd', url: 'javascript:alert(1)', website: 'ftp://odd.example' }),
    ]);
    fireEvent.click(await screen.findByTestId('company-row-9'));
    const enter = await screen.findByTestId('company-enter');
    expect(enter.hasAttribute('disabled')).toBe(true);
    fireEvent.click(enter);
    expect(assign).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('company_id=9');
    expect(within(screen.getByTestId('company-popup')).queryByRole('link')?.getAttribute('href')).toMatch(
      /^mailto:/,
    );
  });

  it('switches between instruments and companies through the query', async () => {
    const { router } = openCompanies();
    expect(await screen.findByTestId('company-search')).toBeTruthy();
    expect(screen.getByTestId('product-mode-company').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('product-mode-instrument'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByTestId('product-search')).toBeTruthy();
    expect(screen.queryByTestId('company-search')).toBeNull();
    fireEvent.click(screen.getByTestId('product-mode-company'));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=company'));
    expect(await screen.findByTestId('company-search')).toBeTruthy();
  });
});
