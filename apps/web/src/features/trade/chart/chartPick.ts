/**
 * A price the trader picked on the chart, for the order ticket to start a pending order at. The
 * chart's tools and the ticket load apart; this small store is all they share.
 */
type Listener = (price: number) => void;
const listeners = new Set<Listener>();

export function pickPrice(price: number): void {
  for (const listener of [...listeners]) listener(price);
}

/** Calls `listener` with each picked price; returns the unsubscribe. */
export function onPickedPrice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
