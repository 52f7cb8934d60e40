/**
 * The price levels one instrument's alerts wait for, in two heaps keyed by integer price units of
 * the bid, like the trading engine's trigger index: `above` fires when the bid rises to or over a
 * level, `below` when it falls to or under one. A tick peeks at each heap's top and pops only the
 * levels it crossed, so its cost grows with the alerts that fire, not with the alerts that wait
 * (bench/alerts.ts measures a million).
 *
 * An entry either fires its alert or re-arms it (a repeating alert that fired waits for the bid
 * to go back across its level before it can fire again: once per crossing). Entries are never
 * searched for: changing an alert bumps its generation and stale entries are skipped when they
 * reach the top, and swept when they outnumber the live ones.
 */
import { Heap } from '../trading/trigger-index.js';

/** What an entry does when the bid reaches it. */
export type AlertAction = 'fire' | 'rearm';

export interface AlertEntry {
  /** Level in bid price units. */
  key: number;
  alertId: number;
  gen: number;
  action: AlertAction;
}

/** Whether the entry made for `alertId` at generation `gen` still stands. */
export type IsLiveAlert = (alertId: number, gen: number) => boolean;

function doubled<A extends Float64Array | Int32Array>(a: A): A {
  const b = new (a.constructor as new (length: number) => A)(a.length * 2);
  b.set(a);
  return b;
}

export class AlertIndex {
  private readonly below = new Heap(-1);
  private readonly above = new Heap(1);
  /** Three numbers per entry from `number × 3`: alert id, generation, action (0 fire, 1 re-arm). */
  private data = new Float64Array(64 * 3);
  private free = new Int32Array(64);
  private freeCount = 0;
  private used = 0;

  constructor(private readonly isLive: IsLiveAlert) {}

  get size(): number {
    return this.below.size + this.above.size;
  }

  /** Waits for the bid to rise to `key` or over. */
  addAbove(entry: AlertEntry): void {
    this.above.push(entry.key, this.store(entry));
  }

  /** Waits for the bid to fall to `key` or under. */
  addBelow(entry: AlertEntry): void {
    this.below.push(entry.key, this.store(entry));
  }

  /** Removes and returns the live entries the bid has reached. */
  crossed(bidUnits: number): AlertEntry[] {
    const hit: AlertEntry[] = [];
    const below = this.below;
    while (below.size > 0 && below.topKey() >= bidUnits) {
      const key = below.topKey();
      const slot = below.topSlot();
      below.pop();
      this.take(key, slot, hit);
    }
    const above = this.above;
    while (above.size > 0 && above.topKey() <= bidUnits) {
      const key = above.topKey();
      const slot = above.topSlot();
      above.pop();
      this.take(key, slot, hit);
    }
    return hit;
  }

  /** Drops stale entries once they are more than half of the index. */
  sweep(liveCount: number): void {
    if (this.size > 1024 && this.size > 2 * liveCount) {
      const keep = (slot: number) => this.isLive(this.data[slot * 3]!, this.data[slot * 3 + 1]!);
      const dropped = (slot: number) => this.release(slot);
      this.below.filter(keep, dropped);
      this.above.filter(keep, dropped);
    }
  }

  private take(key: number, slot: number, into: AlertEntry[]): void {
    const at = slot * 3;
    const alertId = this.data[at]!;
    const gen = this.data[at + 1]!;
    if (this.isLive(alertId, gen)) into.push({ key, alertId, gen, action: this.data[at + 2] === 0 ? 'fire' : 'rearm' });
    this.release(slot);
  }

  private store(entry: AlertEntry): number {
    let slot: number;
    if (this.freeCount > 0) slot = this.free[--this.freeCount]!;
    else {
      if (this.used * 3 === this.data.length) this.data = doubled(this.data);
      slot = this.used++;
    }
    const at = slot * 3;
    this.data[at] = entry.alertId;
    this.data[at + 1] = entry.gen;
    this.data[at + 2] = entry.action === 'fire' ? 0 : 1;
    return slot;
  }

  private release(slot: number): void {
    if (this.freeCount === this.free.length) this.free = doubled(this.free);
    this.free[this.freeCount++] = slot;
  }
}
