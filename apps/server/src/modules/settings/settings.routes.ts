import { calls } from '@leverline/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import type { SettingsService } from './settings.service.js';

export function settingsRoutes(app: FastifyInstance, deps: RouteDeps, settings: SettingsService): void {
  registerCall(app, deps, calls.areaList, async () => ({ data: await settings.areaList() }));
  registerCall(app, deps, calls.basicInfo, async () => ({ data: await settings.basicInfo() }));
  registerCall(app, deps, calls.setting, async ({ key }) => {
    const value = (await settings.get([key]))[key];
    return { data: { key, value: /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value } };
  });
}
