#!/usr/bin/env node
// Valuing an account's open positions, as the engine's pass and an order judged after a price move
// do it: `sums` (floating profit and used margin in millionths, then the stop-out judged on them,
// for accounts nobody is watching) and `valuation` (every position's price and profit kept, for a
// FOREX_TRADE). The built server's TradingService (npm run build), one BTCUSD quote that moves
// between rounds, an account of --positions open orders (buys and sells at 0.01 lot).
//
//   node bench/valuation.mjs [--positions 106] [--rounds 20000]
import { parseArgs } from 'node:util';
import * as domain from '@leverline/domain';
import { TradingService } from '../apps/server/dist/modules/trading/trading.service.js';

/** @typedef {import('../apps/server/dist/modules/trading/trading.service.js').TradingDeps} TradingDeps */
/** @typedef {import('../apps/server/dist/modules/trading/trading.service.js').OrderRow} OrderRow */
/** @typedef {import('../apps/server/dist/modules/trading/trading.service.js').Tally} Tally */

const { values: opts } = parseArgs({
  options: { positions: { type: 'string', default: '106' }, rounds: { type: 'string', default: '20000' } },
});
const positions = Number(opts.positions);
const rounds = Number(opts.rounds);
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
// Only the market is used by what is measured; the rest are empty stand-ins.
const deps = { db: {}, market, settings: {}, bus: { publish() {} }, clock: {}, log: {} };
const service = new TradingService(/** @type {TradingDeps} */ (/** @type {unknown} */ (deps)));
const rows = Array.from({ length: positions }, (_, i) => ({
  id: i + 1,
  instrumentId: 1,
  status: 1,
  side: i % 3 ? 'buy' : 'sell',
  openPrice: `${95_000 + i}.${String(i % 100).padStart(2, '0')}00000000`,
  lots: '0.010000',
  marginUsd: '47.510000',
  requestedPrice: '95000.0000000000',
}));
// The fields a valuation reads; the rest of a row is not looked at.
const open = /** @type {OrderRow[]} */ (/** @type {unknown} */ (rows));
const level = domain.hundredthsOf('50');
/** @type {Tally | undefined} */
let tally;
const cases = {
  'sums + stop-out (nobody watching)': () => {
    // As the engine's pass: the account's tally is kept from pass to pass.
    const { floating, used, tally: next } = service.sums(open, tally);
    tally = next;
    return isStopOutMicros('10000.000000', BigInt(floating), BigInt(used), level);
  },
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
