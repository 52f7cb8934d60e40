/**
 * The server side of bench/fanout.mjs, started by it as a child process (never on its own):
 *
 *   node --conditions=source --import tsx --expose-gc bench/fanout-server.ts <target>
 *
 * target: `leverline` (the real gateway, src/ws/gateway.ts, on the in-process bus),
 *         `socketio` (socket.io 4 broadcasting to a room, websocket transport only), or
 *         `ws-plain` (the `ws` package, one ws.send() of a shared Buffer per subscriber: shows
 *         what the gateway's batching adds on top of plain ws).
 *
 * Listens on 127.0.0.1 only. A tick generator publishes DAY_MARKET updates for 50 instruments
 * at the rate the coordinator sets; each payload carries `t`, the time (Date.now() ms) at which
 * the tick was due, so clients measure tick-to-client latency including any delay in this process.
 * Talks to the coordinator over the IPC channel; exits when told to or when the channel closes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pino } from 'pino';
import { Server as SocketIoServer } from 'socket.io';
import { WebSocketServer, type WebSocket } from 'ws';
import { memoryBus } from '../apps/server/src/platform/bus.js';
import { createGateway, type Gateway } from '../apps/server/src/ws/gateway.js';

type Target = 'leverline' | 'socketio' | 'ws-plain';
const target = process.argv[2] as Target;
if (!['leverline', 'socketio', 'ws-plain'].includes(target)) throw new Error(`unknown target ${process.argv[2]}`);

const send = (message: Record<string, unknown>) => process.send?.(message);
const SYMBOLS = Array.from({ length: 50 }, (_, i) => `SYM${String(i).padStart(2, '0')}USD`);

const server = http.createServer((_request, response) => {
  response.statusCode = 404;
  response.end();
});

// ---- the three fan-out implementations, behind one publish function ----------------------------

let publishTick: (symbol: string, close: number, change: number, t: number) => void;
let connections: () => number;
let stopTarget: () => Promise<void>;

if (target === 'leverline') {
  const log = pino({ level: 'warn' }, pino.destination(2));
  const bus = memoryBus(log);
  const gateway: Gateway = createGateway({
    server,
    bus,
    log,
    authenticate: () => Promise.resolve(null),
    snapshot: () => [],
  });
  publishTick = (symbol, close, change, t) => {
    bus.publish({
      topic: 'DAY_MARKET',
      key: symbol,
      payload: `{"type":"DAY_MARKET","data":{"symbol":"${symbol}","close":${close},"change":${change},"t":${t}}}`,
    });
  };
  connections = () => gateway.connections();
  stopTarget = async () => {
    await gateway.close();
    await bus.close();
  };
} else if (target === 'socketio') {
  const io = new SocketIoServer(server, { transports: ['websocket'], serveClient: false, perMessageDeflate: false });
  io.on('connection', (socket) => {
    socket.on('sub', (topic: unknown) => {
      if (typeof topic !== 'string') return;
      void socket.join(topic);
      socket.emit('sub', topic);
    });
  });
  publishTick = (symbol, close, change, t) => {
    io.to('DAY_MARKET').emit('DAY_MARKET', { symbol, close, change, t });
  };
  connections = () => io.engine.clientsCount;
  stopTarget = () => new Promise<void>((resolve) => void io.close(() => resolve()));
} else {
  const wss = new WebSocketServer({ server, path: '/v1/ws', perMessageDeflate: false, clientTracking: true });
  const subscribers = new Set<WebSocket>();
  wss.on('connection', (ws) => {
    ws.on('error', () => undefined);
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text.includes('"sub"')) {
        subscribers.add(ws);
        ws.send('{"type":"sub","topic":"DAY_MARKET"}');
      } else if (text.includes('"ping"')) {
        ws.send('{"type":"pong"}');
      }
    });
    ws.on('close', () => subscribers.delete(ws));
  });
  publishTick = (symbol, close, change, t) => {
    const frame = Buffer.from(`{"type":"DAY_MARKET","data":{"symbol":"${symbol}","close":${close},"change":${change},"t":${t}}}`);
    for (const ws of subscribers) ws.send(frame, { binary: false });
  };
  connections = () => wss.clients.size;
  stopTarget = () => {
    for (const ws of wss.clients) ws.terminate();
    return new Promise<void>((resolve) => wss.close(() => resolve()));
  };
}

// ---- the tick generator ------------------------------------------------------------------------

let rate = 0; // ticks per second, over all instruments
let rateStart = 0;
let emitted = 0;
let published = 0;
let skipped = 0;
const prices = SYMBOLS.map((_, i) => 1 + i / 10);

const generate = () => {
  if (rate === 0) return;
  const due = Math.floor(((Date.now() - rateStart) * rate) / 1000);
  let n = due - emitted;
  // Never more than half a second of ticks in one go: an overloaded target loses ticks instead
  // of falling further and further behind.
  const cap = Math.max(1, Math.floor(rate / 2));
  if (n > cap) {
    skipped += n - cap;
    emitted += n - cap;
    n = cap;
  }
  for (let i = 0; i < n; i++) {
    const index = emitted++;
    const s = index % SYMBOLS.length;
    const price = (prices[s]! += ((index * 7919) % 11) / 100_000 - 0.00005);
    publishTick(SYMBOLS[s]!, Number(price.toFixed(5)), -0.12, rateStart + ((index + 1) * 1000) / rate);
    published += 1;
  }
};
const generator = setInterval(generate, 10);

// ---- measurements ------------------------------------------------------------------------------

// Records the time between the firings of a 10 ms timer: the interval is taken off where it is
// read (loopDelayP99Ms), leaving how late the timer was, i.e. how long the loop was blocked.
const LOOP_RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loopDelay.enable();
let windowStart = { time: 0, cpu: process.cpuUsage(), published: 0, skipped: 0 };

const collect = () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
};

process.on('message', (raw: { cmd: string; rate?: number }) => {
  switch (raw.cmd) {
    case 'memory':
      collect();
      // Let freed pages go back and sockets settle before reading RSS.
      setTimeout(() => {
        collect();
        const m = process.memoryUsage();
        send({ type: 'memory', rss: m.rss, heapUsed: m.heapUsed, external: m.external, connections: connections() });
      }, 1000);
      break;
    case 'rate':
      rate = raw.rate ?? 0;
      rateStart = Date.now();
      emitted = 0;
      break;
    case 'window':
      windowStart = { time: Date.now(), cpu: process.cpuUsage(), published, skipped };
      loopDelay.reset();
      send({ type: 'window' });
      break;
    case 'windowReport': {
      const cpu = process.cpuUsage(windowStart.cpu);
      const elapsedMs = Date.now() - windowStart.time;
      send({
        type: 'windowReport',
        elapsedMs,
        published: published - windowStart.published,
        skipped: skipped - windowStart.skipped,
        cpuPct: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100,
        loopDelayP99Ms: Math.max(0, loopDelay.percentile(99) / 1e6 - LOOP_RESOLUTION_MS),
        rss: process.memoryUsage().rss,
        connections: connections(),
      });
      break;
    }
    case 'stop':
      void shutdown();
      break;
    default:
      break;
  }
});

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  clearInterval(generator);
  const killer = setTimeout(() => process.exit(0), 5000);
  killer.unref();
  await stopTarget();
  server.close();
  process.exit(0);
}
process.on('disconnect', () => void shutdown());

server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
  send({ type: 'listening', port: (server.address() as AddressInfo).port, pid: process.pid });
});
