import { useSyncExternalStore } from 'react';
import { currentTheme, onThemeChange, storedThemeChoice, type Theme, type ThemeChoice } from './theme';

/** The trader's theme choice and the theme on screen, updated when either changes. */
export function useTheme(): { choice: ThemeChoice; theme: Theme } {
  const choice = useSyncExternalStore(onThemeChange, storedThemeChoice);
  const theme = useSyncExternalStore(onThemeChange, currentTheme);
  return { choice, theme };
}
