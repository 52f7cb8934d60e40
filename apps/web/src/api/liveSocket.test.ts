import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../features/identity/session';
import { changeLang } from '../i18n/i18n';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi } from '../test/fakeApi';
import { fakeLive } from '../test/fakeSocket';
import { openLiveSocket, setLiveSocket } from './liveSocket';

describe('the app live socket', () => {
  it('logs in after login and out on logout', () => {
    openLiveSocket();
    const ws = fakeLive().last();
    ws.open();
    sessionStore.signIn('tok-9', testUser());
    sessionStore.setUser(testUser({ balance: 1 })); // same session: nothing sent
    sessionStore.clear();
    expect(ws.sent).toEqual([{ type: 'login', params: 'tok-9' }, { type: 'logout' }]);
  });

  it('connects to the API host in the current language', async () => {
    serveFakeApi({});
    const urls: string[] = [];
    vi.stubGlobal(
      'WebSocket',
      class {
        readyState = 0;
        constructor(url: string) {
          urls.push(url);
        }
        close() {}
      },
    );
    try {
      setLiveSocket(null);
      openLiveSocket();
      await changeLang('hk');
      setLiveSocket(null); // a new socket, as after a reload
      openLiveSocket();
      expect(urls).toEqual(['ws://api.test/v1/ws?lang=en', 'ws://api.test/v1/ws?lang=hk']);
    } finally {
      await changeLang('en');
      setLiveSocket(null);
      vi.unstubAllGlobals();
    }
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
