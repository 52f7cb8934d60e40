/**
 * The trailing stops of one instrument, as the engine moves them tick by tick. Each remembers the
 * best price its position could close at since the stop was set (domain order-kinds.ts: the
 * extreme); every tick ratchets the extremes it improves and fires the stops it reaches.
 *
 * A tick walks all of the instrument's trailing stops: unlike a fixed level, every one of them may
 * move with any tick, so there is no level to keep them sorted by. The walk is a few comparisons
 * per stop over numbers kept side by side (bench/triggers.ts times it among 100,000 orders).
 */
import { trailingLevel } from '@leverline/domain';

export interface TrailingStop {
  orderId: number;
  accountId: number;
  gen: number;
  buy: boolean;
  distanceUnits: number;
  /** The highest bid (buy) or lowest ask (sell) since the stop was set, in price units. */
  extremeUnits: number;
  /**
   * Set when its order changed, went or fired: the stop is dropped at the next tick or sweep. A
   * flag on the stop itself, not a lookup per stop and tick.
   */
  dead: boolean;
}

/** A stop the price reached, with the level it had moved to. */
export interface FiredTrail {
  orderId: number;
  accountId: number;
  gen: number;
  distanceUnits: number;
  levelUnits: number;
}

export class TrailingStops {
  private stops: TrailingStop[] = [];
  /** Stops whose extreme moved since `takeMoved`, by order id. */
  private moved = new Map<number, TrailingStop>();

  get size(): number {
    return this.stops.length;
  }

  /** `unsaved`: its extreme is already beyond the saved level, so the next save must write it. */
  add(stop: TrailingStop, unsaved = false): void {
    this.stops.push(stop);
    if (unsaved) this.moved.set(stop.orderId, stop);
  }

  /**
   * Ratchets every live stop with this quote and removes and answers those it reaches (they are
   * dead from then on); dead stops are dropped on the way.
   */
  tick(bidUnits: number, askUnits: number, fired: FiredTrail[]): void {
    const stops = this.stops;
    let n = stops.length;
    for (let i = 0; i < n; ) {
      const s = stops[i]!;
      if (s.dead) {
        stops[i] = stops[--n]!;
        continue;
      }
      if (s.buy ? bidUnits > s.extremeUnits : askUnits < s.extremeUnits) {
        s.extremeUnits = s.buy ? bidUnits : askUnits;
        this.moved.set(s.orderId, s);
      }
      const level = trailingLevel(s.buy ? 'buy' : 'sell', s.extremeUnits, s.distanceUnits);
      if (s.buy ? bidUnits <= level : askUnits >= level) {
        fired.push({ orderId: s.orderId, accountId: s.accountId, gen: s.gen, distanceUnits: s.distanceUnits, levelUnits: level });
        s.dead = true;
        this.moved.delete(s.orderId);
        stops[i] = stops[--n]!;
        continue;
      }
      i++;
    }
    stops.length = n;
  }

  /** The live stops that moved since the last call, to be saved. */
  takeMoved(): TrailingStop[] {
    const moved = [...this.moved.values()].filter((s) => !s.dead);
    this.moved = new Map();
    return moved;
  }

  /** Drops stale stops (the pass calls it; ticks drop those of the instruments that tick). */
  sweep(): void {
    this.stops = this.stops.filter((s) => !s.dead);
  }
}
