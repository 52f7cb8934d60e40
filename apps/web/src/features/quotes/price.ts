/**
 * How a price reads and which colour it takes. No imports: index.html's trade outline
 * (ui/tradeOutline.ts) is built from this too, before the app's code arrives.
 */

/** A price as quoted: exactly `precision` decimals, Latin digits, no grouping. */
export function formatPrice(price: number, precision: number): string {
  return price.toFixed(precision);
}

/** The colour class of a change: up (green), down (red) or flat. */
export function directionOf(changePercent: number): 'up' | 'down' | 'flat' {
  if (changePercent > 0) return 'up';
  if (changePercent < 0) return 'down';
  return 'flat';
}
