/** What /metrics reports beyond the counters, and who may read it. */
import { timingSafeEqual } from 'node:crypto';
import type { Metrics } from '../platform/metrics.js';
import type { GatewayStats } from '../ws/gateway.js';

/** What the trading engine is watching right now. */
export interface EngineFigures {
  orders: number;
  entries: number;
  queued: number;
}

/** Where the gauges read from: the composition (app.ts) hands in each module's figures. */
interface GaugeSources {
  /** The engine's figures, on the node that runs it (it may start later, on a standby). */
  engine: () => EngineFigures | undefined;
  /** Requests waiting for a staff decision, by queue (the console's own count). */
  reviewQueues: () => Promise<Record<string, number>>;
  /** The live socket's figures, once it is listening. */
  sockets: () => GatewayStats | undefined;
}

/** Gauges read when scraped: live sockets, the engine's work and the staff review queues. */
export function metricGauges(metrics: Metrics, { engine, reviewQueues, sockets }: GaugeSources): void {
  metrics.gauge('leverline_socket_connections', 'Open live sockets on this node, by state', ['state'], () => {
    const stats = sockets();
    return Promise.resolve(
      stats
        ? [
            [{ state: 'all' }, stats.connections],
            [{ state: 'logged_in' }, stats.users],
            [{ state: 'slow' }, stats.slow],
          ]
        : [],
    );
  });
  metrics.gauge('leverline_engine_leader', 'Whether this node runs the feed and the trading engine (1) or stands by (0)', [], () =>
    Promise.resolve([[{}, engine() ? 1 : 0]]),
  );
  const engineFigure = (read: (stats: EngineFigures) => number) => () => {
    const figures = engine();
    return Promise.resolve<[Record<string, string>, number][]>(figures ? [[{}, read(figures)]] : []);
  };
  metrics.gauge('leverline_engine_orders', 'Open positions and pending orders the engine watches', [], engineFigure((s) => s.orders));
  metrics.gauge(
    'leverline_engine_trigger_entries',
    'Stop-loss, take-profit and pending-fill levels in the trigger indexes',
    [],
    engineFigure((s) => s.entries),
  );
  metrics.gauge(
    'leverline_engine_queued_accounts',
    'Accounts with trigger executions or stop-outs waiting their turn',
    [],
    engineFigure((s) => s.queued),
  );
  metrics.gauge(
    'leverline_review_queue',
    'Requests waiting for a staff decision, by queue',
    ['queue'],
    async () => {
      const counts = await reviewQueues();
      return Object.entries(counts).map(([queue, n]) => [{ queue }, n]);
    },
  );
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * /metrics is for the operator's scraper: with a token configured, only a request bearing it;
 * without one, only a connection from this machine itself that no proxy forwarded (a proxy on
 * the same machine connects from loopback too, but says whom it forwards for).
 */
export function metricsAllowed(
  request: {
    authorization?: string | undefined;
    forwardedFor?: string | string[] | undefined;
    remoteAddress?: string | undefined;
  },
  token: string | undefined,
): boolean {
  const { authorization, forwardedFor, remoteAddress } = request;
  if (token) {
    const given = Buffer.from(authorization?.startsWith('Bearer ') ? authorization.slice(7) : '');
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  return forwardedFor === undefined && remoteAddress !== undefined && LOOPBACK.has(remoteAddress);
}
