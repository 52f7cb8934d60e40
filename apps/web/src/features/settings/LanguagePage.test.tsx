import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGS } from '@leverline/contract';
import { changeLang, currentLang } from '../../i18n/i18n';
import { LanguagePage } from './LanguagePage';
import ar from '../../i18n/locales/ar.json';
import en from '../../i18n/locales/en.json';

/** A page the trader was on before the language list: it shows a text in the current language. */
function Before() {
  const { t } = useTranslation();
  return (
    <div data-testid="before">
      <h1>{t('language.title')}</h1>
      <Link to="/language">go</Link>
    </div>
  );
}

/** Opens the list directly, or (`from`) after that page, as a tap in the app would. */
function openLanguages(from?: string) {
  const router = createMemoryRouter(
    [
      { path: '/language', element: <LanguagePage /> },
      { path: '/', element: <div data-testid="home">home</div> },
      { path: '/trade', element: <Before /> },
    ],
    { initialEntries: from ? [from] : ['/language'] },
  );
  render(<RouterProvider router={router} />);
  if (from) fireEvent.click(screen.getByText('go'));
  return router;
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

  it('switches at once, remembers the choice and goes back to the page the trader was on, translated', async () => {
    const router = openLanguages('/trade');
    fireEvent.click(await screen.findByTestId('lang-hk'));
    await waitFor(() => expect(screen.getByTestId('before').textContent).toContain('語言'));
    expect(router.state.location.pathname).toBe('/trade');
    expect(localStorage.getItem('lang')).toBe('hk');
    expect(currentLang()).toBe('hk');
    expect(document.documentElement.lang).toBe('zh-Hant-HK');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('opened directly, goes home after the choice; the current language just goes back', async () => {
    const router = openLanguages();
    fireEvent.click(screen.getByTestId('lang-de'));
    await screen.findByTestId('home');
    expect(localStorage.getItem('lang')).toBe('de');
    expect(router.state.location.pathname).toBe('/');
    await router.navigate('/trade');
    fireEvent.click(await screen.findByText('go'));
    fireEvent.click(await screen.findByTestId('lang-de'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade'));
    expect(currentLang()).toBe('de');
  });

  it('lays the page out right to left for Arabic and Persian, in their own words', async () => {
    openLanguages('/trade');
    fireEvent.click(await screen.findByTestId('lang-ar'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(await screen.findByText(ar.language.title)).toBeTruthy();
    expect(screen.queryByText(en.language.title)).toBeNull();
    expect(currentLang()).toBe('ar');
    fireEvent.click(screen.getByText('go'));
    fireEvent.click(await screen.findByTestId('lang-fa'));
    await waitFor(() => expect(document.documentElement.lang).toBe('fa'));
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.click(await screen.findByText('go'));
    fireEvent.click(await screen.findByTestId('lang-de'));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });
});
