/**
 * The bus that carries live messages (ticks, candles, per-user events) from whoever produces them
 * to every WebSocket gateway. In-process by default; with REDIS_URL it is Redis pub/sub, so each of
 * several server processes behind one address delivers every message to its own clients.
 *
 * A message's payload is the server message already serialised as JSON text: it is serialised once
 * by the producer and never parsed or re-encoded on the way, neither here nor in the gateway.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface BusMessage {
  /** Socket topic (DAY_MARKET, KLINE.EURUSD) or a per-user route (USER.42). No line breaks. */
  topic: string;
  /** What a newer message replaces for a slow client: the instrument code, the period… No line breaks. */
  key: string;
  /** The server message as JSON text, exactly as clients receive it. */
  payload: string;
}

export interface Bus {
  /** Fire and forget: never throws, never waits; failures are logged. */
  publish(message: BusMessage): void;
  /** Returns the function that removes the listener. */
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** True when messages published now would reach the other nodes (readiness). */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

type Listener = (message: BusMessage) => void;

function deliver(
  listeners: ReadonlySet<Listener>,
  message: BusMessage,
  onError: (error: unknown) => void,
): void {
  for (const listener of listeners) {
    // One failing listener must not keep the message from the others, nor reach the publisher.
    try {
      listener(message);
    } catch (error) {
      onError(error);
    }
  }
}

/** The in-process bus: publish calls every listener synchronously, in subscription order. */
export function memoryBus(log?: FastifyBaseLogger): Bus {
  const listeners = new Set<Listener>();
  const onError = (error: unknown) => {
    if (log) log.error({ err: error }, 'bus listener failed');
    else process.emitWarning(`bus listener failed: ${String(error)}`);
  };
  return {
    publish(message) {
      deliver(listeners, message, onError);
    },
    subscribe(listener) {
      // Wrapped so that subscribing the same function twice gives two independent subscriptions.
      const entry: Listener = (message) => listener(message);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    reachable: () => Promise.resolve(true),
    close() {
      listeners.clear();
      return Promise.resolve();
    },
  };
}

// ---- Redis -----------------------------------------------------------------------------------------

export const DEFAULT_CHANNEL_PREFIX = 'leverline:';

/**
 * Wire format: channel `<prefix><topic>`, message `<key>\n<payload>`. Topics and keys never hold a
 * line break, so decoding is one indexOf and two slices; the payload is not parsed again.
 */
export function encodeBusMessage(prefix: string, message: BusMessage): { channel: string; body: string } {
  return { channel: prefix + message.topic, body: `${message.key}\n${message.payload}` };
}

export function decodeBusMessage(prefix: string, channel: string, body: string): BusMessage | null {
  if (!channel.startsWith(prefix)) return null;
  const newline = body.indexOf('\n');
  if (newline < 0) return null;
  return {
    topic: channel.slice(prefix.length),
    key: body.slice(0, newline),
    payload: body.slice(newline + 1),
  };
}

function hasLineBreak(text: string): boolean {
  return text.includes('\n') || text.includes('\r');
}

export interface RedisBusOptions {
  /** Channel prefix; tests use a unique one so that runs sharing a Redis never hear each other. */
  prefix?: string;
  /** How long to wait for both connections at start before giving up. */
  connectTimeoutMs?: number;
}

/** At most one "publish failed" line per this many milliseconds, with a count of the failures. */
const ERROR_LOG_INTERVAL_MS = 10_000;

/**
 * Redis pub/sub with one publishing and one subscribing connection (a subscribed Redis connection
 * cannot publish). Resolves once both are connected and the subscription is active, so a message
 * published after it resolves reaches this process; rejects if Redis cannot be reached at start.
 * Later disconnections are retried by ioredis, which also subscribes again after a reconnect.
 * While the publisher is disconnected, messages are dropped rather than queued: a live quote that
 * arrives late is worse than none, and the next one supersedes it.
 */
export async function redisBus(
  url: string,
  log: FastifyBaseLogger,
  options: RedisBusOptions = {},
): Promise<Bus> {
  const prefix = options.prefix ?? DEFAULT_CHANNEL_PREFIX;
  const common = {
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 5000,
    // Reconnect forever with a capped backoff; the connection is logged, not fatal.
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 5000),
  };
  const publisher = new Redis(url, { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { ...common, connectionName: 'leverline-bus-sub' });
  const listeners = new Set<Listener>();

  let failedSinceLog = 0;
  let lastErrorLogMs = 0;
  const publishFailed = (error: unknown) => {
    failedSinceLog += 1;
    const now = Date.now();
    if (now - lastErrorLogMs < ERROR_LOG_INTERVAL_MS) return;
    log.error({ err: error, failed: failedSinceLog }, 'bus: publish to Redis failed');
    lastErrorLogMs = now;
    failedSinceLog = 0;
  };
  const onListenerError = (error: unknown) => log.error({ err: error }, 'bus listener failed');

  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    // Without an 'error' listener ioredis prints every failed reconnect attempt to the console.
    connection.on('error', (error: Error) =>
      log.warn({ err: error, connection: name }, 'bus: Redis connection error'),
    );
    connection.on('reconnecting', () => log.warn({ connection: name }, 'bus: reconnecting to Redis'));
  }

  subscriber.on('pmessage', (_pattern: string, channel: string, body: string) => {
    const message = decodeBusMessage(prefix, channel, body);
    if (message) deliver(listeners, message, onListenerError);
    else log.warn({ channel }, 'bus: malformed message ignored');
  });

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.psubscribe(`${prefix}*`);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(
      `Cannot reach Redis for the bus (REDIS_URL): ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  log.info({ prefix }, 'bus: Redis pub/sub connected');

  let closed = false;
  return {
    publish(message) {
      if (closed) return;
      if (hasLineBreak(message.topic) || hasLineBreak(message.key)) {
        log.error({ topic: message.topic }, 'bus: topic and key must not contain line breaks');
        return;
      }
      const { channel, body } = encodeBusMessage(prefix, message);
      publisher.publish(channel, body).catch(publishFailed);
    },
    subscribe(listener) {
      const entry: Listener = (message) => listener(message);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    async reachable() {
      if (closed || publisher.status !== 'ready' || subscriber.status !== 'ready') return false;
      try {
        return (await publisher.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      // quit() lets queued commands finish; disconnect() is the fallback when Redis is gone.
      await Promise.all(
        [publisher, subscriber].map(async (connection) => {
          if (connection.status !== 'ready') {
            connection.disconnect();
            return;
          }
          try {
            await connection.quit();
          } catch {
            connection.disconnect();
          }
        }),
      );
    },
  };
}
