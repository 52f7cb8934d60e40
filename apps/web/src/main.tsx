import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router';
// The DOM RouterProvider wires ReactDOM.flushSync, which `navigate(…, { flushSync })` relies on.
import { RouterProvider } from 'react-router/dom';
import { setupAntdRender } from './app/antdRender';
import { routes } from './app/routes';
import { checkCompanyStatusAfterStart, refreshSessionOnStart, wireApi } from './app/start';
import { initI18n } from './i18n/i18n';
import './app/app.css';

setupAntdRender();
const router = createHashRouter(routes);
wireApi(router);
// Texts load in parallel with the first page's code; components wait for them (Suspense).
void initI18n();
refreshSessionOnStart();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
checkCompanyStatusAfterStart();

// The built app keeps its shell on the phone (public/sw.js), so it opens at once, also offline.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => undefined);
  });
}
