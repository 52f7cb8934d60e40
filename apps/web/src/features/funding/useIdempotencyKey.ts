import { useCallback, useRef } from 'react';

/**
 * A new Idempotency-Key: a random UUID. crypto.randomUUID exists only on secure (https) pages, so
 * elsewhere the same 122 random bits come from getRandomValues, which every page has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKey {
  /** The form's key: the same on every try until renew(). */
  current: () => string;
  /** After a submit succeeded: the next submit is a new request. */
  renew: () => void;
}

/**
 * The Idempotency-Key of one form's submit. The key stays the same across a double tap and across
 * a retry after a failure (the first try may have reached the server even if its answer was lost),
 * so the server makes at most one record of it; only a success starts a new one.
 */
export function useIdempotencyKey(): IdempotencyKey {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return { current, renew };
}
