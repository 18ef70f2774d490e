import { adminSettingsResponseSchema, settingsInputSchema, siteSettingsSchema } from '../../../shared/schemas/settings';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { getAdminSettings, getSiteSettings, saveSettings } from './service';
import { savePaymentSettings } from './payment-settings';
import { getPaymentSettings } from './payment-settings-read';
import { paymentSettingsInputSchema, paymentSettingsResponseSchema } from '../../../shared/schemas/payment-settings';

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const tags = ['Verwaltung'];

export function registerSettingsRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({ method: 'get', path: '/api/settings', tags: ['Website'], responses: { 200: jsonResponse(siteSettingsSchema, 'Einstellungen') } }),
    async (c) => c.json(await getSiteSettings(db), 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/settings',
      tags,
      responses: { 200: jsonResponse(adminSettingsResponseSchema, 'Einstellungen und Buchungsregeln'), ...guarded },
    }),
    async (c) => c.json({ settings: await getAdminSettings(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/settings',
      tags,
      request: jsonBody(settingsInputSchema),
      responses: { 200: jsonResponse(adminSettingsResponseSchema, 'Einstellungen gespeichert'), 400: errorResponse('Ungültige Eingabe'), ...guarded },
    }),
    // Nothing to clear: the settings are read per request (page HTML, mails, booking engine), and the
    // cached timetable weeks hold no settings.
    async (c) => c.json({ settings: await saveSettings(db, await auditActorOf(c), c.req.valid('json')) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/payment-settings',
      tags,
      responses: { 200: jsonResponse(paymentSettingsResponseSchema, 'Zahlungsverkehr (null, solange nicht eingerichtet)'), ...guarded },
    }),
    async (c) => c.json({ settings: await getPaymentSettings(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/payment-settings',
      tags,
      request: jsonBody(paymentSettingsInputSchema),
      responses: { 200: jsonResponse(paymentSettingsResponseSchema, 'Zahlungsverkehr gespeichert'), 400: errorResponse('Ungültige Eingabe, mit Meldung je Feld'), ...guarded },
    }),
    async (c) => c.json({ settings: await savePaymentSettings(db, await auditActorOf(c), c.req.valid('json')) }, 200),
  );
}
