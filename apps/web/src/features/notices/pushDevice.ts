/**
 * This browser's Web Push subscription: made with the server's VAPID key through the app's
 * service worker (public/sw.js shows what arrives), and told to the server. On iPhone and iPad a
 * web app receives pushes only once it is added to the home screen (iOS 16.4 and later).
 */
import { routes } from '@leverline/contract';
import { call } from '../../api/client';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

export async function pushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function base64url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  let text = '';
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Asks the browser's permission, subscribes with `serverKey` and tells the server; resolves to the new state. */
export async function turnPushOn(serverKey: string): Promise<PushState> {
  const reg = await registration();
  if (!reg || !serverKey) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(serverKey) }));
  await call(routes.pushSubscribe, { endpoint: subscription.endpoint, p256dh: base64url(subscription.getKey('p256dh')), auth: base64url(subscription.getKey('auth')) });
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) {
    await call(routes.pushUnsubscribe, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}
