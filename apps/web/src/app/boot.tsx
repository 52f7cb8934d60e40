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
import { setupAntdRender } from './antdRender';
import { routes } from './routes';
import { checkCompanyStatusAfterStart, refreshSessionOnStart, wireApi } from './start';
import { initI18n } from '../i18n/i18n';
// Last, so that its rules come after antd-mobile's.
import './app.css';

export function boot(root: Root): void {
  setupAntdRender();
  const router = createHashRouter(routes);
  wireApi(router);
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

  // The built app keeps its shell on the phone (public/sw.js), so it opens at once, also offline.
  // Registered after the page's own load, which may be over already: index.html starts the app
  // once the first screen is painted.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => void navigator.serviceWorker.register('./sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register);
  }
}
