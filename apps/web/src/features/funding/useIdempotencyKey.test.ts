import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './useIdempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a random UUID', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('is still a random UUID on a plain http page, where crypto.randomUUID does not exist', () => {
    // an own property hides the prototype's method for this test
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(UUID_V4);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
