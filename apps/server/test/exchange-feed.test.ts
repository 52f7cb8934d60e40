import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { pino } from 'pino';
import { exchangeFeed, exchangeTick, parseSymbolMap } from '../src/modules/market/exchange-feed.js';
import type { Tick } from '../src/modules/market/feed.js';

const recorded = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/exchange-trades.jsonl'), 'utf8').trim().split('\n');
const symbols = parseSymbolMap('BTCUSDT:BTCUSD,ETHUSDT:ETHUSD,DOGEUSDT:DOGEUSD');
const digits = (code: string) => ({ BTCUSD: 2, ETHUSD: 2, DOGEUSD: 5 })[code];
const log = pino({ level: 'silent' });

let server: WebSocketServer | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A local stand-in for the exchange that replays the recorded messages to each connection. */
async function replayServer(): Promise<string> {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket) => {
    for (const line of recorded) socket.send(line);
  });
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return `ws://127.0.0.1:${port}/stream?streams=btcusdt@trade/ethusdt@trade`;
}

describe('exchange feed', () => {
  it('turns recorded trade and ticker messages into exact ticks and skips the rest', () => {
    const ticks = recorded.map((line) => exchangeTick(line, { symbols, digits }, 0)).filter((t): t is Tick => t !== undefined);
    expect(ticks.map((t) => [t.code, t.priceUnits, t.timeMs])).toEqual([
      ['BTCUSD', 9_512_050, 1795262400118],
      ['ETHUSD', 331_245, 1795262400129],
      ['BTCUSD', 9_512_103, 1795262400243],
      ['BTCUSD', 9_512_199, 1795262400300],
      ['DOGEUSD', 38_215, 1795262400309], // 0.382145 rounds half up at 5 places
    ]);
    expect(ticks[0]).toMatchObject({ volume: 0.0021, source: 'exchange' });
  });

  it('streams ticks from a live socket and reconnects when it drops', async () => {
    const url = await replayServer();
    const feed = exchangeFeed({ url, symbols, digits, log, maxBackoffMs: 50 });
    const ticks: Tick[] = [];
    let connections = 0;
    server!.on('connection', (socket) => {
      connections++;
      if (connections === 1) setTimeout(() => socket.terminate(), 50);
    });
    feed.start((tick) => ticks.push(tick));
    await expect.poll(() => ticks.length, { timeout: 5000 }).toBeGreaterThanOrEqual(10);
    await feed.stop();
    expect(connections).toBeGreaterThanOrEqual(2);
    expect(ticks.slice(0, 5).map((t) => t.code)).toEqual(['BTCUSD', 'ETHUSD', 'BTCUSD', 'BTCUSD', 'DOGEUSD']);
  });
});
