/** Test start-up: a clean DOM, session and antd messages after each test. */
import { afterAll, afterEach } from 'vitest';

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

// React finishes unmounts and animation frames on timers of its own, a few ticks after the last
// test of a file; give them time while the file's DOM still exists (a late one would find no
// window and fail the run).
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
});
