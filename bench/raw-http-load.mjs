// A lean HTTP/1.1 load generator for bench/orders.mjs (--client raw): keep-alive connections on
// raw TCP sockets, each sending one GET, reading its answer (status line, Content-Length, body),
// then sending the next: the closed loop autocannon runs, without its per-request objects, header
// merging and histogram. The generator shares the machine with the server and PostgreSQL it
// measures, so every microsecond it spends a request is taken from them (bench/README.md, "The
// load generator").
//
// Each request carries the next token of `tokens`. Latency is the time from writing a request to
// reading the last byte of its answer (process.hrtime, ns). Answers without Content-Length
// (chunked) are counted as errors: the order route always sends it.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * @typedef {object} RawLoadOptions
 * @property {string} host
 * @property {number} port
 * @property {number} connections
 * @property {number} seconds
 * @property {string} path
 * @property {string[]} tokens one request per token, in turn, as `authorization`
 * @property {Record<string, string>} [headers]
 * @property {(status: number, body: string) => void} onAnswer sees every answer
 * @property {number} [timeoutMs]
 */

/**
 * @typedef {object} RawLoadResult
 * @property {number} duration seconds from the first request to the last answer
 * @property {number[]} latencies ms, one an answer
 * @property {number} errors
 * @property {number} timeouts
 */

/**
 * Runs `connections` closed loops for `seconds`, then waits for the answers in flight.
 * @param {RawLoadOptions} options
 * @returns {Promise<RawLoadResult>}
 */
export function rawLoad({
  host,
  port,
  connections,
  seconds,
  path,
  tokens,
  headers = {},
  onAnswer,
  timeoutMs = 10_000,
}) {
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const requests = tokens.map((token) =>
    Buffer.from(
      `GET ${path} HTTP/1.1\r\nhost: ${host}:${port}\r\nauthorization: ${token}\r\n${extra}\r\n`,
      'latin1',
    ),
  );
  let next = 0;
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let timeouts = 0;
  const started = process.hrtime.bigint();
  const stopAt = started + BigInt(Math.round(seconds * 1e9));

  const loop = () =>
    new Promise((resolve) => {
      const socket = net.connect({ host, port, noDelay: true });
      let pending = Buffer.alloc(0);
      let sentAt = 0n;
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const finish = () => {
        clearTimeout(timer);
        socket.destroy();
        resolve(undefined);
      };
      const send = () => {
        if (process.hrtime.bigint() >= stopAt) return finish();
        sentAt = process.hrtime.bigint();
        socket.write(/** @type {Buffer} */ (requests[next++ % requests.length]));
        clearTimeout(timer);
        timer = setTimeout(() => {
          timeouts++;
          finish();
        }, timeoutMs);
      };
      socket.on('connect', send);
      socket.on('error', () => {
        errors++;
        finish();
      });
      socket.on('data', (chunk) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        const end = pending.indexOf(HEADER_END);
        if (end < 0) return;
        const head = pending.toString('latin1', 0, end);
        const status = Number(head.slice(9, 12));
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        if (!length) {
          errors++;
          return finish();
        }
        const total = end + 4 + Number(length[1]);
        if (pending.length < total) return;
        latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
        onAnswer(status, pending.toString('utf8', end + 4, total));
        pending = pending.subarray(total);
        send();
      });
    });

  return Promise.all(Array.from({ length: connections }, loop)).then(() => ({
    duration: Number(process.hrtime.bigint() - started) / 1e9,
    latencies,
    errors,
    timeouts,
  }));
}
