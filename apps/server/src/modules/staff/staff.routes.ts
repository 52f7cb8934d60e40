import { calls } from '@leverline/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import type { StaffService } from './staff.service.js';

export function staffRoutes(app: FastifyInstance, deps: RouteDeps, staff: StaffService): void {
  registerCall(app, deps, calls.staffLogin, (input, ctx) => staff.login(input, ctx));
  registerCall(app, deps, calls.staffLogout, (_input, ctx) => staff.logout(ctx));
  registerCall(app, deps, calls.staffMe, (_input, ctx) => staff.me(ctx));
  registerCall(app, deps, calls.staffAudit, (input) => staff.auditLog(input));
}
