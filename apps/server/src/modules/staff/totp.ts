/**
 * Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s) for staff sign-in, by the
 * otpauth library. A code is accepted one step either side of the server's time, and only once.
 */
import * as OTPAuth from 'otpauth';

export const TOTP_PERIOD_S = 30;

function totp(secret: string, label = 'staff'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'Leverline',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits), base32. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app enrols from (shown once, as text or a QR code). */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The time step of an accepted code, or null when the code is wrong. */
export function verifyTotp(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

/** The current code (tests and the admin:create command use it). */
export function currentTotp(secret: string, now: Date): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}
