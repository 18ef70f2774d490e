import { messageSchema } from '../../../shared/schemas/common';
import { adminMenuResponseSchema, adminMenusResponseSchema, MENU_MESSAGES, menuInputSchema, navigationSchema } from '../../../shared/schemas/menus';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { createMenu, deleteMenu, getNavigation, listMenus, updateMenu } from './service';

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const tags = ['Verwaltung'];

/*
 * The public header and footer read GET /api/navigation; the HTML of every page carries the same answer
 * (src/server/html/), read from the database on each request, so a saved menu shows on the next page load.
 */
export function registerMenuRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({ method: 'get', path: '/api/navigation', tags: ['Website'], responses: { 200: jsonResponse(navigationSchema, 'Links der Kopf- und Fußzeile') } }),
    async (c) => c.json(await getNavigation(db), 200),
  );
  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/menus', tags, responses: { 200: jsonResponse(adminMenusResponseSchema, 'Alle Menüs'), ...guarded } }),
    async (c) => c.json({ menus: await listMenus(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/menus',
      tags,
      request: jsonBody(menuInputSchema),
      responses: {
        201: jsonResponse(adminMenuResponseSchema, 'Menü erstellt'),
        400: errorResponse('Ungültige Eingabe'),
        409: errorResponse('Ort schon vergeben'),
        ...guarded,
      },
    }),
    async (c) => c.json({ menu: await createMenu(db, await auditActorOf(c), c.req.valid('json')) }, 201),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/menus/{id}',
      tags,
      request: { params: UuidParam(MENU_MESSAGES.notFound), ...jsonBody(menuInputSchema) },
      responses: {
        200: jsonResponse(adminMenuResponseSchema, 'Menü aktualisiert'),
        400: errorResponse('Ungültige Eingabe'),
        404: errorResponse(MENU_MESSAGES.notFound),
        409: errorResponse('Ort schon vergeben'),
        ...guarded,
      },
    }),
    async (c) => c.json({ menu: await updateMenu(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/menus/{id}',
      tags,
      request: { params: UuidParam(MENU_MESSAGES.notFound) },
      responses: { 200: jsonResponse(messageSchema, 'Menü gelöscht'), 404: errorResponse(MENU_MESSAGES.notFound), ...guarded },
    }),
    async (c) => c.json(await deleteMenu(db, await auditActorOf(c), c.req.valid('param').id), 200),
  );
}
