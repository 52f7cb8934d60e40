/**
 * "The trader's orders changed here": the ticket announces an order it placed, so the chart's
 * order lines read the orders again at once (a pending order is not in the live FOREX_TRADE
 * figures, and a new position is there only with the engine's next pass).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function announceOrdersChanged(): void {
  for (const listener of [...listeners]) listener();
}

export function onOrdersChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
