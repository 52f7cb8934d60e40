import { calls } from '@leverline/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import type { IdentityService } from '../identity/identity.service.js';
import { relyingPartyOf } from './relying-party.js';
import type { SecurityService } from './security.service.js';

/**
 * Routes of two-factor authentication, step-up and sessions. `webauthnOrigin` (WEBAUTHN_ORIGIN)
 * fixes the passkey relying party; otherwise each request's host is (relying-party.ts).
 */
export function securityRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  security: SecurityService,
  identity: IdentityService,
  webauthnOrigin: string | undefined,
): void {
  // Only passkey paths ask for it: TOTP and codes work however the site is reached.
  const rp = (request: FastifyRequest) => () => relyingPartyOf(request, webauthnOrigin);
  registerCall(app, deps, calls.loginPasskeyOptions, (input, ctx, request) => security.loginPasskeyOptions(input, ctx, rp(request)));
  registerCall(app, deps, calls.loginSecondFactor, (input, ctx, request) => security.loginSecondFactor(input, ctx, rp(request)));
  registerCall(app, deps, calls.securityInfo, (_input, ctx) => security.info(ctx));
  registerCall(app, deps, calls.stepUpStart, (input, ctx, request) => security.stepUpStart(input, ctx, rp(request)));
  registerCall(app, deps, calls.stepUpVerify, (input, ctx, request) => security.stepUpVerify(input, ctx, rp(request)));
  registerCall(app, deps, calls.totpSetup, (input, ctx) => security.totpSetup(input, ctx));
  registerCall(app, deps, calls.totpEnable, (input, ctx) => security.totpEnable(input, ctx));
  registerCall(app, deps, calls.totpRemove, (input, ctx) => security.totpRemove(input, ctx));
  registerCall(app, deps, calls.passkeyOptions, (input, ctx, request) => security.passkeyOptions(input, ctx, rp(request)));
  registerCall(app, deps, calls.passkeyAdd, (input, ctx, request) => security.passkeyAdd(input, ctx, rp(request)));
  registerCall(app, deps, calls.passkeyRemove, (input, ctx) => security.passkeyRemove(input, ctx));
  registerCall(app, deps, calls.recoveryRenew, (input, ctx) => security.recoveryRenew(input, ctx));
  registerCall(app, deps, calls.sessionList, (_input, ctx) => identity.sessionList(ctx));
  registerCall(app, deps, calls.sessionRevoke, (input, ctx) => identity.sessionRevoke(input, ctx));
  registerCall(app, deps, calls.sessionRevokeOthers, (_input, ctx) => identity.sessionRevokeOthers(ctx));
}
