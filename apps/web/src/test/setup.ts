/**
 * Test start-up: i18n, the antd-mobile render hook, a fake live socket, and a clean DOM, session
 * and market data after each test.
 */
import { afterEach, beforeEach } from 'vitest';
import { settleReactAfterEachFile } from '../../../../test-support/reactIdle';

// Before React loads (the imports below), so its scheduler's work is seen (test-support/reactIdle.ts).
settleReactAfterEachFile();

const { cleanup, configure } = await import('@testing-library/react');
// findBy…/waitFor wait up to 3 s, not 1: a popup's leave animation (react-spring frames) can take
// longer than a second on a loaded 2-core CI machine before the popup unmounts.
configure({ asyncUtilTimeout: 3000 });
const { Dialog, Toast } = await import('antd-mobile');
const { setupAntdRender } = await import('../app/antdRender');
const { initI18n } = await import('../i18n/i18n');
const { sessionStore } = await import('../features/identity/session');
const { forgetAreaCodes } = await import('../features/identity/useAreaCodes');
const { forgetBasicInfo } = await import('../features/identity/useBasicInfo');
const { forgetInstruments } = await import('../features/quotes/instruments');
const { forgetCategories } = await import('../features/quotes/useCategories');
const { forgetSparklines } = await import('../features/quotes/sparklines');
const { quoteStore } = await import('../features/quotes/quoteStore');
const { reloadSelection } = await import('../features/quotes/selection');
const { watchlist } = await import('../features/quotes/watchlist');
const { setLiveSocket } = await import('../api/liveSocket');
const { installFakeLiveSocket } = await import('./fakeSocket');

// Toast and Dialog render through this under React 19, as in the app.
setupAntdRender();
// Tests read English texts, loaded through the same lazy locale files as the app.
await initI18n('en');

// Screens use the app's live socket: each test gets one over a fake WebSocket (never the network).
beforeEach(() => {
  installFakeLiveSocket();
});

afterEach(async () => {
  // antd-mobile keeps the open Toast and Dialogs as singletons: close them before the next test.
  Toast.clear();
  Dialog.clear();
  cleanup();
  localStorage.clear();
  sessionStore.reload();
  forgetAreaCodes();
  forgetBasicInfo();
  forgetInstruments();
  forgetCategories();
  forgetSparklines();
  quoteStore.clear();
  reloadSelection();
  watchlist.reset();
  setLiveSocket(null);
  document.body.innerHTML = '';
  // Closing them schedules React work (unmounts): let it run while the DOM still exists, so none is
  // left to run after the last test of a file, when the DOM environment is gone.
  await new Promise((resolve) => setTimeout(resolve, 0));
});
