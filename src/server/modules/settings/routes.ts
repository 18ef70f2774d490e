import { siteSettingsSchema } from '../../../shared/schemas/settings';
import { defineRoute, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { getSiteSettings } from './service';

export function registerSettingsRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({ method: 'get', path: '/api/settings', tags: ['Website'], responses: { 200: jsonResponse(siteSettingsSchema, 'Einstellungen') } }),
    async (c) => c.json(await getSiteSettings(db), 200),
  );
}
