import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A session token: 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A numeric code of `digits` digits, uniformly random, leading zeros kept. */
export function numericCode(digits: number): string {
  let s = '';
  for (let i = 0; i < digits; i++) s += String(randomInt(10));
  return s;
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An invitation code of 8 characters without look-alike letters (0/O, 1/I). */
export function inviteCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return s;
}
