/**
 * The price levels one instrument's open orders wait for, in two binary heaps keyed by integer
 * price units of the bid: `below` fires when the bid falls to or under a level (a buy's
 * stop-loss, a sell's take-profit, a limit to buy), `above` when it rises to or over one. A tick
 * costs a peek at each heap's top; only levels the price crossed are popped, so the work per tick
 * grows with the triggers that fire, not with the positions that are open.
 *
 * Entries are never searched for: changing or removing an order bumps its generation, and stale
 * entries are skipped when they reach the top (and swept when they outnumber the live ones).
 */

export type TriggerKind = 'fill' | 'stop_loss' | 'take_profit';

export interface TriggerEntry {
  /** Level in bid price units. */
  key: number;
  orderId: number;
  accountId: number;
  kind: TriggerKind;
  /** The order's generation when the entry was made. */
  gen: number;
}

/** A binary heap ordered by `before(a, b)`. */
class Heap {
  readonly items: TriggerEntry[] = [];
  constructor(private readonly before: (a: number, b: number) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  peek(): TriggerEntry | undefined {
    return this.items[0];
  }

  push(entry: TriggerEntry): void {
    const a = this.items;
    a.push(entry);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(a[i]!.key, a[parent]!.key)) break;
      [a[i], a[parent]] = [a[parent]!, a[i]!];
      i = parent;
    }
  }

  pop(): TriggerEntry | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last) {
      a[0] = last;
      this.siftDown(0);
    }
    return top;
  }

  /** Keeps only entries for which `keep` holds, rebuilding the heap in O(n) (Floyd's heapify). */
  filter(keep: (e: TriggerEntry) => boolean): void {
    const a = this.items;
    let n = 0;
    for (const e of a) if (keep(e)) a[n++] = e;
    a.length = n;
    for (let i = (n >> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  private siftDown(start: number): void {
    const a = this.items;
    let i = start;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let best = i;
      if (l < a.length && this.before(a[l]!.key, a[best]!.key)) best = l;
      if (r < a.length && this.before(a[r]!.key, a[best]!.key)) best = r;
      if (best === i) return;
      [a[i], a[best]] = [a[best]!, a[i]!];
      i = best;
    }
  }
}

export class TriggerIndex {
  /** Max-heap: the highest level is the first the bid can fall to. */
  private readonly below = new Heap((a, b) => a > b);
  /** Min-heap: the lowest level is the first the bid can rise to. */
  private readonly above = new Heap((a, b) => a < b);

  constructor(private readonly isLive: (e: TriggerEntry) => boolean) {}

  get size(): number {
    return this.below.size + this.above.size;
  }

  /** Waits for the bid to fall to `key` or under. */
  addBelow(entry: TriggerEntry): void {
    this.below.push(entry);
  }

  /** Waits for the bid to rise to `key` or over. */
  addAbove(entry: TriggerEntry): void {
    this.above.push(entry);
  }

  /** Removes and returns the live entries the bid has reached. */
  crossed(bidUnits: number): TriggerEntry[] {
    const fired: TriggerEntry[] = [];
    for (let top = this.below.peek(); top && top.key >= bidUnits; top = this.below.peek()) {
      this.below.pop();
      if (this.isLive(top)) fired.push(top);
    }
    for (let top = this.above.peek(); top && top.key <= bidUnits; top = this.above.peek()) {
      this.above.pop();
      if (this.isLive(top)) fired.push(top);
    }
    return fired;
  }

  /** Drops stale entries once they are more than half of the index. */
  sweep(liveCount: number): void {
    if (this.size > 1024 && this.size > 2 * liveCount) {
      this.below.filter(this.isLive);
      this.above.filter(this.isLive);
    }
  }
}
