/**
 * The live-data socket client (/v1/ws, §4, §7): one connection per app, shared by every screen.
 *
 * - Subscriptions are counted per topic: the first subscriber of a topic sends `sub`, and `unsub`
 *   goes out when the last one has left for UNSUB_LINGER_MS (moving from home to trade hands
 *   DAY_MARKET from one screen to the next without an unsub/sub pair and a second snapshot).
 *   Every open (first or after a reconnect) re-sends `sub` for each topic still wanted, and
 *   `login` when a token exists.
 * - Heartbeat: a `ping` every SOCKET_HEARTBEAT_MS; after SOCKET_MAX_MISSED_PONGS pings with no
 *   answer the connection is dropped and made again. Any message from the server counts as an
 *   answer: it proves the connection is alive just as well as a pong does.
 * - A connection not open within SOCKET_CONNECT_TIMEOUT_MS is abandoned; reconnects wait with
 *   exponential backoff and jitter (so a restarted server is not hit by every phone at once).
 * - After a reconnect, `onResync` listeners run so screens re-fetch what they show (ticks sent
 *   while the socket was down are lost).
 * - Per-user pushes (FOREX_TRADE, FOREX_CLOSED) are not topics: the server sends them to every
 *   connection logged in as that user, without `sub` (a `sub` to them is an `unknown_topic`
 *   error). Screens `listen()` to them by type; listening sends nothing.
 *
 * The WebSocket constructor, timers and randomness are injected, so the rules are unit-tested
 * with a fake socket and fake timers; src/api/liveSocket.ts wires the browser's.
 */
import {
  FOREX_CLOSED,
  FOREX_TRADE,
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_HEARTBEAT_MS,
  SOCKET_MAX_MISSED_PONGS,
} from '@leverline/contract';

/** The part of the browser's WebSocket this client uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** WebSocket.OPEN */
const OPEN = 1;

type TimerId = ReturnType<typeof setTimeout>;

export interface SocketTimers {
  setTimeout: (fn: () => void, ms: number) => TimerId;
  clearTimeout: (id: TimerId) => void;
  setInterval: (fn: () => void, ms: number) => TimerId;
  clearInterval: (id: TimerId) => void;
}

/** A message pushed by the server (DAY_MARKET, KLINE, FOREX_TRADE, FOREX_CLOSED). */
export interface LiveMessage {
  type: string;
  topic?: string;
  data?: unknown;
}

export type LiveListener = (message: LiveMessage) => void;

export interface LiveSocketOptions {
  /** ws(s)://…/v1/ws, read at each connection attempt. */
  url: () => string;
  createSocket: (url: string) => SocketLike;
  timers?: SocketTimers;
  /** [0, 1), for the backoff jitter. */
  random?: () => number;
  /** Session token at start (later changes come through setToken). */
  token?: string | null;
  warn?: (...args: unknown[]) => void;
  backoff?: Partial<BackoffPolicy>;
  /** How long a topic nobody listens to stays subscribed (default UNSUB_LINGER_MS). */
  unsubLingerMs?: number;
}

export const UNSUB_LINGER_MS = 2000;

export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 30_000 };

/**
 * Wait before reconnect attempt `attempt` (0 = first retry): the exponential step
 * base·2^attempt, capped, of which the upper half is random ("equal jitter"), so waits grow but
 * clients that dropped together spread out.
 */
export function backoffDelay(attempt: number, random: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const step = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + (random * step) / 2);
}

/** The socket address for an API origin: http → ws, https → wss, plus /v1/ws. */
export function socketUrl(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '').replace(/^http(s?):/i, 'ws$1:')}/v1/ws`;
}

/** Types of the per-user pushes, delivered to `listen()`ers without any subscription. */
export const USER_MESSAGE_TYPES = [FOREX_TRADE, FOREX_CLOSED] as const;
export type UserMessageType = (typeof USER_MESSAGE_TYPES)[number];
const USER_TYPES: ReadonlySet<string> = new Set(USER_MESSAGE_TYPES);

export type LiveSocketState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

export interface LiveSocket {
  /** Opens the connection unless it is open or opening; a pending reconnect happens now. */
  connect(): void;
  /** Listens to a topic (DAY_MARKET, KLINE.EURUSD…); returns the unsubscribe function. */
  subscribe(topic: string, listener: LiveListener): () => void;
  /**
   * Listens to a per-user push (FOREX_TRADE, FOREX_CLOSED) of the logged-in connection; sends
   * nothing. Returns the function that stops listening.
   */
  listen(type: UserMessageType, listener: LiveListener): () => void;
  /** Logs the connection in (token) or out (null); remembered for reconnects. */
  setToken(token: string | null): void;
  /** Called after a reconnect and on resync(): re-fetch what the screen shows. */
  onResync(listener: () => void): () => void;
  resync(): void;
  state(): LiveSocketState;
  /** Closes for good (tests, teardown). */
  stop(): void;
}

const CONTROL_TYPES: ReadonlySet<string> = new Set(['pong', 'sub', 'unsub', 'login', 'logout']);

export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const timers: SocketTimers = options.timers ?? {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id),
  };
  const random = options.random ?? Math.random;
  const warn = options.warn ?? ((...args: unknown[]) => console.warn(...args));
  const policy: BackoffPolicy = { ...DEFAULT_BACKOFF, ...options.backoff };
  const lingerMs = options.unsubLingerMs ?? UNSUB_LINGER_MS;

  /** One entry per subscribe() call, so the same function subscribed twice counts twice. */
  const topics = new Map<string, Set<{ listener: LiveListener }>>();
  /** Topics with no listener left, waiting to be unsubscribed. */
  const lingering = new Map<string, TimerId>();
  const resyncListeners = new Set<() => void>();
  /** Listeners of per-user pushes, by message type. */
  const userListeners = new Map<string, Set<{ listener: LiveListener }>>();
  let token = options.token ?? null;

  let socket: SocketLike | null = null;
  let state: LiveSocketState = 'idle';
  let connectTimer: TimerId | null = null;
  let heartbeat: TimerId | null = null;
  let reconnectTimer: TimerId | null = null;
  let missedPongs = 0;
  /** Failed attempts in a row; reset once a connection has answered. */
  let attempt = 0;
  let hasBeenOpen = false;

  const send = (message: object) => {
    if (socket && state === 'open' && socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const clearTimers = () => {
    if (connectTimer !== null) timers.clearTimeout(connectTimer);
    if (heartbeat !== null) timers.clearInterval(heartbeat);
    connectTimer = heartbeat = null;
  };

  /** Forgets the current connection; reconnects after the backoff unless stopped. */
  const drop = () => {
    clearTimers();
    const old = socket;
    socket = null;
    if (old) {
      old.onopen = old.onmessage = old.onclose = old.onerror = null;
      try {
        old.close();
      } catch {
        // already closed or never opened
      }
    }
    if (state === 'stopped') return;
    state = 'waiting';
    const delay = backoffDelay(attempt, random(), policy);
    attempt += 1;
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  };

  const dispatch = (entries: Set<{ listener: LiveListener }> | undefined, message: LiveMessage) => {
    if (!entries) return;
    for (const entry of [...entries]) {
      try {
        entry.listener(message);
      } catch (error) {
        warn('live socket: a listener failed', error);
      }
    }
  };

  const receive = (raw: unknown) => {
    missedPongs = 0;
    attempt = 0;
    let message: unknown = null;
    if (typeof raw === 'string') {
      try {
        message = JSON.parse(raw);
      } catch {
        message = null;
      }
    }
    const type = message && typeof message === 'object' ? (message as { type?: unknown }).type : undefined;
    if (typeof type !== 'string') {
      // §7: a message without a type is a protocol error worth seeing in the console.
      warn('live socket: message without type', raw);
      return;
    }
    if (CONTROL_TYPES.has(type)) return;
    if (type === 'error') {
      warn('live socket: server error', message);
      return;
    }
    const live = message as LiveMessage;
    if (USER_TYPES.has(type)) {
      dispatch(userListeners.get(type), live);
      return;
    }
    // KLINE messages name their topic; DAY_MARKET is its own topic. Other types nobody
    // subscribed to (a newer server's) find no listener and are dropped.
    dispatch(topics.get(typeof live.topic === 'string' ? live.topic : type), live);
  };

  const beat = () => {
    if (missedPongs >= SOCKET_MAX_MISSED_PONGS) {
      drop();
      return;
    }
    send({ type: 'ping' });
    missedPongs += 1;
  };

  const opened = () => {
    if (connectTimer !== null) timers.clearTimeout(connectTimer);
    connectTimer = null;
    state = 'open';
    missedPongs = 0;
    if (token) send({ type: 'login', token });
    for (const [topic, entries] of topics) {
      if (entries.size > 0) {
        send({ type: 'sub', topic });
        continue;
      }
      // Nobody listens any more: this connection never needs it.
      const waiting = lingering.get(topic);
      if (waiting !== undefined) timers.clearTimeout(waiting);
      lingering.delete(topic);
      topics.delete(topic);
    }
    heartbeat = timers.setInterval(beat, SOCKET_HEARTBEAT_MS);
    if (hasBeenOpen) for (const listener of [...resyncListeners]) listener();
    hasBeenOpen = true;
  };

  function connect(): void {
    if (state === 'stopped' || socket) return;
    if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
    reconnectTimer = null;
    state = 'connecting';
    let ws: SocketLike;
    try {
      ws = options.createSocket(options.url());
    } catch (error) {
      warn('live socket: cannot connect', error);
      drop();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket === ws) opened();
    };
    ws.onmessage = (event) => {
      if (socket === ws) receive(event.data);
    };
    ws.onclose = () => {
      if (socket === ws) drop();
    };
    // An error is followed by close; nothing to do here.
    ws.onerror = () => undefined;
    connectTimer = timers.setTimeout(() => {
      connectTimer = null;
      if (socket === ws && state === 'connecting') drop();
    }, SOCKET_CONNECT_TIMEOUT_MS);
  }

  return {
    connect,
    subscribe(topic, listener) {
      let entries = topics.get(topic);
      const waiting = lingering.get(topic);
      if (waiting !== undefined) {
        timers.clearTimeout(waiting);
        lingering.delete(topic);
      }
      if (!entries) {
        entries = new Set();
        topics.set(topic, entries);
        send({ type: 'sub', topic });
      }
      const entry = { listener };
      entries.add(entry);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const current = topics.get(topic);
        if (!current) return;
        current.delete(entry);
        if (current.size > 0 || lingering.has(topic)) return;
        lingering.set(
          topic,
          timers.setTimeout(() => {
            lingering.delete(topic);
            if (topics.get(topic)?.size !== 0) return;
            topics.delete(topic);
            send({ type: 'unsub', topic });
          }, lingerMs),
        );
      };
    },
    listen(type, listener) {
      let entries = userListeners.get(type);
      if (!entries) userListeners.set(type, (entries = new Set()));
      const entry = { listener };
      entries.add(entry);
      return () => {
        entries.delete(entry);
      };
    },
    setToken(next) {
      if (next === token) return;
      token = next;
      send(next ? { type: 'login', token: next } : { type: 'logout' });
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    resync() {
      for (const listener of [...resyncListeners]) listener();
    },
    state: () => state,
    stop() {
      state = 'stopped';
      for (const waiting of lingering.values()) timers.clearTimeout(waiting);
      lingering.clear();
      if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
      reconnectTimer = null;
      drop();
    },
  };
}
