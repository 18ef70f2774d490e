import { z } from '@hono/zod-openapi';
import { defineRoute, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { getSiteSettings } from './service';

const SettingsSchema = z
  .object({
    siteTitle: z.string(),
    siteDescription: z.string().nullable(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    address: z.string().nullable(),
    town: z.string(),
  })
  .openapi('SiteSettings');

export function registerSettingsRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({ method: 'get', path: '/api/settings', tags: ['Website'], responses: { 200: jsonResponse(SettingsSchema, 'Einstellungen') } }),
    async (c) => c.json(await getSiteSettings(db), 200),
  );
}
