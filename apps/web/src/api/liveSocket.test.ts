import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../features/identity/session';
import { testUser } from '../test/fakeApi';
import { fakeLive } from '../test/fakeSocket';
import { openLiveSocket } from './liveSocket';

describe('the app live socket', () => {
  it('logs in after login and out on logout', () => {
    openLiveSocket();
    const ws = fakeLive().last();
    ws.open();
    sessionStore.signIn('tok-9', testUser());
    sessionStore.setUser(testUser({ balance: '1.000000' })); // same session: nothing sent
    sessionStore.clear();
    expect(ws.sent).toEqual([{ type: 'login', token: 'tok-9' }, { type: 'logout' }]);
  });

  it('reconnects and asks screens to refresh when the page shows again', () => {
    openLiveSocket();
    fakeLive().last().drop();
    const resync = vi.fn();
    fakeLive().socket.onResync(resync);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fakeLive().sockets).toHaveLength(2);
    expect(resync).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
