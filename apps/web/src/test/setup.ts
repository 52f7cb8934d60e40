/** Test start-up: i18n, the antd-mobile render hook, and a clean DOM and session after each test. */
import { afterEach } from 'vitest';

const { cleanup } = await import('@testing-library/react');
const { Dialog, Toast } = await import('antd-mobile');
const { setupAntdRender } = await import('../app/antdRender');
const { initI18n } = await import('../i18n/i18n');
const { sessionStore } = await import('../features/identity/session');
const { forgetAreaCodes } = await import('../features/identity/useAreaCodes');
const { forgetBasicInfo } = await import('../features/identity/useBasicInfo');

// Toast and Dialog render through this under React 19, as in the app.
setupAntdRender();
// Tests read English texts, loaded through the same lazy locale files as the app.
await initI18n('en');

afterEach(() => {
  // antd-mobile keeps the open Toast and Dialogs as singletons: close them before the next test.
  Toast.clear();
  Dialog.clear();
  cleanup();
  localStorage.clear();
  sessionStore.reload();
  forgetAreaCodes();
  forgetBasicInfo();
  document.body.innerHTML = '';
});
