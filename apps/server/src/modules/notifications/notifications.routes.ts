import { calls } from '@leverline/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import type { AlertService } from './alerts.service.js';
import type { NotificationService } from './notifications.service.js';

export function notificationRoutes(app: FastifyInstance, deps: RouteDeps, notices: NotificationService, alerts: AlertService): void {
  registerCall(app, deps, calls.noticeList, (input, ctx) => notices.inbox(input, ctx));
  registerCall(app, deps, calls.noticeRead, (input, ctx) => notices.markRead(input, ctx));
  registerCall(app, deps, calls.noticePreferences, (_input, ctx) => notices.preferences(ctx));
  registerCall(app, deps, calls.noticePreferenceSave, (input, ctx) => notices.savePreference(input, ctx));
  registerCall(app, deps, calls.pushSubscribe, (input, ctx) => notices.subscribePush(input, ctx));
  registerCall(app, deps, calls.pushUnsubscribe, (input, ctx) => notices.unsubscribePush(input, ctx));
  registerCall(app, deps, calls.alertList, (_input, ctx) => alerts.list(ctx));
  registerCall(app, deps, calls.alertSave, (input, ctx) => alerts.save(input, ctx));
  registerCall(app, deps, calls.alertDelete, (input, ctx) => alerts.remove(input, ctx));
}
