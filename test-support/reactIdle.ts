/**
 * React (and the copy of it inside a pre-bundled UI library) runs its work from setImmediate
 * callbacks. One still queued when a test file's DOM environment is torn down runs without a
 * `window` and fails the whole run ('window is not defined'), however the tests went.
 *
 * `trackImmediates()` must run before React loads, so the scheduler captures the tracking
 * setImmediate; `reactIdle()` then waits until no such callback is queued, and none arrived for a
 * few checks, before the environment goes away. `closeImmediates()` ends the file: React work that
 * a UI library's own timers start after that (an animation's deadline, a message closing itself)
 * belongs to no test any more and is dropped instead of run against a DOM that is gone.
 */
// Node's own timer, whatever the DOM environment puts in the global scope.
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll } from 'vitest';

const queued = new Set<NodeJS.Immediate>();
let closed = false;
let restore = () => {};

function trackImmediates(): void {
  const original = globalThis.setImmediate;
  const originalClear = globalThis.clearImmediate;
  const tracked = <A extends unknown[]>(callback: (...args: A) => void, ...args: A): NodeJS.Immediate => {
    const handle: NodeJS.Immediate = original(() => {
      queued.delete(handle);
      if (!closed) callback(...args);
    });
    queued.add(handle);
    return handle;
  };
  globalThis.setImmediate = Object.assign(tracked, { __promisify__: original.__promisify__ });
  globalThis.clearImmediate = (handle: NodeJS.Immediate | undefined) => {
    if (handle) queued.delete(handle);
    originalClear(handle);
  };
  restore = () => {
    globalThis.setImmediate = original;
    globalThis.clearImmediate = originalClear;
  };
}

/** After a file's last test: what React queues from now on is dropped; anyone else gets Node's own. */
function closeImmediates(): void {
  closed = true;
  restore();
}

/** Resolves once no tracked callback has been queued for `quietChecks` checks 10 ms apart (at most `maxMs`). */
async function reactIdle(quietChecks = 3, maxMs = 3000): Promise<void> {
  const until = Date.now() + maxMs;
  let quiet = 0;
  while (quiet < quietChecks && Date.now() < until) {
    await delay(10);
    quiet = queued.size === 0 ? quiet + 1 : 0;
  }
}

/**
 * A test setup file calls this before React loads: after each file's last test, React's queued work
 * runs while the file's DOM exists, and what UI-library timers start later is dropped.
 */
export function settleReactAfterEachFile(): void {
  trackImmediates();
  afterAll(async () => {
    await reactIdle();
    closeImmediates();
  });
}
