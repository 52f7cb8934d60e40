export * from './money.js';
export * from './sessions.js';
export * from './candles.js';
export * from './trading.js';
export * from './funding.js';
export * from './scaled.js';
