/**
 * Light and dark. The trader chooses light, dark or "as the phone" (the default, following the
 * system's setting live); the choice is kept on this device. The dark colours are their own
 * stylesheet (dark.css), fetched only the first time the dark theme is shown: a trader who never
 * uses it never downloads it. `<html data-theme>` names the theme in use; antd-mobile's own dark
 * variables switch on `data-prefers-color-scheme`.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice; "system" before any choice, or when storage is unavailable or holds junk. */
export function storedThemeChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** The theme a choice shows, given whether the system prefers dark. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

let darkStyles: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

/** Shows `theme` on the page: the dark stylesheet first (once), then the attributes. */
function show(theme: Theme, doc: Document = document): void {
  const root = doc.documentElement;
  const apply = () => {
    root.dataset.theme = theme;
    root.setAttribute('data-prefers-color-scheme', theme);
    root.style.colorScheme = theme;
    doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0a1320' : '#0b1f3a');
  };
  if (theme === 'dark') {
    darkStyles ??= import('./dark.css');
    // Switch once the colours are in, so the page is never half dark.
    void darkStyles.then(apply, apply);
  } else {
    apply();
  }
}

/** The theme on screen now. */
export function currentTheme(): Theme {
  return resolveTheme(storedThemeChoice(), systemPrefersDark());
}

/** Applies the stored choice and follows the system's setting while the choice is "system". */
export function startTheme(): void {
  show(currentTheme());
  if (typeof window.matchMedia !== 'function') return;
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (storedThemeChoice() !== 'system') return;
    show(currentTheme());
    listeners.forEach((listener) => listener());
  });
}

/** Remembers the trader's choice and shows it at once. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // storage unavailable (private mode): the choice lasts for this visit only
  }
  show(resolveTheme(choice, systemPrefersDark()));
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the theme on screen may have changed; returns the unsubscribe. */
export function onThemeChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
