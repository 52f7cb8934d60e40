/**
 * Prometheus metrics of one server process, served at /metrics in the text format. Each app has
 * its own registry, so several apps in one process (the tests) never mix their figures.
 *
 * Counters are counted where the thing happens (a tick applied, an order filled, a position
 * closed); gauges that describe a state (sockets, queues, trigger entries) are read when scraped.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';

export type FillKind = 'market' | 'pending';

export interface Metrics {
  readonly registry: Registry;
  /** A tick from a feed: published, or rejected by the checks (not finite, out of band…). */
  tick(result: 'accepted' | 'rejected'): void;
  /** An order became an open position. */
  fill(kind: FillKind): void;
  /** An order completed: closed by the user, a trigger or a stop-out, or cancelled. */
  closed(reason: string): void;
  /** An account reached the stop-out level and positions were closed for it. */
  stopOut(): void;
  /** Orders placed together in one transaction (group commit). */
  orderBatch(size: number): void;
  /**
   * Orders written, by how: `quick` against a copy of their account in one statement, `careful`
   * in a transaction that locks and reads the account first.
   */
  ordersWritten(path: 'quick' | 'careful', count: number): void;
  /** An account found changed since this node's copy of it: its orders were judged again. */
  staleCopy(): void;
  /** Accounts read without a lock to judge their first orders on this node against. */
  copiesRead(count: number): void;
  /** Orders refused against a copy of their account that the database confirmed was current. */
  refusedOnCopy(count: number): void;
  /** A state read when scraped: `read` returns the value of each label set. */
  gauge(
    name: string,
    help: string,
    labelNames: readonly string[],
    read: () => Promise<[Record<string, string>, number][]>,
  ): void;
}

/** Request latency buckets in seconds: an API call is expected well under 100 ms. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'leverline_' });
  const ticks = new Counter({
    name: 'leverline_ticks_total',
    help: 'Quote ticks from the feeds, by result',
    labelNames: ['result'],
    registers: [registry],
  });
  const fills = new Counter({
    name: 'leverline_fills_total',
    help: 'Orders filled into open positions, by kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  const closes = new Counter({
    name: 'leverline_orders_completed_total',
    help: 'Positions closed and pending orders cancelled, by reason (user, stop_loss, take_profit, stop_out, cancel…)',
    labelNames: ['reason'],
    registers: [registry],
  });
  const stopOuts = new Counter({
    name: 'leverline_stop_outs_total',
    help: 'Accounts stopped out (one per stop-out, however many positions it closed)',
    registers: [registry],
  });
  const batches = new Histogram({
    name: 'leverline_order_batch_size',
    help: 'Orders placed together in one transaction (group commit): 1 when they arrive one at a time',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [registry],
  });
  const written = new Counter({
    name: 'leverline_orders_written_total',
    help: 'Orders written: quick (against a copy of the account, one statement) or careful (locking and reading the account first)',
    labelNames: ['path'],
    registers: [registry],
  });
  const refused = new Counter({
    name: 'leverline_orders_refused_on_copy_total',
    help: 'Orders refused against a copy of their account, once the database confirmed the copy was current (no locking transaction)',
    registers: [registry],
  });
  const stale = new Counter({
    name: 'leverline_order_copies_stale_total',
    help: 'Accounts found changed since the copy their orders were judged against (judged again after a fresh read)',
    registers: [registry],
  });
  const copiesRead = new Counter({
    name: 'leverline_order_copies_read_total',
    help: 'Accounts read without a lock (with their open orders) to judge orders against, when this node held no copy of them',
    registers: [registry],
  });
  const writtenCounters = { quick: written.labels('quick'), careful: written.labels('careful') };
  // Ticks and fills are counted on hot paths: their label sets are bound once.
  const tickCounters = { accepted: ticks.labels('accepted'), rejected: ticks.labels('rejected') };
  const fillCounters = { market: fills.labels('market'), pending: fills.labels('pending') };
  return {
    registry,
    tick: (result) => tickCounters[result].inc(),
    fill: (kind) => fillCounters[kind].inc(),
    closed: (reason) => closes.inc({ reason }),
    stopOut: () => stopOuts.inc(),
    orderBatch: (size) => batches.observe(size),
    ordersWritten: (path, count) => writtenCounters[path].inc(count),
    staleCopy: () => stale.inc(),
    copiesRead: (count) => copiesRead.inc(count),
    refusedOnCopy: (count) => refused.inc(count),
    gauge(name, help, labelNames, read) {
      new Gauge({
        name,
        help,
        labelNames: [...labelNames],
        registers: [registry],
        async collect() {
          this.reset();
          for (const [labels, value] of await read()) this.set(labels, value);
        },
      });
    },
  };
}

/**
 * Counts every HTTP request by method, route pattern and status, with its latency. The route is
 * the pattern (`/api/order/close`), never the raw URL, so unknown paths cannot grow the label set.
 */
export function instrumentHttp(http: FastifyInstance, metrics: Metrics): void {
  const requests = new Counter({
    name: 'leverline_http_requests_total',
    help: 'HTTP requests, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [metrics.registry],
  });
  const latency = new Histogram({
    name: 'leverline_http_request_duration_seconds',
    help: 'HTTP request latency from arrival to the last byte, by method and route',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  http.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    }
    done();
  });
}
