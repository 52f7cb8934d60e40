/**
 * The WebAuthn relying party a request speaks to: the site's name (RP id) and origin. A passkey is
 * bound to the RP id, and a browser signs the origin it is on, so both come from where the trader
 * opened the app: the request's host (X-Forwarded-Host and -Proto behind a trusted proxy), or
 * WEBAUTHN_ORIGIN when a deployment fixes it.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';

export interface RelyingParty {
  /** Host name without port: "app.example.com", "localhost". */
  id: string;
  /** "https://app.example.com", "http://localhost:8080". */
  origin: string;
}

/** The relying party of a request; `fixedOrigin` (WEBAUTHN_ORIGIN) wins when set. */
export function relyingPartyOf(request: FastifyRequest, fixedOrigin: string | undefined): RelyingParty {
  if (fixedOrigin) {
    const url = new URL(fixedOrigin);
    return { id: url.hostname, origin: url.origin };
  }
  const host = request.host;
  const id = request.hostname.replace(/^\[|\]$/g, '');
  // Browsers refuse passkeys on an address: an RP id must be a domain name ("localhost" is one).
  if (!host || isIP(id) !== 0) throw new AppError('passkey_needs_domain');
  // Through URL, so a default port written out ("host:443") reads as the browser writes it.
  return { id, origin: new URL(`${request.protocol}://${host}`).origin };
}
