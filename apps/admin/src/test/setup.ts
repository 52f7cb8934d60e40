/** Test start-up: a clean DOM, session and antd messages after each test. */
import { afterAll, afterEach } from 'vitest';
import { reactIdle, trackImmediates } from '../../../../test-support/reactIdle';

// Before React loads (the imports below), so its scheduler queues work where reactIdle sees it.
trackImmediates();

const { cleanup } = await import('@testing-library/react');
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

// antd finishes closing a Modal or Drawer when its leave animation ends, which happy-dom never plays:
// at the animation's 500 ms deadline, then React commits on setImmediate callbacks of its own. A
// file whose last test closed one would otherwise end first, and that late commit would find no
// window and fail the run. Wait past the deadline, then until React has nothing queued.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 600));
  await reactIdle();
});
