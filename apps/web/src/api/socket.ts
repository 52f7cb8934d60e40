/**
 * The live-data socket client (/v1/ws, §4, §7): one connection per app, shared by every screen.
 *
 * - Subscriptions are counted per topic: the first subscriber of a topic sends `sub`, and `unsub`
 *   goes out when the last one has left for UNSUB_LINGER_MS (moving from home to trade hands
 *   DAY_MARKET from one screen to the next without an unsub/sub pair and a second snapshot).
 *   Every open (first or after a reconnect) re-sends `sub` for each topic still wanted, and
 *   `login` when a token exists.
 * - Client messages are JSON objects with the topic or token in `params` ({"type":"sub",
 *   "params":"DAY_MARKET"}, {"type":"login","params":"<token>"}); the heartbeat is the bare text
 *   frame `ping`, answered by the text frame `pong` (not JSON).
 * - Heartbeat: a `ping` every SOCKET_HEARTBEAT_MS; after SOCKET_MAX_MISSED_PONGS pings with no
 *   answer the connection is dropped and made again. Any message from the server counts as an
 *   answer: it proves the connection is alive just as well as a pong does.
 * - A connection not open within SOCKET_CONNECT_TIMEOUT_MS is abandoned; reconnects wait with
 *   exponential backoff and jitter (so a restarted server is not hit by every phone at once).
 * - After a reconnect, `onResync` listeners run so screens re-fetch what they show (ticks sent
 *   while the socket was down are lost).
 * - Pushes carry their fields on the message itself and are delivered by topic: DAY_MARKET,
 *   FOREX_TRADE and FOREX_CLOSED are their own topics, a KLINE belongs to KLINE.<symbol>. The
 *   per-user topics (FOREX_TRADE, FOREX_CLOSED) are subscribed like the others; the server
 *   delivers them only once the connection is logged in, and only the connection's own user's.
 * - The socket URL names the app's language (?lang=), so the server's replies are in it.
 *
 * The WebSocket constructor, timers and randomness are injected, so the rules are unit-tested
 * with a fake socket and fake timers; src/api/liveSocket.ts wires the browser's.
 */
import {
  klineTopic,
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_HEARTBEAT_MS,
  SOCKET_MAX_MISSED_PONGS,
  type ClientMessage,
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

/**
 * A message pushed by the server (DAY_MARKET, KLINE, FOREX_TRADE, FOREX_CLOSED), its fields on the
 * message itself; listeners check them (the contract's push checks) before use.
 */
export interface LiveMessage {
  type: string;
  [field: string]: unknown;
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

/**
 * The socket address for an API origin: http → ws, https → wss, plus /v1/ws and the language the
 * server's replies are to be in.
 */
export function socketUrl(apiBase: string, lang: string): string {
  return `${apiBase.replace(/\/+$/, '').replace(/^http(s?):/i, 'ws$1:')}/v1/ws?lang=${encodeURIComponent(lang)}`;
}

/** The heartbeat and its answer: bare text frames, not JSON. */
export const PING_FRAME = 'ping';
export const PONG_FRAME = 'pong';

export type LiveSocketState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

export interface LiveSocket {
  /** Opens the connection unless it is open or opening; a pending reconnect happens now. */
  connect(): void;
  /**
   * Listens to a topic (DAY_MARKET, KLINE.EURUSD, and the logged-in user's FOREX_TRADE and
   * FOREX_CLOSED); returns the unsubscribe function.
   */
  subscribe(topic: string, listener: LiveListener): () => void;
  /** Logs the connection in (token) or out (null); remembered for reconnects. */
  setToken(token: string | null): void;
  /** Called after a reconnect and on resync(): re-fetch what the screen shows. */
  onResync(listener: () => void): () => void;
  resync(): void;
  state(): LiveSocketState;
  /** Closes for good (tests, teardown). */
  stop(): void;
}

/**
 * Replies to the client's own messages, and the unprompted `logout` of a session that ended
 * elsewhere: nothing for a screen. The HTTP calls find out about an ended session themselves (999).
 */
const CONTROL_TYPES: ReadonlySet<string> = new Set([
  'pong',
  'login_result',
  'logout_result',
  'sub_result',
  'unsub_result',
  'logout',
]);

/** The topic a push belongs to: KLINE.<symbol> for a candle, its own type for the others. */
function topicOf(message: LiveMessage): string | undefined {
  if (message.type !== 'KLINE') return message.type;
  return typeof message.symbol === 'string' ? klineTopic(message.symbol) : undefined;
}

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

  const sendFrame = (text: string) => {
    if (socket && state === 'open' && socket.readyState === OPEN) socket.send(text);
  };
  const send = (message: ClientMessage) => sendFrame(JSON.stringify(message));

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
    // The heartbeat's answer is bare text; having arrived, it has done its work.
    if (raw === PONG_FRAME) return;
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
    // Types nobody subscribed to (a newer server's) find no listener and are dropped.
    const topic = topicOf(live);
    if (topic !== undefined) dispatch(topics.get(topic), live);
  };

  const beat = () => {
    if (missedPongs >= SOCKET_MAX_MISSED_PONGS) {
      drop();
      return;
    }
    sendFrame(PING_FRAME);
    missedPongs += 1;
  };

  const opened = () => {
    if (connectTimer !== null) timers.clearTimeout(connectTimer);
    connectTimer = null;
    state = 'open';
    missedPongs = 0;
    if (token) send({ type: 'login', params: token });
    for (const [topic, entries] of topics) {
      if (entries.size > 0) {
        send({ type: 'sub', params: topic });
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
        send({ type: 'sub', params: topic });
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
            send({ type: 'unsub', params: topic });
          }, lingerMs),
        );
      };
    },
    setToken(next) {
      if (next === token) return;
      token = next;
      send(next ? { type: 'login', params: next } : { type: 'logout' });
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
