#!/usr/bin/env node
// Valuing an account's open positions, as the engine's pass and an order judged after a price move
// do it: `sums` (floating profit and used margin in millionths, then the stop-out judged on them,
// for accounts nobody is watching) and `valuation` (every position's price and profit kept, for a
// FOREX_TRADE). The built server's TradingService (npm run build), one BTCUSD quote that moves
// between rounds, an account of --positions open orders (buys and sells at 0.01 lot).
//
//   node bench/valuation.mjs [--positions 106] [--rounds 20000]
import { parseArgs } from 'node:util';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: { positions: { type: 'string', default: '106' }, rounds: { type: 'string', default: '20000' } },
});
const positions = Number(opts.positions);
const rounds = Number(opts.rounds);
const { TradingService } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/modules/trading/trading.service.js')).href
);
const domain = await import(pathToFileURL(path.join(root, 'packages/domain/dist/index.js')).href);
const { isStopOutMicros } = domain;

const instrument = {
  id: 1,
  code: 'BTCUSD',
  quoteCurrency: 'USD',
  contractSize: '1.000000',
  pricePrecision: 2,
};
const quote = { row: instrument, digits: 2, bidUnits: 9_500_000, askUnits: 9_502_000 };
const market = { quote: () => quote, bidText: () => undefined };
const service = new TradingService({
  db: {},
  market,
  settings: {},
  bus: { publish() {} },
  clock: {},
  log: {},
});
const open = Array.from({ length: positions }, (_, i) => ({
  id: i + 1,
  instrumentId: 1,
  status: 1,
  side: i % 3 ? 'buy' : 'sell',
  openPrice: `${95_000 + i}.${String(i % 100).padStart(2, '0')}00000000`,
  lots: '0.010000',
  marginUsd: '47.510000',
  requestedPrice: '95000.0000000000',
}));
const level = domain.hundredthsOf?.('50');
let tally;
// Builds before 2026-11-26 night have no `sums`: their pass valued every account with `valuation`.
const cases = {
  ...(service.sums && {
    'sums + stop-out (nobody watching)': () => {
      // As the engine's pass: the account's tally is kept from pass to pass (builds of 2026-11-27 on).
      const { floating, used, tally: next } = service.sums(open, tally);
      tally = next;
      return isStopOutMicros('10000.000000', BigInt(floating), BigInt(used), level);
    },
  }),
  'valuation (for FOREX_TRADE)': () => service.valuation('10000.000000', open),
};
console.log(
  `bench/valuation.mjs — ${positions} open positions, ${rounds} rounds per measure, Node ${process.version}`,
);
for (let pass = 1; pass <= 3; pass++) {
  for (const [name, run] of Object.entries(cases)) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < rounds; i++) {
      quote.bidUnits = 9_500_000 + (i & 7); // the price moves every round
      quote.askUnits = quote.bidUnits + 2_000;
      run();
    }
    const ns = Number(process.hrtime.bigint() - start) / rounds;
    console.log(
      `pass ${pass}  ${name.padEnd(36)} ${(ns / 1000).toFixed(1).padStart(6)} µs an account, ${(ns / positions).toFixed(0).padStart(4)} ns a position`,
    );
  }
}
