/**
 * The price levels one instrument's open orders wait for, in two binary heaps keyed by integer
 * price units of the bid: `below` fires when the bid falls to or under a level (a buy's
 * stop-loss, a sell's take-profit, a limit to buy), `above` when it rises to or over one. A tick
 * costs a peek at each heap's top; only levels the price crossed are popped, so the work per tick
 * grows with the triggers that fire, not with the positions that are open.
 *
 * Entries are never searched for: changing or removing an order bumps its generation, and stale
 * entries are skipped when they reach the top (and swept when they outnumber the live ones).
 *
 * Everything lives in typed arrays: a heap is its keys and entry numbers side by side, and an
 * entry's order, account, generation and kind sit together in four numbers under its entry
 * number (one cache line). A pop walks contiguous numbers instead of chasing pointers to objects
 * spread over the JS heap; objects are made only for the entries that fire.
 */

import type { ProtectionKind } from '@leverline/domain';

/** What an entry does when it fires: fill a pending order, or close a position by one of its protections. */
export type TriggerKind = 'fill' | ProtectionKind;

export interface TriggerEntry {
  /** Level in bid price units. */
  key: number;
  orderId: number;
  accountId: number;
  kind: TriggerKind;
  /** The order's generation when the entry was made. */
  gen: number;
}

/** Whether the entry made for `orderId` at generation `gen` still stands. */
export type IsLive = (orderId: number, gen: number) => boolean;

const KINDS: readonly TriggerKind[] = ['fill', 'stop_loss', 'take_profit', 'trailing_stop'];
const KIND_CODE: Record<TriggerKind, number> = { fill: 0, stop_loss: 1, take_profit: 2, trailing_stop: 3 };

/** A typed array twice as long, holding `a` at its start. */
function doubled<A extends Float64Array | Int32Array>(a: A): A {
  const b = new (a.constructor as new (length: number) => A)(a.length * 2);
  b.set(a);
  return b;
}

/**
 * A binary min-heap of (key, entry number) pairs in two typed arrays. A max-heap stores negated
 * keys, so one ordering serves both. Price alerts (notifications/alert-index.ts) keep their levels
 * in it too.
 */
export class Heap {
  private keys = new Float64Array(64);
  private slots = new Int32Array(64);
  size = 0;

  constructor(private readonly sign: 1 | -1) {}

  /** The top key as given (un-negated); only valid when size > 0. */
  topKey(): number {
    return this.keys[0]! * this.sign;
  }

  topSlot(): number {
    return this.slots[0]!;
  }

  push(key: number, slot: number): void {
    if (this.size === this.keys.length) this.grow();
    const keys = this.keys;
    const slots = this.slots;
    const k = key * this.sign;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! <= k) break;
      keys[i] = keys[parent]!;
      slots[i] = slots[parent]!;
      i = parent;
    }
    keys[i] = k;
    slots[i] = slot;
  }

  /** Removes the top. */
  pop(): void {
    const last = --this.size;
    if (last > 0) this.siftDown(0, this.keys[last]!, this.slots[last]!);
  }

  /** Keeps only entries for which `keep` holds, rebuilding the heap in O(n) (Floyd's heapify). */
  filter(keep: (slot: number) => boolean, dropped: (slot: number) => void): void {
    const keys = this.keys;
    const slots = this.slots;
    let n = 0;
    for (let i = 0; i < this.size; i++) {
      const slot = slots[i]!;
      if (keep(slot)) {
        keys[n] = keys[i]!;
        slots[n++] = slot;
      } else dropped(slot);
    }
    this.size = n;
    for (let i = (n >> 1) - 1; i >= 0; i--) this.siftDown(i, keys[i]!, slots[i]!);
  }

  /** Places (key, slot) at `start` or below it, moving smaller children up. */
  private siftDown(start: number, key: number, slot: number): void {
    const keys = this.keys;
    const slots = this.slots;
    const n = this.size;
    let i = start;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && keys[child + 1]! < keys[child]!) child++;
      if (keys[child]! >= key) break;
      keys[i] = keys[child]!;
      slots[i] = slots[child]!;
      i = child;
    }
    keys[i] = key;
    slots[i] = slot;
  }

  private grow(): void {
    this.keys = doubled(this.keys);
    this.slots = doubled(this.slots);
  }
}

export class TriggerIndex {
  /** Falling levels, highest first: the first the bid can fall to. */
  private readonly below = new Heap(-1);
  /** Rising levels, lowest first: the first the bid can rise to. */
  private readonly above = new Heap(1);

  /**
   * The entries, four numbers each from `number × 4`: order id, account id, generation, kind.
   * Float64 because ids and generations are safe integers beyond 2^31.
   */
  private data = new Float64Array(64 * 4);
  /** Numbers of entries no longer in either heap, to reuse. */
  private free = new Int32Array(64);
  private freeCount = 0;
  private used = 0;

  constructor(private readonly isLive: IsLive) {}

  get size(): number {
    return this.below.size + this.above.size;
  }

  /** Waits for the bid to fall to `key` or under. */
  addBelow(entry: TriggerEntry): void {
    this.below.push(entry.key, this.store(entry));
  }

  /** Waits for the bid to rise to `key` or over. */
  addAbove(entry: TriggerEntry): void {
    this.above.push(entry.key, this.store(entry));
  }

  /** Removes and returns the live entries the bid has reached. */
  crossed(bidUnits: number): TriggerEntry[] {
    const fired: TriggerEntry[] = [];
    const below = this.below;
    while (below.size > 0 && below.topKey() >= bidUnits) {
      const key = below.topKey();
      const slot = below.topSlot();
      below.pop();
      this.take(key, slot, fired);
    }
    const above = this.above;
    while (above.size > 0 && above.topKey() <= bidUnits) {
      const key = above.topKey();
      const slot = above.topSlot();
      above.pop();
      this.take(key, slot, fired);
    }
    return fired;
  }

  /** Drops stale entries once they are more than half of the index. */
  sweep(liveCount: number): void {
    if (this.size > 1024 && this.size > 2 * liveCount) {
      const keep = (slot: number) => this.isLive(this.data[slot * 4]!, this.data[slot * 4 + 2]!);
      const dropped = (slot: number) => this.release(slot);
      this.below.filter(keep, dropped);
      this.above.filter(keep, dropped);
    }
  }

  /** A popped entry: returned when live, and its number freed either way. */
  private take(key: number, slot: number, into: TriggerEntry[]): void {
    const at = slot * 4;
    const data = this.data;
    const orderId = data[at]!;
    const gen = data[at + 2]!;
    if (this.isLive(orderId, gen)) {
      into.push({ key, orderId, accountId: data[at + 1]!, kind: KINDS[data[at + 3]!]!, gen });
    }
    this.release(slot);
  }

  private store(entry: TriggerEntry): number {
    let slot: number;
    if (this.freeCount > 0) slot = this.free[--this.freeCount]!;
    else {
      if (this.used * 4 === this.data.length) this.data = doubled(this.data);
      slot = this.used++;
    }
    const at = slot * 4;
    const data = this.data;
    data[at] = entry.orderId;
    data[at + 1] = entry.accountId;
    data[at + 2] = entry.gen;
    data[at + 3] = KIND_CODE[entry.kind];
    return slot;
  }

  private release(slot: number): void {
    if (this.freeCount === this.free.length) this.free = doubled(this.free);
    this.free[this.freeCount++] = slot;
  }
}
