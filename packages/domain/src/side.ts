/** Which way a position faces: a buy profits when the price rises, a sell when it falls. */
export type Side = 'buy' | 'sell';
