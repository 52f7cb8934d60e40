/**
 * A real market-data source: the public WebSocket stream of a crypto exchange. It understands
 * trade messages ({"e":"trade","s":"BTCUSDT","p":"95000.10","q":"0.01","T":…}) and 24-hour ticker
 * messages ({"e":"24hrTicker","s":…,"c":…}), bare or wrapped in a combined stream
 * ({"stream":…,"data":{…}}). Exchange symbols map to our codes (BTCUSDT → BTCUSD). It reconnects
 * with backoff; prices are converted from decimal text exactly.
 */
import { priceTextToUnits } from '@leverline/domain';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import type { QuoteFeed, Tick } from './feed.js';

export interface ExchangeFeedOptions {
  url: string;
  /** Exchange symbol (upper case) → our instrument code. */
  symbols: Map<string, string>;
  /** Price decimals of our instrument. */
  digits(code: string): number | undefined;
  log: FastifyBaseLogger;
  maxBackoffMs?: number;
}

/** Parses "BTCUSDT:BTCUSD,ETHUSDT:ETHUSD". */
export function parseSymbolMap(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of text.split(',')) {
    const [from, to] = pair.split(':').map((s) => s.trim().toUpperCase());
    if (from && to) map.set(from, to);
  }
  return map;
}

interface ExchangeEvent {
  e?: string;
  s?: string;
  p?: string;
  c?: string;
  q?: string;
  T?: number;
  E?: number;
}

/** Turns one exchange message into a tick, or undefined when it carries none for us. */
export function exchangeTick(raw: string, options: Pick<ExchangeFeedOptions, 'symbols' | 'digits'>, nowMs: number): Tick | undefined {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const event = ((message as { data?: unknown }).data ?? message) as ExchangeEvent;
  if (typeof event !== 'object' || event === null || typeof event.s !== 'string') return undefined;
  const code = options.symbols.get(event.s.toUpperCase());
  if (!code) return undefined;
  const digits = options.digits(code);
  const priceText = event.e === 'trade' ? event.p : event.e === '24hrTicker' ? event.c : undefined;
  if (digits === undefined || typeof priceText !== 'string') return undefined;
  const priceUnits = priceTextToUnits(priceText, digits);
  if (priceUnits === undefined) return undefined;
  const volume = event.e === 'trade' && typeof event.q === 'string' ? Number(event.q) || 0 : 0;
  const time = typeof event.T === 'number' ? event.T : typeof event.E === 'number' ? event.E : nowMs;
  return { code, priceUnits, timeMs: time, volume, source: 'exchange' };
}

export function exchangeFeed(options: ExchangeFeedOptions): QuoteFeed {
  let socket: WebSocket | undefined;
  let stopped = false;
  let backoffMs = 1000;
  let retry: NodeJS.Timeout | undefined;
  return {
    name: 'exchange',
    start(emit) {
      const connect = () => {
        if (stopped) return;
        socket = new WebSocket(options.url, { handshakeTimeout: 10_000, maxPayload: 1 << 20 });
        socket.on('open', () => {
          backoffMs = 1000;
          options.log.info({ url: options.url }, 'exchange feed connected');
        });
        socket.on('message', (data: WebSocket.RawData) => {
          const text = Array.isArray(data) ? Buffer.concat(data).toString() : Buffer.from(data as ArrayBuffer).toString();
          const tick = exchangeTick(text, options, Date.now());
          if (tick) emit(tick);
        });
        socket.on('error', (error) => options.log.warn({ err: error }, 'exchange feed error'));
        socket.on('close', () => {
          if (stopped) return;
          const jitter = Math.random() * 0.3 * backoffMs;
          retry = setTimeout(connect, backoffMs + jitter);
          retry.unref();
          backoffMs = Math.min(backoffMs * 2, options.maxBackoffMs ?? 30_000);
        });
      };
      connect();
    },
    stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      socket?.terminate();
      return Promise.resolve();
    },
  };
}
