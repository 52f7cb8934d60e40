import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { LANGS } from '@leverline/contract';
import { changeLang, currentLang } from '../../i18n/i18n';
import { LanguagePage } from './LanguagePage';
import ar from '../../i18n/locales/ar.json';
import en from '../../i18n/locales/en.json';

function openLanguages() {
  const router = createMemoryRouter([{ path: '/language', element: <LanguagePage /> }], {
    initialEntries: ['/language'],
  });
  render(<RouterProvider router={router} />);
}

describe('LanguagePage', () => {
  afterEach(async () => {
    await changeLang('en');
  });

  it('lists all 21 languages, each in its own language, with the current one ticked', () => {
    openLanguages();
    for (const lang of LANGS) expect(screen.getByTestId(`lang-${lang}`)).toBeTruthy();
    expect(screen.getByTestId('lang-jp').textContent).toContain('日本語');
    expect(screen.getByTestId('lang-hk').textContent).toContain('繁體中文');
    expect(screen.getByTestId('lang-my').textContent).toContain('Bahasa Melayu');
    expect(screen.getByTestId('lang-en').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('lang-hk').getAttribute('aria-current')).toBeNull();
  });

  it('switches at once, remembers the choice and translates the page', async () => {
    openLanguages();
    fireEvent.click(screen.getByTestId('lang-hk'));
    await waitFor(() => expect(screen.getByText('語言')).toBeTruthy());
    expect(localStorage.getItem('lang')).toBe('hk');
    expect(currentLang()).toBe('hk');
    expect(document.documentElement.lang).toBe('zh-Hant-HK');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('lays the page out right to left for Arabic and Persian, in their own words', async () => {
    openLanguages();
    fireEvent.click(screen.getByTestId('lang-ar'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(await screen.findByText(ar.language.title)).toBeTruthy();
    expect(screen.queryByText(en.language.title)).toBeNull();
    expect(currentLang()).toBe('ar');
    fireEvent.click(screen.getByTestId('lang-fa'));
    await waitFor(() => expect(document.documentElement.lang).toBe('fa'));
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.click(screen.getByTestId('lang-de'));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });
});
