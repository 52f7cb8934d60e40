/**
 * Start-up: wires the API client to this browser (fetch, toasts, session, router), and refreshes
 * the stored user once if a session exists. Kept free of contract and Toast imports so the entry
 * chunk stays small: calls that need the contract load with the pages that make them, and the
 * toast code loads on first use.
 */
import type { DataRouter } from 'react-router';
import type * as Toasts from './toasts';
import { configureApi } from '../api/client';
import { apiBaseUrl } from '../api/baseUrl';
import { currentLang, i18n } from '../i18n/i18n';
import { sessionStore } from '../features/identity/session';

let toasts: Promise<typeof Toasts> | null = null;
const loadToasts = () => (toasts ??= import('./toasts'));

/** Opens the loading toast once its code is in; closing before that cancels it. */
function showLoading(): () => void {
  let close: (() => void) | null = null;
  let cancelled = false;
  void loadToasts().then((module) => {
    if (!cancelled) close = module.openLoadingToast();
  });
  return () => {
    cancelled = true;
    close?.();
  };
}

/** A passing message; its code (antd-mobile's Toast and its animations) loads on first use. */
export function showToast(message: string): void {
  void loadToasts().then((module) => module.showMessage(message));
}

export function wireApi(router: DataRouter): void {
  const baseUrl = apiBaseUrl(
    { VITE_API_BASE: import.meta.env.VITE_API_BASE, VITE_API_HOST_MODE: import.meta.env.VITE_API_HOST_MODE },
    window.location,
  );
  configureApi({
    fetch: (input, init) => window.fetch(input, init),
    baseUrl: () => baseUrl,
    lang: currentLang,
    token: () => sessionStore.get().token,
    clearSession: () => sessionStore.clear(),
    navigate: (path) => void router.navigate(path),
    toast: showToast,
    showLoading,
    networkErrorText: (code) => i18n.t('common.network_error', { code }),
  });
}

/** Refreshes the stored user on app start; a 999 then just clears the session (no redirect). */
export function refreshSessionOnStart(): void {
  if (!sessionStore.get().token) return;
  void import('../features/identity/refreshUser').then(({ refreshUser }) =>
    refreshUser({ initial: true, silent: true }).catch(() => undefined),
  );
}

/**
 * The company check (§7 getCompanyStatus): after the first screen is up, never before, and its code
 * is its own chunk. A failure of any kind is silent: the app carries on.
 */
export function checkCompanyStatusAfterStart(): void {
  setTimeout(() => {
    void import('../features/company/companyStatus').then(
      ({ checkCompanyStatus }) => checkCompanyStatus(),
      () => undefined,
    );
  }, 0);
}
