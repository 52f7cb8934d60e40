/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and encrypted payloads (RFC 8291), through the
 * `web-push` package: the browser's push service (Apple's, Google's, Mozilla's) carries the
 * message to the device, where the app's service worker shows it even with the app closed.
 *
 * The server's VAPID key pair identifies it to push services; a subscription made with one public
 * key only accepts pushes signed with its private key, so the pair must survive restarts and be the
 * same on every node: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or let the first start write
 * DATA_DIR/vapid.json (readable by the server's user only) and share that folder.
 */
import fs from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The keys from the environment, else from DATA_DIR/vapid.json, else new ones written there. */
export function loadVapidKeys(dataDir: string, fromEnv: VapidKeys | undefined): VapidKeys {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'vapid.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    throw new Error(`${file} does not hold a VAPID key pair; delete it to make a new one`);
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  // wx: two nodes starting at once on a shared folder must not overwrite each other's pair.
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadVapidKeys(dataDir, undefined);
    throw error;
  }
  return keys;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * sent: the push service took it; gone: the subscription no longer exists (forget it); retry: a
 * failure that may pass (no answer, 5xx, 429), worth another attempt later; rejected: the push
 * service refused this push for good (another 4xx), so sending it again would fail again.
 */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'rejected';

export interface PushSender {
  /** The VAPID public key the app subscribes with (base64url). */
  readonly publicKey: string;
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** How long a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 3600;

/** `agent`: how to reach push services (tests pass one that trusts their local receiver's certificate). */
export function webPushSender(keys: VapidKeys, subject: string, log: FastifyBaseLogger, agent?: Agent): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
          timeout: 10_000,
          ...(agent ? { agent } : {}),
        });
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        // 404 and 410: the browser unsubscribed or the subscription expired (RFC 8030 §7.3).
        if (status === 404 || status === 410) return 'gone';
        log.warn({ err: error, status, host: hostOf(target.endpoint) }, 'web push not delivered');
        return pushFailure(status);
      }
    },
  };
}

/** What a failed push's HTTP status (none when no answer came) says about trying again (RFC 8030 §5, RFC 6585). */
export function pushFailure(status: number | undefined): 'retry' | 'rejected' {
  if (status === undefined || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '?';
  }
}
