import { calls } from '@leverline/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import type { ConsoleService } from './console.service.js';
import type { DealingService } from '../market/dealing.service.js';

export function consoleRoutes(app: FastifyInstance, deps: RouteDeps, console: ConsoleService, dealing: DealingService): void {
  registerCall(app, deps, calls.staffUsers, (input) => console.users(input));
  registerCall(app, deps, calls.staffUserDetail, (input) => console.userDetail(input));
  registerCall(app, deps, calls.staffUserLedger, (input) => console.userLedger(input));
  registerCall(app, deps, calls.staffFreezeUser, (input, ctx) => console.freezeUser(input, ctx));
  registerCall(app, deps, calls.staffAdjustBalance, (input, ctx) => console.adjustBalance(input, ctx));
  registerCall(app, deps, calls.staffAdjustments, (input) => console.adjustments(input));
  registerCall(app, deps, calls.staffApproveAdjustment, (input, ctx) => console.approveAdjustment(input, ctx));
  registerCall(app, deps, calls.staffRejectAdjustment, (input, ctx) => console.rejectAdjustment(input, ctx));
  registerCall(app, deps, calls.staffDashboard, (_input, ctx) => console.dashboard(ctx));
  registerCall(app, deps, calls.staffExposure, (input) => console.exposure(input));
  registerCall(app, deps, calls.staffPositions, (input) => console.positions(input));
  registerCall(app, deps, calls.staffSettings, () => console.settings());
  registerCall(app, deps, calls.staffSaveSettings, (input, ctx) => console.saveSettings(input, ctx));
  registerCall(app, deps, calls.staffNewsList, (input) => console.newsList(input));
  registerCall(app, deps, calls.staffCompanies, () => console.companies());
  registerCall(app, deps, calls.staffInstruments, () => dealing.instruments());
  registerCall(app, deps, calls.staffSaveInstrument, (input, ctx) => dealing.saveInstrument(input, ctx));
  registerCall(app, deps, calls.staffCategories, () => dealing.categories());
  registerCall(app, deps, calls.staffSaveCategory, (input, ctx) => dealing.saveCategory(input, ctx));
}
