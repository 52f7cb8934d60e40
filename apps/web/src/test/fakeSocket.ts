/**
 * A fake WebSocket driven by the test (open, receive, drop), and the app's live socket built on
 * it, so screens and the socket client are tested without a network.
 */
import { setLiveSocket } from '../api/liveSocket';
import { createLiveSocket, type LiveSocket, type LiveSocketOptions, type SocketLike } from '../api/socket';

export class FakeWebSocket implements SocketLike {
  readyState = 0;
  /** JSON messages the client sent, parsed. */
  readonly sent: Record<string, unknown>[] = [];
  /** Text frames the client sent that are not JSON (the heartbeat's `ping`). */
  readonly texts: string[] = [];
  closedByClient = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      this.texts.push(data);
      return;
    }
    this.sent.push(message as Record<string, unknown>);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** The server sends a message (objects are sent as JSON, text as it is). */
  receive(message: unknown): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.({ data } as MessageEvent);
  }

  /** The connection drops. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as CloseEvent);
  }

  /** Sent messages of one type. */
  sentOf(type: string): Record<string, unknown>[] {
    return this.sent.filter((message) => message.type === type);
  }

  /** Heartbeats sent: the text frame `ping`. */
  pings(): number {
    return this.texts.filter((text) => text === 'ping').length;
  }
}

export interface FakeLive {
  socket: LiveSocket;
  /** Every WebSocket the client created, oldest first. */
  sockets: FakeWebSocket[];
  /** The newest one. */
  last: () => FakeWebSocket;
}

export function fakeLiveSocket(options: Partial<LiveSocketOptions> = {}): FakeLive {
  const sockets: FakeWebSocket[] = [];
  const socket = createLiveSocket({
    url: () => 'ws://api.test/v1/ws?lang=en',
    createSocket: (url) => {
      const ws = new FakeWebSocket(url);
      sockets.push(ws);
      return ws;
    },
    random: () => 0.5,
    warn: () => undefined,
    ...options,
  });
  return {
    socket,
    sockets,
    last: () => {
      const ws = sockets.at(-1);
      if (!ws) throw new Error('no socket was created');
      return ws;
    },
  };
}

let installed: FakeLive | null = null;

/** Makes a fake-backed socket the app's live socket (done before each test by setup.ts). */
export function installFakeLiveSocket(): FakeLive {
  installed = fakeLiveSocket();
  setLiveSocket(installed.socket);
  return installed;
}

/** The app's live socket of this test. */
export function fakeLive(): FakeLive {
  if (!installed) throw new Error('installFakeLiveSocket() was not called');
  return installed;
}
