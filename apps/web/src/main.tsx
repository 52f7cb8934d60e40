import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router';
// The DOM RouterProvider wires ReactDOM.flushSync, which `navigate(…, { flushSync })` relies on.
import { RouterProvider } from 'react-router/dom';
import { setupAntdRender } from './app/antdRender';
import { routes } from './app/routes';
import { checkCompanyStatusAfterStart, refreshSessionOnStart, wireApi } from './app/start';
import { initI18n } from './i18n/i18n';
import { removeShell } from './ui/shell';
import './app/app.css';

setupAntdRender();
const router = createHashRouter(routes);
wireApi(router);
// Texts load in parallel with the first page's code; components wait for them (Suspense).
void initI18n();
refreshSessionOnStart();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// The first render as a transition: React renders it in slices between frames instead of one long
// task, so the phone stays responsive while the app starts (docs/performance.md, Lighthouse).
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
checkCompanyStatusAfterStart();
// Should the home page fail to load, whatever the app shows instead is not hidden for long.
window.setTimeout(removeShell, 8000);

// The built app keeps its shell on the phone (public/sw.js), so it opens at once, also offline.
// Registered after the page's own load, which may be over already: index.html starts this script
// once the first screen is painted.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('./sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
