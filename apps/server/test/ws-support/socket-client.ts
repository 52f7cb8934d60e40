/**
 * Helpers for live-socket tests: a gateway on a real HTTP server on 127.0.0.1 (ephemeral port)
 * with an in-memory bus, and a `ws` client whose received messages can be awaited one by one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import WebSocket from 'ws';
import { memoryBus, type Bus } from '../../src/platform/bus.js';
import { createGateway, type Gateway, type GatewayOptions } from '../../src/ws/gateway.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Received = any;

export class SocketClient {
  readonly inbox: Received[] = [];
  /** Every message in arrival order (never consumed). */
  readonly history: Received[] = [];
  closeCode: number | null = null;
  private readonly closed: Promise<number>;
  private wake: (() => void) | null = null;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      // The heartbeat's answer is the bare text "pong"; everything else is JSON.
      const message: Received = text.startsWith('{') ? JSON.parse(text) : { text };
      this.inbox.push(message);
      this.history.push(message);
      this.wake?.();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code) => {
        this.closeCode = code;
        this.wake?.();
        resolve(code);
      });
    });
    ws.on('error', () => undefined);
  }

  static open(url: string): Promise<SocketClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const client = new SocketClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Removes and returns the first received message that matches, waiting for it if needed. */
  async take(match: (message: Received) => boolean = () => true, timeoutMs = 5000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.inbox.findIndex(match);
      if (index >= 0) return this.inbox.splice(index, 1)[0];
      if (this.closeCode !== null) throw new Error(`socket closed (${this.closeCode}) while waiting; inbox: ${JSON.stringify(this.inbox)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for a message; inbox: ${JSON.stringify(this.inbox).slice(0, 500)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  takeType(type: string, timeoutMs?: number): Promise<Received> {
    return this.take((m) => m.type === type, timeoutMs);
  }

  /**
   * Sends a ping and waits for its pong. The server writes to one socket in order, so anything it
   * sent before the pong has arrived by then: a cheap barrier to prove that a message did NOT come.
   */
  async roundTrip(): Promise<void> {
    this.send({ type: 'ping' });
    await this.takeType('pong');
  }

  async subscribe(topic: string): Promise<void> {
    this.send({ type: 'sub', params: topic });
    await this.take((m) => m.type === 'sub_result' && m.topic === topic);
  }

  waitClosed(): Promise<number> {
    return this.closed;
  }

  close(): Promise<number> {
    if (this.closeCode === null) this.ws.close();
    return this.closed;
  }
}

export interface TestGateway {
  gateway: Gateway;
  bus: Bus;
  server: http.Server;
  url: string;
  logs(): string;
  connect(): Promise<SocketClient>;
  stop(): Promise<void>;
}

export type TestGatewayOptions = Partial<Omit<GatewayOptions, 'server' | 'bus' | 'log'>>;

export async function startGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  let logText = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logText += chunk.toString();
      done();
    },
  });
  const log = pino({ level: 'debug' }, sink);
  const bus = memoryBus(log);
  const server = http.createServer((_request, response) => {
    response.statusCode = 404;
    response.end();
  });
  const gateway = createGateway({
    server,
    bus,
    log,
    authenticate: () => Promise.resolve(null),
    snapshot: () => [],
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `ws://127.0.0.1:${port}/v1/ws`;
  const opened: SocketClient[] = [];
  return {
    gateway,
    bus,
    server,
    url,
    logs: () => logText,
    async connect() {
      const client = await SocketClient.open(url);
      opened.push(client);
      return client;
    },
    async stop() {
      await gateway.close();
      for (const client of opened) client.ws.terminate();
      await bus.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A DAY_MARKET payload as the market service serialises it. */
export function dayMarket(symbol: string, close: number, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ type: 'DAY_MARKET', symbol, quotation: { close, change: 0.1, ...extra } });
}
