/**
 * Helpers of the tests that move money out or change security: step-up tokens, authenticator
 * codes, and a software passkey authenticator that answers WebAuthn challenges the way a browser
 * and a platform authenticator do (ES256, "none" attestation).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { StepUpPurpose } from '@leverline/contract';
import { sessions, stepUpTokens } from '../../src/db/schema.js';
import { newToken, sha256 } from '../../src/platform/crypto.js';
import { currentTotp } from '../../src/modules/staff/totp.js';
import type { Harness } from './harness.js';

export interface Caller {
  token: string;
  email: string;
}

/**
 * A live step-up token written straight into the database, for tests whose subject is what the
 * token allows (a withdrawal's money rules), not how it is obtained. The security tests obtain
 * theirs through the API.
 */
export async function grantStepUp(h: Harness, caller: Caller, purpose: StepUpPurpose): Promise<string> {
  const [session] = await h.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(caller.token)));
  const token = newToken();
  await h.database.db.insert(stepUpTokens).values({
    tokenHash: sha256(token),
    userId: session!.userId,
    sessionId: session!.id,
    purpose,
    method: 'code',
    createdAt: h.now(),
    expiresAt: new Date(h.now().getTime() + 300_000),
  });
  return token;
}

/** A step-up through the API with the code e-mailed to the trader (traders without 2FA). */
export async function stepUpByCode(h: Harness, caller: Caller, purpose: StepUpPurpose): Promise<string> {
  // One code a minute per address.
  h.advance(61_000);
  const started = await h.post('/api/security/step_up/start', { purpose, method: 'code' }, { token: caller.token });
  expect(started.code, started.msg).toBe(1);
  const verified = await h.post('/api/security/step_up/verify', { purpose, method: 'code', code: h.lastCode(caller.email) }, { token: caller.token });
  expect(verified.code, verified.msg).toBe(1);
  return verified.data.step_up_token as string;
}

/** The authenticator code of the next time step (a code is accepted once: the clock moves on 30 s). */
export function nextTotp(h: Harness, secret: string): string {
  h.advance(30_000);
  return currentTotp(secret, h.now());
}

/** A step-up with the trader's authenticator app. */
export async function stepUpByTotp(h: Harness, caller: Caller, secret: string, purpose: StepUpPurpose): Promise<string> {
  const verified = await h.post('/api/security/step_up/verify', { purpose, method: 'totp', code: nextTotp(h, secret) }, { token: caller.token });
  expect(verified.code, verified.msg).toBe(1);
  return verified.data.step_up_token as string;
}

/** Adds an authenticator app to a trader without 2FA; returns its secret and the recovery codes shown. */
export async function enrolTotp(h: Harness, caller: Caller): Promise<{ secret: string; recoveryCodes: string[] }> {
  const step = await stepUpByCode(h, caller, 'add_factor');
  const setup = await h.post('/api/security/totp/setup', { step_up_token: step }, { token: caller.token });
  expect(setup.code, setup.msg).toBe(1);
  const secret = setup.data.secret as string;
  const enabled = await h.post('/api/security/totp/enable', { code: nextTotp(h, secret) }, { token: caller.token });
  expect(enabled.code, enabled.msg).toBe(1);
  return { secret, recoveryCodes: enabled.data.recovery_codes as string[] };
}

// ---- a software passkey --------------------------------------------------------------------------

/** The origin of the test server's requests (light-my-request sends Host: localhost:80). */
export const TEST_ORIGIN = 'http://localhost';
const RP_ID = 'localhost';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** An authenticator holding one ES256 key, as a phone's platform authenticator would. */
export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(
    private readonly origin = TEST_ORIGIN,
    private readonly rpId = RP_ID,
  ) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    return isoCBOR.encode(key);
  }

  private authData(flags: number, attested?: Uint8Array): Buffer {
    const rpIdHash = createHash('sha256').update(this.rpId).digest();
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [Buffer.from(attested)] : [])]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The browser's answer to navigator.credentials.create with these options. */
  register(options: { challenge: string }): Record<string, unknown> {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, Buffer.from(this.cosePublicKey())]);
    // User present, user verified, attested credential data.
    const authData = this.authData(0x01 | 0x04 | 0x40, attested);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData)],
    ]) as never);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The browser's answer to navigator.credentials.get with these options. */
  assert(options: { challenge: string }): Record<string, unknown> {
    this.counter += 1;
    const authData = this.authData(0x01 | 0x04);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signed = Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]);
    const signature = sign('sha256', signed, this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
    };
  }
}
