/**
 * The live-data socket at /v1/ws (protocol: docs/socket.md). Clients log in, subscribe to topics
 * and ping; the gateway fans every bus message out to the topic's subscribers.
 *
 * Fan-out cost is what limits how many phones one process serves, so:
 * - a bus message becomes ONE WebSocket frame (a Buffer), and that same Buffer is written to every
 *   subscriber's socket; the payload is never parsed or serialised again here;
 * - frames for one client are gathered during an event-loop turn and written together at the end
 *   of it: one write system call per client per turn instead of one per message;
 * - a client whose socket does not drain (more than `slowBufferedBytes` waiting) receives nothing
 *   more for a while: the newest frame per (topic, key) is kept and written when it drains, so
 *   it catches up with current prices instead of a backlog; if it stays stuck for `stuckDropMs`
 *   it is disconnected.
 * `ws` does the handshake, reads and validates incoming frames and answers control frames; outgoing
 * data frames are written by this module directly to the upgraded socket (as prepared frames).
 *
 * What a client sends is bounded before it costs anything: every message (control frames too)
 * draws from a per-connection token bucket and a connection that empties it is closed; a login
 * (a database look-up) runs one at a time per connection, within per-connection and per-address
 * limits, and never for a connection that has closed.
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import { FOREX_CLOSED, FOREX_TRADE, NOTICE, SUPPORT_CHAT, normalizeLang, type ClientMessage, type Lang, type ServerMessage } from '@leverline/contract';
import { translate } from '../i18n/translate.js';
import type { AuthSession, RevokedSessions } from '../http/context.js';
import type { Bus, BusMessage } from '../platform/bus.js';
import { memoryLimiter } from '../platform/limiter.js';
import { WATCHING_REFRESH_MS, watchingMessage } from '../platform/watching.js';
import { parseFrame, TEXT_PING, type SocketErrorCode } from './client-message.js';
import { textFrame } from './frame.js';

export const WS_PATH = '/v1/ws';
/**
 * Bus topics `USER.{userId}` go to that user's logged-in sockets (not subscribable as such). The
 * bus message's key starts with the client topic it belongs to (FOREX_TRADE, FOREX_CLOSED.…, NOTICE.…),
 * and a socket receives it only when it subscribed to that topic.
 */
export const USER_TOPIC_PREFIX = 'USER.';
/** Client topics whose messages come per user, through USER.{id}, rather than to every subscriber. */
export const USER_TOPICS: ReadonlySet<string> = new Set([FOREX_TRADE, FOREX_CLOSED, SUPPORT_CHAT, NOTICE]);
/**
 * Bus topic telling every gateway that sessions ended early (payload: RevokedSessions as JSON);
 * sockets logged in with them are logged out. Not subscribable by clients.
 */
export const SESSIONS_REVOKED_TOPIC = 'SESSIONS.REVOKED';

export interface GatewayLimits {
  /** Largest client message answered normally; larger ones get a `too_large` error. */
  maxMessageBytes: number;
  /** A client with more than this many bytes waiting to be sent is treated as slow. */
  slowBufferedBytes: number;
  /** A client slow for this long is disconnected. */
  stuckDropMs: number;
  maxTopicsPerClient: number;
  /** A client that sends nothing (not even a ping) for this long is disconnected. */
  idleTimeoutMs: number;
  /** Messages a connection may send at once; the allowance refills at `messagesPerSecond`. */
  messageBurst: number;
  messagesPerSecond: number;
  /** Logins one connection may send per minute; past it the connection is closed. */
  loginsPerConnectionMinute: number;
  /** Logins from one network address per minute, over all its connections; past it they are refused. */
  loginsPerAddressMinute: number;
}

export const DEFAULT_GATEWAY_LIMITS: GatewayLimits = {
  maxMessageBytes: 4096,
  slowBufferedBytes: 256 * 1024,
  stuckDropMs: 10_000,
  maxTopicsPerClient: 64,
  // Clients ping every 5 s (SOCKET_HEARTBEAT_MS), so 30 s is six missed heartbeats.
  idleTimeoutMs: 30_000,
  // The app sends a login and a handful of subs on each navigation and a ping every 5 s.
  messageBurst: 60,
  messagesPerSecond: 20,
  loginsPerConnectionMinute: 10,
  // Generous for many phones behind one carrier-grade NAT, small next to a flood.
  loginsPerAddressMinute: 300,
};

/** Above this a client message is not even read: `ws` closes the connection with 1009. */
export function hardMessageLimit(maxMessageBytes: number): number {
  return Math.max(64 * 1024, maxMessageBytes * 4);
}

/** Close codes the gateway uses (4000–4999 are for applications, RFC 6455 §7.4.2). */
export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_IDLE = 4000;
/** The client sent more than its message or login allowance. */
export const CLOSE_RATE_LIMIT = 4008;

export interface GatewayOptions {
  server: http.Server;
  /** Defaults to /v1/ws. */
  path?: string;
  bus: Bus;
  authenticate: (token: string) => Promise<AuthSession | null>;
  /** Payloads sent right after a sub is acknowledged (latest quotes, latest candle); [] if none. */
  snapshot: (topic: string) => string[];
  /** Whether a topic that matches the contract's pattern names something that exists (e.g. a known instrument). */
  knownTopic?: (topic: string) => boolean;
  log: FastifyBaseLogger;
  limits?: Partial<GatewayLimits>;
  /** The client's network address (behind trusted proxies, see http/client-address.ts). */
  clientAddress?: (request: http.IncomingMessage) => string;
}

export interface GatewayStats {
  connections: number;
  /** Connections currently held back as slow consumers. */
  slow: number;
  /** Topics with at least one subscriber. */
  topics: number;
  /** Connections logged in as a user. */
  users: number;
}

export interface Gateway {
  connections(): number;
  stats(): GatewayStats;
  /**
   * Sends a serialised server message to this user's sockets on this process that subscribed to
   * the topic `key` starts with (FOREX_TRADE, FOREX_CLOSED.…).
   */
  publishToUser(userId: number, payload: string, key: string): void;
  /** Closes every socket with 1001 and stops listening; resolves when all are closed. */
  close(): Promise<void>;
}

class Client {
  readonly topics = new Set<string>();
  userId: number | null = null;
  /** The token the connection logged in with: the same login again is answered at once. */
  token: string | null = null;
  sessionId: number | null = null;
  /** Logs the socket out when its session reaches its absolute expiry. */
  sessionTimer: NodeJS.Timeout | null = null;
  lastSeenMs: number;
  /** Frames to write at the end of this turn; null when the client is not in the dirty list. */
  outbox: Buffer[] | null = null;
  outboxBytes = 0;
  /** While slow: the newest frame per topic+key, oldest first. */
  pending: Map<string, Buffer> | null = null;
  slowSinceMs = 0;
  drainHooked = false;
  /** Logins and logouts run one after another so their replies and effects keep their order. */
  authQueue: Promise<void> | null = null;
  /** A login is queued or being checked. */
  loginPending = false;
  /** The one login that waits for it (a newer one replaces it, and the replaced one is refused). */
  nextLogin: string | null = null;
  /** Logins sent in the current minute, from `loginWindowMs`. */
  loginsInWindow = 0;
  loginWindowMs = 0;
  /** Message allowance left (token bucket) and when it was last refilled. */
  allowance: number;
  allowanceAtMs: number;
  closed = false;

  constructor(
    readonly id: number,
    readonly ws: WebSocket,
    readonly socket: Duplex,
    readonly address: string,
    /** The language of the connection's replies (`?lang=` on the URL, else the `lang` header). */
    readonly lang: Lang,
    now: number,
    burst: number,
  ) {
    this.lastSeenMs = now;
    this.allowance = burst;
    this.allowanceAtMs = now;
  }
}

const PONG_FRAME = textFrame(JSON.stringify({ type: 'pong' } satisfies ServerMessage));
const TEXT_PONG_FRAME = textFrame('pong');
const FRAME_CACHE_LIMIT = 4096;

function rawByteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data.byteLength;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '';
  const query = raw.indexOf('?');
  return query < 0 ? raw : raw.slice(0, query);
}

/** The connection's language: `?lang=` on the URL (browsers cannot set headers on a socket), else the `lang` header. */
function languageOf(request: http.IncomingMessage): Lang {
  const url = request.url ?? '';
  const query = url.indexOf('?');
  const fromQuery = query < 0 ? null : new URLSearchParams(url.slice(query + 1)).get('lang');
  const header = request.headers.lang;
  return normalizeLang(fromQuery ?? (typeof header === 'string' ? header : undefined));
}

function rejectUpgrade(socket: Duplex, status: string): void {
  socket.on('error', () => undefined);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function createGateway(options: GatewayOptions): Gateway {
  const limits: GatewayLimits = { ...DEFAULT_GATEWAY_LIMITS, ...options.limits };
  const { log, bus, server } = options;
  const wsPath = options.path ?? WS_PATH;
  const knownTopic = options.knownTopic ?? (() => true);
  const addressOf = options.clientAddress ?? ((request: http.IncomingMessage) => request.socket.remoteAddress ?? '');
  const loginsByAddress = memoryLimiter(50_000);
  const addressLoginRule = { max: limits.loginsPerAddressMinute, windowMs: 60_000 };
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: hardMessageLimit(limits.maxMessageBytes),
  });

  const clients = new Set<Client>();
  const byTopic = new Map<string, Set<Client>>();
  const byUser = new Map<number, Set<Client>>();
  const slowClients = new Set<Client>();
  let nextClientId = 1;
  let userMessageSeq = 0;
  let closing = false;

  // ---- writing ----------------------------------------------------------------------------------

  let dirty: Client[] = [];
  let flushScheduled = false;

  const writeFrames = (client: Client, frames: readonly Buffer[], bytes: number) => {
    if (client.closed || client.ws.readyState !== WebSocket.OPEN) return;
    try {
      // One frame: the shared Buffer itself. Several: copied into one Buffer and written once.
      // One system call a client: at the fan-out bench's peak this delivers a fifth more than cork()
      // with one write per frame.
      client.socket.write(frames.length === 1 ? frames[0]! : Buffer.concat(frames, bytes));
    } catch (error) {
      log.warn({ err: error, client: client.id }, 'ws: write failed');
      drop(client, null, 'write failed');
    }
  };

  const flush = () => {
    flushScheduled = false;
    const batch = dirty;
    dirty = [];
    for (const client of batch) {
      const frames = client.outbox;
      const bytes = client.outboxBytes;
      client.outbox = null;
      client.outboxBytes = 0;
      if (frames) writeFrames(client, frames, bytes);
    }
  };

  const enqueue = (client: Client, frame: Buffer) => {
    if (client.closed) return;
    if (client.outbox === null) {
      client.outbox = [frame];
      dirty.push(client);
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
    } else {
      client.outbox.push(frame);
    }
    client.outboxBytes += frame.length;
  };

  const resume = (client: Client) => {
    if (client.closed || client.slowSinceMs === 0) return;
    const pending = client.pending;
    client.slowSinceMs = 0;
    slowClients.delete(client);
    if (pending && pending.size > 0) {
      const frames = [...pending.values()];
      pending.clear();
      for (const frame of frames) enqueue(client, frame);
    }
  };

  const markSlow = (client: Client, now: number) => {
    client.slowSinceMs = now;
    client.pending ??= new Map();
    slowClients.add(client);
    if (!client.drainHooked) {
      client.drainHooked = true;
      client.socket.on('drain', () => resume(client));
    }
  };

  /** A data frame (a quote, a candle, a user event): coalesced per `pendingKey` while the client is slow. */
  const sendData = (client: Client, frame: Buffer, pendingKey: string) => {
    if (client.closed) return;
    if (client.slowSinceMs === 0) {
      if (client.socket.writableLength + client.outboxBytes <= limits.slowBufferedBytes) {
        enqueue(client, frame);
        return;
      }
      markSlow(client, Date.now());
    }
    const pending = client.pending!;
    // Delete first so the map stays in order of last update: the client gets the newest last.
    pending.delete(pendingKey);
    pending.set(pendingKey, frame);
  };

  /**
   * Replies to the client's own messages are small and always sent, in order. A client that keeps
   * sending without reading would make them pile up, so a backlog marks it slow (the stuck timer
   * then applies) and four times the threshold ends it at once.
   */
  const sendReply = (client: Client, frame: Buffer) => {
    if (client.closed) return;
    const backlog = client.socket.writableLength + client.outboxBytes;
    if (backlog > limits.slowBufferedBytes * 4) {
      log.warn({ client: client.id, bufferedBytes: backlog }, 'ws: client sends without reading; dropped');
      drop(client, null, 'not reading');
      return;
    }
    if (backlog > limits.slowBufferedBytes && client.slowSinceMs === 0) markSlow(client, Date.now());
    enqueue(client, frame);
  };

  const reply = (client: Client, message: ServerMessage) => {
    sendReply(client, textFrame(JSON.stringify(message)));
  };

  const replyError = (client: Client, code: SocketErrorCode, msg: string) => {
    reply(client, { type: 'error', code, msg });
  };

  // Snapshots repeat (every client asks for DAY_MARKET on connect): keep their frames.
  let frameCache = new Map<string, Buffer>();
  const cachedFrame = (payload: string): Buffer => {
    let frame = frameCache.get(payload);
    if (!frame) {
      if (frameCache.size >= FRAME_CACHE_LIMIT) frameCache = new Map();
      frame = textFrame(payload);
      frameCache.set(payload, frame);
    }
    return frame;
  };

  // ---- subscriptions and users ------------------------------------------------------------------

  const unsubscribe = (client: Client, topic: string) => {
    if (!client.topics.delete(topic)) return;
    const set = byTopic.get(topic);
    if (set) {
      set.delete(client);
      if (set.size === 0) byTopic.delete(topic);
    }
    if (client.pending) {
      const prefix = `${topic}\n`;
      for (const key of [...client.pending.keys()]) if (key.startsWith(prefix)) client.pending.delete(key);
    }
  };

  const setUser = (client: Client, session: AuthSession | null) => {
    if (client.userId !== null) {
      const set = byUser.get(client.userId);
      set?.delete(client);
      if (set?.size === 0) byUser.delete(client.userId);
    }
    if (client.sessionTimer) clearTimeout(client.sessionTimer);
    client.sessionTimer = null;
    const userId = session && !client.closed ? session.userId : null;
    client.userId = userId;
    client.sessionId = userId !== null && session ? session.sessionId : null;
    if (userId !== null && session?.expiresAt) {
      // setTimeout holds at most ~24.8 days; a longer session is re-armed when that fires.
      const arm = () => {
        const left = session.expiresAt!.getTime() - Date.now();
        client.sessionTimer = setTimeout(
          left > 2 ** 31 - 1 ? arm : () => endSession(client),
          Math.min(left, 2 ** 31 - 1),
        );
        client.sessionTimer.unref();
      };
      arm();
    }
    if (userId !== null && !client.closed) {
      let set = byUser.get(userId);
      if (!set) {
        byUser.set(userId, (set = new Set()));
        // The engine builds FOREX_TRADE only for users a gateway names (platform/watching.ts).
        bus.publish(watchingMessage([userId]));
      }
      set.add(client);
    }
  };

  const detach = (client: Client) => {
    if (client.closed) return;
    client.closed = true;
    clients.delete(client);
    slowClients.delete(client);
    for (const topic of [...client.topics]) unsubscribe(client, topic);
    setUser(client, null);
    client.outbox = null;
    client.pending = null;
  };

  /** Ends a connection: with a close frame when `code` is given and the socket can take one, else at once. */
  const drop = (client: Client, code: number | null, reason: string) => {
    const wasSlow = client.slowSinceMs !== 0;
    detach(client);
    try {
      if (code !== null && !wasSlow && client.ws.readyState === WebSocket.OPEN) client.ws.close(code, reason);
      else client.ws.terminate();
    } catch (error) {
      log.warn({ err: error, client: client.id }, 'ws: close failed');
      client.socket.destroy();
    }
  };

  // ---- fan-out ------------------------------------------------------------------------------------

  const publishToUser = (userId: number, payload: string, key: string) => {
    const set = byUser.get(userId);
    if (!set || set.size === 0) return;
    const dot = key.indexOf('.');
    const topic = dot < 0 ? key : key.slice(0, dot);
    let frame: Buffer | undefined;
    // A FOREX_TRADE replaces the one before it while a client is slow; each FOREX_CLOSED is kept.
    const pendingKey = `${USER_TOPIC_PREFIX}\n${topic === FOREX_TRADE ? key : `${key}#${++userMessageSeq}`}`;
    for (const client of [...set]) {
      if (!client.topics.has(topic)) continue;
      frame ??= textFrame(payload);
      try {
        sendData(client, frame, pendingKey);
      } catch (error) {
        log.warn({ err: error, client: client.id }, 'ws: send to a user failed');
        drop(client, null, 'send failed');
      }
    }
  };

  /** The socket's session ended: it is no longer this user's, and the app is told. */
  const endSession = (client: Client) => {
    if (client.closed || client.userId === null) return;
    setUser(client, null);
    reply(client, { type: 'logout', msg: translate(client.lang, 'session_invalid') });
  };

  const onRevoked = (revoked: RevokedSessions) => {
    if ('sessionId' in revoked) {
      for (const set of byUser.values())
        for (const client of [...set]) if (client.sessionId === revoked.sessionId) endSession(client);
      return;
    }
    for (const client of [...(byUser.get(revoked.userId) ?? [])]) {
      if (client.sessionId !== revoked.exceptSessionId) endSession(client);
    }
  };

  const onBusMessage = (message: BusMessage) => {
    if (message.topic === SESSIONS_REVOKED_TOPIC) {
      try {
        onRevoked(JSON.parse(message.payload) as RevokedSessions);
      } catch (error) {
        log.warn({ err: error }, 'ws: session revocation not understood');
      }
      return;
    }
    if (message.topic.startsWith(USER_TOPIC_PREFIX)) {
      const userId = Number(message.topic.slice(USER_TOPIC_PREFIX.length));
      if (Number.isSafeInteger(userId)) publishToUser(userId, message.payload, message.key);
      return;
    }
    const subscribers = byTopic.get(message.topic);
    if (!subscribers || subscribers.size === 0) return;
    const frame = textFrame(message.payload);
    const pendingKey = `${message.topic}\n${message.key}`;
    for (const client of subscribers) {
      // Writes happen later, per client, each guarded; this guard is for anything else one client
      // could throw, so that it never costs the others their update.
      try {
        sendData(client, frame, pendingKey);
      } catch (error) {
        log.warn({ err: error, client: client.id }, 'ws: fan-out to a client failed');
        drop(client, null, 'fan-out failed');
      }
    }
  };

  // ---- what a client may send -------------------------------------------------------------------

  /** Takes one message from the client's allowance; false when it is used up. */
  const allow = (client: Client, now: number): boolean => {
    const refill = ((now - client.allowanceAtMs) / 1000) * limits.messagesPerSecond;
    client.allowance = Math.min(limits.messageBurst, client.allowance + refill);
    client.allowanceAtMs = now;
    if (client.allowance < 1) return false;
    client.allowance -= 1;
    return true;
  };

  /**
   * Ends a connection that sent more than it may: a close frame saying why, then nothing more is
   * read from it (a flood stops costing CPU at once) and the socket is cut a moment later.
   */
  const closeForRate = (client: Client, what: string) => {
    if (client.closed) return;
    log.warn({ client: client.id, address: client.address }, `ws: ${what}; connection closed`);
    drop(client, CLOSE_RATE_LIMIT, what);
    client.socket.pause();
    setTimeout(() => client.socket.destroy(), 1000).unref();
  };

  /** Counts a login against the connection's minute; false past loginsPerConnectionMinute. */
  const countLogin = (client: Client, now: number): boolean => {
    if (now - client.loginWindowMs >= 60_000) {
      client.loginWindowMs = now;
      client.loginsInWindow = 0;
    }
    client.loginsInWindow += 1;
    return client.loginsInWindow <= limits.loginsPerConnectionMinute;
  };

  // ---- client messages --------------------------------------------------------------------------

  const runAuth = (client: Client, step: () => Promise<void>) => {
    const previous = client.authQueue ?? Promise.resolve();
    const next = previous.then(step).catch((error: unknown) => {
      log.error({ err: error, client: client.id }, 'ws: login handling failed');
    });
    client.authQueue = next;
  };

  /**
   * Checks a token for the connection: one check at a time, and none for a connection that has
   * closed. A login sent meanwhile waits for this one (nextLogin) and runs after it.
   */
  const startLogin = (client: Client, token: string) => {
    client.loginPending = true;
    runAuth(client, async () => {
      try {
        if (client.closed) return;
        let session: AuthSession | null = null;
        try {
          session = await options.authenticate(token);
        } catch (error) {
          log.error({ err: error, client: client.id }, 'ws: authenticate failed');
        }
        if (client.closed) return;
        setUser(client, session);
        client.token = session ? token : null;
        reply(client, {
          type: 'login_result',
          code: session ? 1 : 0,
          msg: translate(client.lang, session ? 'ws.login_ok' : 'ws.login_failed'),
        });
      } finally {
        client.loginPending = false;
        const next = client.nextLogin;
        client.nextLogin = null;
        if (next !== null && !client.closed) startLogin(client, next);
      }
    });
  };

  const handle = (client: Client, message: ClientMessage) => {
    switch (message.type) {
      case 'ping':
        sendReply(client, PONG_FRAME);
        return;
      case 'sub': {
        const topic = message.params;
        if (!knownTopic(topic)) {
          replyError(client, 'unknown_topic', `unknown topic: ${topic}`);
          return;
        }
        if (!client.topics.has(topic)) {
          if (client.topics.size >= limits.maxTopicsPerClient) {
            replyError(
              client,
              'too_many_topics',
              `at most ${limits.maxTopicsPerClient} topics per connection`,
            );
            return;
          }
          client.topics.add(topic);
          // Per-user topics are delivered through byUser (publishToUser), not to every subscriber.
          if (!USER_TOPICS.has(topic)) {
            let set = byTopic.get(topic);
            if (!set) byTopic.set(topic, (set = new Set()));
            set.add(client);
          }
        }
        reply(client, { type: 'sub_result', topic, msg: translate(client.lang, 'ws.subscribed', { topic }) });
        let payloads: string[] = [];
        try {
          payloads = options.snapshot(topic);
        } catch (error) {
          log.error({ err: error, topic }, 'ws: snapshot failed');
        }
        payloads.forEach((payload, index) =>
          sendData(client, cachedFrame(payload), `${topic}\n#snapshot${index}`),
        );
        return;
      }
      case 'unsub':
        unsubscribe(client, message.params);
        reply(client, { type: 'unsub_result', topic: message.params, msg: translate(client.lang, 'ws.unsubscribed', { topic: message.params }) });
        return;
      case 'login': {
        const token = message.params;
        // The family's apps send the login again on every page: the same token on a connection
        // already logged in with it is answered at once, without a look-up or a count.
        if (client.userId !== null && client.token === token && !client.loginPending) {
          reply(client, { type: 'login_result', code: 1, msg: translate(client.lang, 'ws.login_ok') });
          return;
        }
        const now = Date.now();
        if (!countLogin(client, now)) {
          closeForRate(client, 'too many logins');
          return;
        }
        if (loginsByAddress.hit(client.address, addressLoginRule, now) > 0) {
          replyError(client, 'rate_limited', 'too many logins from this address; try again in a minute');
          return;
        }
        if (client.loginPending) {
          if (client.nextLogin !== null) replyError(client, 'login_pending', 'a newer login replaced this one');
          client.nextLogin = token;
          return;
        }
        startLogin(client, token);
        return;
      }
      case 'logout':
        if (client.nextLogin !== null) {
          replyError(client, 'login_pending', 'a logout replaced this login');
          client.nextLogin = null;
        }
        runAuth(client, () => {
          if (client.closed) return Promise.resolve();
          setUser(client, null);
          client.token = null;
          reply(client, { type: 'logout_result', code: 1, msg: translate(client.lang, 'logout_success') });
          return Promise.resolve();
        });
        return;
      default: {
        const never: never = message;
        replyError(
          client,
          'unknown_type',
          `unknown message type: ${String((never as { type?: unknown }).type)}`,
        );
      }
    }
  };

  const onMessage = (client: Client, data: RawData, isBinary: boolean) => {
    if (client.closed) return;
    const now = Date.now();
    client.lastSeenMs = now;
    if (!allow(client, now)) {
      closeForRate(client, 'too many messages');
      return;
    }
    try {
      if (isBinary) {
        replyError(client, 'bad_message', 'messages must be JSON text frames');
        return;
      }
      if (rawByteLength(data) > limits.maxMessageBytes) {
        replyError(client, 'too_large', `messages are limited to ${limits.maxMessageBytes} bytes`);
        return;
      }
      const text = rawText(data);
      if (text === TEXT_PING) {
        sendReply(client, TEXT_PONG_FRAME);
        return;
      }
      const messages = parseFrame(text);
      for (let i = 0; i < messages.length; i++) {
        // Every message of an array draws from the allowance like a frame of its own.
        if (i > 0 && !allow(client, now)) {
          closeForRate(client, 'too many messages');
          return;
        }
        const parsed = messages[i]!;
        if (parsed.ok) handle(client, parsed.message);
        else replyError(client, parsed.code, parsed.msg);
        if (client.closed) return;
      }
    } catch (error) {
      log.error({ err: error, client: client.id }, 'ws: message handling failed');
      replyError(client, 'server_error', 'the message could not be handled');
    }
  };

  // ---- connections ------------------------------------------------------------------------------

  const onConnection = (ws: WebSocket, socket: Duplex, address: string, lang: Lang) => {
    const client = new Client(nextClientId++, ws, socket, address, lang, Date.now(), limits.messageBurst);
    clients.add(client);
    ws.on('message', (data, isBinary) => onMessage(client, data, isBinary));
    ws.on('ping', () => {
      if (client.closed) return;
      const now = Date.now();
      client.lastSeenMs = now;
      if (!allow(client, now)) closeForRate(client, 'too many messages');
    });
    ws.on('error', (error) => {
      // Protocol errors (bad frames, 1009 for oversize) end the connection; ws closes it itself.
      log.debug({ err: error, client: client.id }, 'ws: connection error');
    });
    ws.on('close', () => detach(client));
  };

  const onUpgrade = (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(request.url) !== wsPath) {
      rejectUpgrade(socket, '404 Not Found');
      return;
    }
    if (closing) {
      rejectUpgrade(socket, '503 Service Unavailable');
      return;
    }
    try {
      const address = addressOf(request);
      const lang = languageOf(request);
      wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, socket, address, lang));
    } catch (error) {
      log.warn({ err: error }, 'ws: upgrade failed');
      socket.destroy();
    }
  };
  server.on('upgrade', onUpgrade);

  const unsubscribeBus = bus.subscribe(onBusMessage);

  // ---- housekeeping: slow and idle clients ------------------------------------------------------

  const sweepMs = Math.max(
    10,
    Math.min(1000, Math.floor(Math.min(limits.stuckDropMs, limits.idleTimeoutMs) / 4)),
  );
  const sweep = () => {
    const now = Date.now();
    for (const client of [...slowClients]) {
      if (client.socket.writableLength <= limits.slowBufferedBytes / 2) {
        // Drained below the threshold without a 'drain' event (the threshold can be below the
        // socket's own high-water mark).
        resume(client);
      } else if (now - client.slowSinceMs > limits.stuckDropMs) {
        log.warn(
          { client: client.id, bufferedBytes: client.socket.writableLength },
          'ws: slow consumer dropped',
        );
        drop(client, null, 'slow consumer');
      }
    }
    for (const client of clients) {
      if (now - client.lastSeenMs > limits.idleTimeoutMs) {
        log.debug({ client: client.id }, 'ws: idle connection closed');
        drop(client, CLOSE_IDLE, 'idle timeout');
      }
    }
  };
  const sweeper = setInterval(sweep, sweepMs);
  sweeper.unref();
  const naming = setInterval(() => {
    if (byUser.size > 0) bus.publish(watchingMessage(byUser.keys()));
  }, WATCHING_REFRESH_MS);
  naming.unref();

  return {
    connections: () => clients.size,
    stats: () => ({
      connections: clients.size,
      slow: slowClients.size,
      topics: byTopic.size,
      users: [...byUser.values()].reduce((sum, set) => sum + set.size, 0),
    }),
    publishToUser,
    async close() {
      if (closing) return;
      closing = true;
      server.off('upgrade', onUpgrade);
      unsubscribeBus();
      clearInterval(sweeper);
      clearInterval(naming);
      flush();
      const open = [...clients].map((client) => client.ws);
      const closed = open.map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === WebSocket.CLOSED) resolve();
            else ws.once('close', () => resolve());
          }),
      );
      for (const client of [...clients]) drop(client, CLOSE_GOING_AWAY, 'server shutting down');
      // Clients have a moment to answer the close frame; then the sockets are cut.
      const deadline = setTimeout(() => {
        for (const ws of open) if (ws.readyState !== WebSocket.CLOSED) ws.terminate();
      }, 2000);
      await Promise.all(closed);
      clearTimeout(deadline);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
