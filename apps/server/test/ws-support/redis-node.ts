/**
 * One server process for the two-process Redis test: an HTTP server on 127.0.0.1 (ephemeral
 * port) with the gateway on a Redis bus. Prints {"port":…} on stdout once it is listening and
 * subscribed; closes gracefully on SIGTERM.
 *
 *   REDIS_URL=redis://127.0.0.1:6379 BUS_PREFIX=leverline-test: node --conditions=source --import tsx redis-node.ts
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { redisBus } from '../../src/platform/bus.js';
import { createGateway } from '../../src/ws/gateway.js';

const log = pino({ level: 'warn' }, pino.destination(2));
const bus = await redisBus(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', log, { prefix: process.env.BUS_PREFIX ?? 'leverline-test:' });
const server = http.createServer((_request, response) => {
  response.statusCode = 404;
  response.end();
});
// A token `user-<id>` logs in as that user (session 1); anything else is refused.
const authenticate = (token: string) => {
  const id = /^user-(\d+)$/.exec(token)?.[1];
  return Promise.resolve(id ? { sessionId: 1, userId: Number(id), isDemo: true } : null);
};
const gateway = createGateway({ server, bus, log, authenticate, snapshot: () => [] });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port, pid: process.pid })}\n`);

process.once('SIGTERM', () => {
  void (async () => {
    await gateway.close();
    await bus.close();
    server.close();
    process.exit(0);
  })();
});
