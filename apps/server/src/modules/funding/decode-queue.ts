/**
 * The queue pictures wait in to be decoded. A 40-megapixel picture takes about 120 MB while
 * libvips decodes it, so decodes run a few at a time however many uploads arrive together (40 at
 * once took 400 MB that stayed), and a caller beyond the queue's length is told to try again.
 */
import pLimit from 'p-limit';
import { AppError } from '../../http/errors.js';

export interface DecodeQueue {
  /** Runs `decode` when a place frees; rate_limited (429) when the queue is full. */
  run<T>(decode: () => Promise<T>): Promise<T>;
  /** Decodes running now. */
  readonly active: number;
  /** Decodes waiting for a place. */
  readonly waiting: number;
}

export function decodeQueue(options: { atOnce: number; maxWaiting: number }): DecodeQueue {
  const limit = pLimit(options.atOnce);
  return {
    run(decode) {
      if (limit.pendingCount >= options.maxWaiting) return Promise.reject(new AppError('rate_limited', {}, 429));
      return limit(decode);
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
