/**
 * Group commit: items that arrive while a batch is being written wait, and go together in the
 * next one. One item alone starts at once (after the current I/O callbacks, so requests read in
 * the same turn of the event loop join it); under load, batches grow by themselves to what
 * arrived during the previous one, so a transaction, its round trips and its commit are shared
 * by many orders instead of paid by each.
 *
 * `write` answers each item of a batch separately: one item refused (a rule, its margin) does not
 * fail the others, and retrying what was not written is its business (trading.service.ts places
 * the orders of a transaction that failed before its commit again one by one). A `write` that
 * throws gives every item of its batch that error: whether anything was written is unknown, and
 * writing an item again could write it twice.
 */
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** Most items in one batch. */
  maxBatch: number;
  /** Batches written at the same time. */
  maxInFlight: number;
  /**
   * A batch still being written after this long no longer holds the others back: the next one
   * starts beside it (one of its items may be waiting for a lock another transaction holds).
   */
  stallMs: number;
  /** Batches written at the same time, counting those that stalled. */
  maxStalled: number;
}

export class GroupCommit<I, O> {
  private readonly queue: Waiting<I, O>[] = [];
  /** Batches being written, and how many of them have run past `stallMs`. */
  private inFlight = 0;
  private stalled = 0;
  private scheduled = false;

  constructor(
    private readonly write: (items: I[]) => Promise<Outcome<O>[]>,
    private readonly options: GroupCommitOptions,
  ) {}

  /** Resolves with the item's own outcome once its batch has committed (or was refused). */
  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Items waiting for a batch (the tests read it). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Whether another batch may start now. */
  private get room(): boolean {
    const { maxInFlight, maxStalled } = this.options;
    return this.inFlight - this.stalled < maxInFlight && this.inFlight < maxInFlight + maxStalled;
  }

  private schedule(): void {
    if (this.scheduled || !this.room || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.start();
    });
  }

  private start(): void {
    while (this.room && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight++;
      let stalled = false;
      const timer = setTimeout(() => {
        stalled = true;
        this.stalled++;
        this.schedule();
      }, this.options.stallMs);
      timer.unref();
      void this.run(batch).finally(() => {
        clearTimeout(timer);
        this.inFlight--;
        if (stalled) this.stalled--;
        this.schedule();
      });
    }
  }

  private async run(batch: Waiting<I, O>[]): Promise<void> {
    let outcomes: Outcome<O>[];
    try {
      outcomes = await this.write(batch.map((w) => w.item));
    } catch (error) {
      outcomes = batch.map(() => ({ ok: false, error }));
    }
    batch.forEach((w, i) => {
      const outcome = outcomes[i];
      if (!outcome) w.reject(new Error('group commit: no outcome for an item'));
      else if (outcome.ok) w.resolve(outcome.value);
      else w.reject(outcome.error);
    });
  }
}
