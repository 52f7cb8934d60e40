import { calls } from '@leverline/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import type { IdentityService } from './identity.service.js';

export function identityRoutes(app: FastifyInstance, deps: RouteDeps, identity: IdentityService): void {
  registerCall(app, deps, calls.login, (input, ctx) => identity.login(input, ctx));
  registerCall(app, deps, calls.createDemo, (input, ctx) => identity.createDemo(input, ctx));
  registerCall(app, deps, calls.register, (input, ctx) => identity.register(input, ctx));
  registerCall(app, deps, calls.forgotPassword, (input, ctx) => identity.forgotPassword(input, ctx));
  registerCall(app, deps, calls.amendPassword, (input, ctx) => identity.amendPassword(input, ctx));
  registerCall(app, deps, calls.logout, (_input, ctx) => identity.logout(ctx));
  registerCall(app, deps, calls.userInfo, (_input, ctx) => identity.userInfo(ctx));
  registerCall(app, deps, calls.getBalance, (_input, ctx) => identity.balance(ctx));
  registerCall(app, deps, calls.sendEmail, (input, ctx) => identity.sendCode('email', input, ctx));
  registerCall(app, deps, calls.sendSms, (input, ctx) => identity.sendCode('sms', input, ctx));
  registerCall(app, deps, calls.captcha, (_input, ctx) => identity.captcha(ctx));
}
