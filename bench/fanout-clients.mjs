/**
 * The client side of bench/fanout.mjs, forked by it (never on its own): one process holding many
 * WebSocket connections to 127.0.0.1. It speaks just enough WebSocket (RFC 6455) by hand to keep
 * its own cost per message tiny and the same for every target: frames are counted by walking
 * their headers, and only every `sampleEvery`-th connection reads the `t` field of each tick to
 * measure latency. For socket.io it also speaks the Engine.IO v4 / Socket.IO v5 text packets
 * (open, connect, ping/pong, events).
 *
 * Options (JSON in argv[2]): { target, port, count, localAddress, sampleEvery, concurrency }.
 * Commands over IPC: connect, reset, report, close.
 */
import crypto from 'node:crypto';
import net from 'node:net';

/**
 * @typedef {object} Options
 * @property {string} target
 * @property {number} port
 * @property {number} count
 * @property {string} localAddress
 * @property {number} sampleEvery
 * @property {number} concurrency
 */
/** @type {unknown} */
const parsed = JSON.parse(process.argv[2] ?? '{}');
const options = /** @type {Options} */ (parsed);
const { target, port, count, localAddress, sampleEvery, concurrency } = options;
const socketIo = target === 'socketio';
/** @param {object} message */
const send = (message) => process.send?.(message);

// ---- frames ------------------------------------------------------------------------------------

/**
 * A masked client text frame (payload < 126 bytes). One fixed mask: servers do not check it.
 * @param {string} text
 */
function clientFrame(text) {
  const payload = Buffer.from(text);
  if (payload.length >= 126) throw new Error('bench frames are short');
  const mask = crypto.randomBytes(4);
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x81;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; i++)
    frame[6 + i] = /** @type {number} */ (payload[i]) ^ /** @type {number} */ (mask[i % 4]);
  return frame;
}

const SUB = socketIo ? clientFrame('42["sub","DAY_MARKET"]') : clientFrame('{"type":"sub","topic":"DAY_MARKET"}');
const PING = clientFrame('{"type":"ping"}');
const EIO_PONG = clientFrame('3');
const EIO_CONNECT = clientFrame('40');
const T_FIELD = Buffer.from('"t":');
const path = socketIo ? '/socket.io/?EIO=4&transport=websocket' : '/v1/ws';
// Offset of the first letter of the event name in a tick's text: {"type":"DAY_MARKET"… or 42["DAY_MARKET"…
const NAME_AT = socketIo ? 4 : 9;
const D = 0x44; // 'D'
const S = 0x73; // 's'

// ---- measurements ------------------------------------------------------------------------------

const BUCKET_MS = 0.1;
const BUCKETS = 100_000; // 0.1 ms buckets up to 10 s
const histogram = new Uint32Array(BUCKETS);
let overflow = 0;
let ticks = 0;
let since = Date.now();
let cpuSince = process.cpuUsage();

/**
 * @param {Buffer} buffer
 * @param {number} start
 * @param {number} end
 * @param {number} now
 */
function recordLatency(buffer, start, end, now) {
  const at = buffer.indexOf(T_FIELD, start);
  if (at < 0 || at >= end) return;
  let stop = at + 4;
  while (stop < end) {
    const c = /** @type {number} */ (buffer[stop]);
    if (c !== 0x2e && (c < 0x30 || c > 0x39)) break;
    stop++;
  }
  // latin1Slice is what toString('latin1') calls underneath; Node's types leave it out.
  const t = Number(/** @type {Buffer & { latin1Slice(start: number, end: number): string }} */ (buffer).latin1Slice(at + 4, stop));
  const bucket = Math.floor(Math.max(0, now - t) / BUCKET_MS);
  if (bucket < BUCKETS) histogram[bucket] = /** @type {number} */ (histogram[bucket]) + 1;
  else overflow += 1;
}

// ---- connections -------------------------------------------------------------------------------

/** @type {Connection[]} */
const connections = [];
let subscribed = 0;
let failed = 0;
let closedByServer = 0;

class Connection {
  /** @param {number} index */
  constructor(index) {
    this.sample = index % sampleEvery === 0;
    this.open = false;
    this.subscribed = false;
    /** @type {Buffer | null} */
    this.rest = null;
    this.closed = false;
    /** @type {net.Socket} */
    this.socket = /** @type {net.Socket} */ (/** @type {unknown} */ (null));
    /** @type {(() => void) | undefined} */
    this.resolve = undefined;
  }
}

/**
 * @param {Connection} connection
 * @param {Buffer} buffer
 * @param {number} start
 * @param {number} end
 * @param {number} now
 */
function onText(connection, buffer, start, end, now) {
  const first = buffer[start];
  if (socketIo) {
    // Engine.IO: 0 open, 2 ping, 4 message (Socket.IO packet follows: 0 connect, 2 event).
    if (first === 0x32 && end - start === 1) {
      connection.socket.write(EIO_PONG);
      return;
    }
    if (first === 0x30) {
      connection.socket.write(EIO_CONNECT);
      return;
    }
    if (first === 0x34 && buffer[start + 1] === 0x30) {
      connection.socket.write(SUB);
      return;
    }
  }
  const name = buffer[start + NAME_AT];
  if (name === D) {
    ticks += 1;
    if (connection.sample) recordLatency(buffer, start, end, now);
  } else if (name === S && !connection.subscribed) {
    connection.subscribed = true;
    subscribed += 1;
    connection.resolve?.();
  }
}

/**
 * @param {Connection} connection
 * @param {Buffer} chunk
 */
function onFrames(connection, chunk) {
  const now = Date.now();
  let buffer = connection.rest ? Buffer.concat([connection.rest, chunk]) : chunk;
  connection.rest = null;
  let offset = 0;
  const length = buffer.length;
  while (offset + 2 <= length) {
    const b1 = /** @type {number} */ (buffer[offset + 1]) & 0x7f;
    let size = b1;
    let header = 2;
    if (b1 === 126) {
      if (offset + 4 > length) break;
      size = buffer.readUInt16BE(offset + 2);
      header = 4;
    } else if (b1 === 127) {
      if (offset + 10 > length) break;
      size = buffer.readUInt32BE(offset + 2) * 2 ** 32 + buffer.readUInt32BE(offset + 6);
      header = 10;
    }
    const end = offset + header + size;
    if (end > length) break;
    const opcode = /** @type {number} */ (buffer[offset]) & 0x0f;
    if (opcode === 1) onText(connection, buffer, offset + header, end, now);
    else if (opcode === 8) connection.socket.end();
    offset = end;
  }
  if (offset < length) connection.rest = buffer.subarray(offset);
}

/** @param {number} index */
function connectOne(index) {
  const connection = new Connection(index);
  connections.push(connection);
  return new Promise((resolve) => {
    const timer = setTimeout(() => fail(), 30_000);
    const done = () => {
      clearTimeout(timer);
      resolve(undefined);
    };
    const fail = () => {
      if (connection.closed) return;
      connection.closed = true;
      failed += 1;
      connection.socket?.destroy();
      done();
    };
    connection.resolve = done;
    const socket = net.connect({ host: '127.0.0.1', port, localAddress });
    connection.socket = socket;
    socket.setNoDelay(true);
    socket.on('error', fail);
    socket.on('close', () => {
      if (connection.subscribed && !connection.closed) closedByServer += 1;
      connection.closed = true;
    });
    let head = Buffer.alloc(0);
    /** @param {Buffer} chunk */
    const onHandshake = (chunk) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!head.subarray(0, 12).toString().startsWith('HTTP/1.1 101')) return fail();
      socket.off('data', onHandshake);
      connection.open = true;
      socket.on('data', (data) => onFrames(connection, data));
      if (!socketIo) socket.write(SUB);
      const rest = head.subarray(end + 4);
      if (rest.length > 0) onFrames(connection, rest);
    };
    socket.on('data', onHandshake);
    socket.once('connect', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${crypto.randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
  });
}

async function connectAll() {
  let next = 0;
  const lane = async () => {
    while (next < count) await connectOne(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  send({ type: 'ready', subscribed, failed });
}

// The heartbeat the app sends (§4: every 5 s), spread evenly: 1/50 of the connections every 100 ms.
let heartbeatSlot = 0;
const heartbeat = setInterval(() => {
  if (socketIo) return; // Socket.IO's own heartbeat is server-driven (answered in onText).
  for (let i = heartbeatSlot; i < connections.length; i += 50) {
    const connection = /** @type {Connection} */ (connections[i]);
    if (connection.open && !connection.closed) connection.socket.write(PING);
  }
  heartbeatSlot = (heartbeatSlot + 1) % 50;
}, 100);

process.on('message', (message) => {
  switch (/** @type {{ cmd: 'connect' | 'reset' | 'report' | 'close' }} */ (message).cmd) {
    case 'connect':
      void connectAll();
      break;
    case 'reset':
      ticks = 0;
      overflow = 0;
      histogram.fill(0);
      since = Date.now();
      cpuSince = process.cpuUsage();
      send({ type: 'reset' });
      break;
    case 'report': {
      const buckets = [];
      for (let i = 0; i < BUCKETS; i++) if (histogram[i] !== 0) buckets.push(i, histogram[i]);
      const cpu = process.cpuUsage(cpuSince);
      const elapsedMs = Date.now() - since;
      const cpuPct = ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100;
      send({ type: 'report', ticks, elapsedMs, buckets, overflow, closedByServer, bucketMs: BUCKET_MS, cpuPct });
      break;
    }
    case 'close':
      clearInterval(heartbeat);
      for (const connection of connections) connection.socket?.destroy();
      setTimeout(() => process.exit(0), 100);
      break;
    default:
      break;
  }
});
process.on('disconnect', () => process.exit(0));
