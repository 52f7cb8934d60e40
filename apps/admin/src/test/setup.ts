/** Test start-up: a clean DOM, session and antd messages after each test. */
import { afterEach } from 'vitest';
import { settleReactAfterEachFile } from '../../../../test-support/reactIdle';

// Before React loads (the imports below), so its scheduler's work is seen (test-support/reactIdle.ts).
settleReactAfterEachFile();

const { cleanup, configure } = await import('@testing-library/react');
// findBy…/waitFor wait up to 3 s, not 1: a popup's leave animation (react-spring frames) can take
// longer than a second on a loaded 2-core CI machine before the popup unmounts.
configure({ asyncUtilTimeout: 3000 });
const { message } = await import('antd');
const { sessionStore } = await import('../app/session');

// antd's responsive helpers ask for matchMedia; happy-dom's answers "no match", which is fine.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

afterEach(async () => {
  message.destroy();
  cleanup();
  sessionStorage.clear();
  sessionStore.reload();
  document.body.innerHTML = '';
  // Destroying messages schedules React work: let it run while the DOM still exists, so none is
  // left to run after the last test of a file, when the DOM environment is gone.
  await new Promise((resolve) => setTimeout(resolve, 0));
});
