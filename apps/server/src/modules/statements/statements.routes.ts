import { calls } from '@leverline/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import type { StatementsService } from './statements.service.js';

export function statementsRoutes(app: FastifyInstance, deps: RouteDeps, statements: StatementsService): void {
  registerCall(app, deps, calls.statementPeriods, (input, ctx) => statements.periods(input, ctx));
  registerCall(app, deps, calls.statementDownload, (input, ctx) => statements.download(input, ctx));
  registerCall(app, deps, calls.staffStatementPeriods, (input, ctx) => statements.staffPeriods(input, ctx));
  registerCall(app, deps, calls.staffStatementDownload, (input, ctx) => statements.staffDownload(input, ctx));
}
