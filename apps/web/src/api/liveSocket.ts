/**
 * The app's one live socket (socket.ts) wired to this browser: its address from the API base and
 * the current language (read at each connection attempt), the session token (login after login, logout on logout), and a resync when the page becomes
 * visible again or the device comes back online. Created on first use; tests swap in a socket
 * over a fake WebSocket with setLiveSocket().
 */
import { sessionStore } from '../features/identity/session';
import { currentLang } from '../i18n/i18n';
import { apiBase } from './client';
import { createLiveSocket, socketUrl, type LiveSocket } from './socket';

let instance: LiveSocket | null = null;
let unwire: (() => void) | null = null;

function wire(socket: LiveSocket): () => void {
  const stopSession = sessionStore.subscribe(() => socket.setToken(sessionStore.get().token));
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    socket.connect();
    socket.resync();
  };
  const onOnline = () => socket.connect();
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onOnline);
  return () => {
    stopSession();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onOnline);
  };
}

/** Uses `socket` as the app's live socket (tests); null stops and forgets the current one. */
export function setLiveSocket(socket: LiveSocket | null): void {
  unwire?.();
  unwire = null;
  instance?.stop();
  instance = socket;
  if (socket) unwire = wire(socket);
}

/** The app's live socket, created on first use (not connected until connect()). */
export function liveSocket(): LiveSocket {
  if (instance) return instance;
  const socket = createLiveSocket({
    url: () => socketUrl(apiBase(), currentLang()),
    createSocket: (url) => new WebSocket(url),
    token: sessionStore.get().token,
  });
  setLiveSocket(socket);
  return socket;
}

/** §2: on every navigation the socket is (re)opened if it is not open. */
export function openLiveSocket(): void {
  liveSocket().connect();
}
