/**
 * The app itself, started by main.tsx once React's code has run: the router, the API client, the
 * texts and the first render. Kept out of the entry so that evaluating the code before the first
 * render is two short tasks instead of one long one on a slow phone (docs/performance.md).
 */
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createHashRouter } from 'react-router';
// The DOM RouterProvider wires ReactDOM.flushSync, which `navigate(…, { flushSync })` relies on.
import { RouterProvider } from 'react-router/dom';
import { LANG_LOCALE } from '@leverline/contract';
import { setupAntdRender } from './antdRender';
import { routes } from './routes';
import { checkCompanyStatusAfterStart, refreshSessionOnStart, wireApi } from './start';
import { currentLang, initI18n } from '../i18n/i18n';
import { startTheme } from './theme/theme';
// Last, so that its rules come after antd-mobile's.
import './app.css';

/** Runs `work` when the browser is idle (a plain timer where requestIdleCallback is missing). */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 1000 });
  else window.setTimeout(work, 50);
}

export function boot(root: Root): void {
  setupAntdRender();
  // Before the first render: a dark page must not flash light (the dark colours are fetched first).
  startTheme();
  const router = createHashRouter(routes);
  wireApi(router);
  // The rest in the next task: building the router (it ranks every route) and the texts' set-up
  // were one long task together on a slow phone (docs/performance.md).
  window.setTimeout(() => start(root, router), 0);
}

function start(root: Root, router: ReturnType<typeof createHashRouter>): void {
  // Texts load in parallel with the first page's code; components wait for them (Suspense).
  void initI18n();
  refreshSessionOnStart();
  // The first render as a transition: React renders it in slices between frames instead of one
  // long task, so the phone stays responsive while the app starts (docs/performance.md).
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
  checkCompanyStatusAfterStart();
  // The browser's number data for the language (ui/numbers.ts formats with Intl) loads while the
  // page waits for its data: the first Intl.NumberFormat costs 12–15 ms on a desktop, several times
  // that on a slow phone, and would otherwise land in the middle of rendering the first quotes or
  // drawing the chart.
  whenIdle(() => new Intl.NumberFormat(LANG_LOCALE[currentLang()], { numberingSystem: 'latn' }).format(0));
  // The same for dates (the chart's time axis, the records' times), in an idle moment of its own.
  whenIdle(() => new Intl.DateTimeFormat(LANG_LOCALE[currentLang()], { timeZone: 'UTC', hour: '2-digit' }).format(0));

  // The built app keeps its shell on the phone (public/sw.js), so it opens at once, also offline.
  // Registered after the page's own load, which may be over already: index.html starts the app
  // once the first screen is painted.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => void navigator.serviceWorker.register('./sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register);
  }
}
