import {
  addRoleSchema,
  ADMIN_USER_MESSAGES,
  adminUserResponseSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  roleParamSchema,
  twoFactorResetResponseSchema,
} from '../../../shared/schemas/admin-users';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { UuidParam } from '../../http/schemas';
import { addUserRole, liftBookingBlock, listAdminUsers, removeUserRole } from './admin-users';
import { resetTwoFactor } from './two-factor-reset';

const adminOnly = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const UserIdParam = UuidParam(ADMIN_USER_MESSAGES.notFound);

export function registerAdminUserRoutes(app: Api, { db, publicUrl, kickJobs }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/users',
      tags: ['Verwaltung'],
      request: { query: adminUsersQuerySchema },
      responses: { 200: jsonResponse(adminUsersPageSchema, 'Eine Seite der Benutzerkonten, neueste zuerst, mit Gesamtzahl'), 400: errorResponse('Ungültige Suche'), ...adminOnly },
    }),
    async (c) => c.json(await listAdminUsers(db, c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/users/{id}/roles',
      tags: ['Verwaltung'],
      request: { params: UserIdParam, ...jsonBody(addRoleSchema) },
      responses: {
        200: jsonResponse(adminUserResponseSchema, 'Rolle hinzugefügt (oder schon vorhanden)'),
        400: errorResponse('Ungültige Rolle'),
        ...adminOnly,
        404: errorResponse('Benutzerkonto nicht gefunden'),
      },
    }),
    async (c) => {
      const user = await addUserRole(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json').role);
      return c.json({ user, message: ADMIN_USER_MESSAGES.roleAdded }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/users/{id}/roles/{role}',
      tags: ['Verwaltung'],
      request: { params: roleParamSchema },
      responses: {
        200: jsonResponse(adminUserResponseSchema, 'Rolle entfernt'),
        ...adminOnly,
        404: errorResponse('Benutzerkonto nicht gefunden oder Rolle nicht vorhanden'),
        409: errorResponse('Der letzte Administrator kann nicht entfernt werden'),
      },
    }),
    async (c) => {
      const { id, role } = c.req.valid('param');
      const user = await removeUserRole(db, await auditActorOf(c), id, role);
      return c.json({ user, message: ADMIN_USER_MESSAGES.roleRemoved }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/users/{id}/two-factor',
      tags: ['Verwaltung'],
      request: { params: UserIdParam },
      responses: {
        200: jsonResponse(twoFactorResetResponseSchema, 'Zwei-Faktor-Anmeldung entfernt, alle Sitzungen des Kontos beendet, Benachrichtigung per E-Mail'),
        ...adminOnly,
        404: errorResponse('Benutzerkonto nicht gefunden'),
        409: errorResponse('Keine Zwei-Faktor-Anmeldung eingerichtet, oder das eigene Konto'),
      },
    }),
    async (c) => {
      await resetTwoFactor(db, await auditActorOf(c), c.req.valid('param').id, publicUrl);
      kickJobs(); // the mail to the account goes out now, not with the next poll
      return c.json({ message: ADMIN_USER_MESSAGES.twoFactorReset }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/users/{id}/booking-block',
      tags: ['Verwaltung'],
      request: { params: UserIdParam },
      responses: {
        200: jsonResponse(adminUserResponseSchema, 'Buchungssperre aufgehoben: bisherige Fehltermine zählen nicht mehr'),
        ...adminOnly,
        404: errorResponse('Benutzerkonto nicht gefunden'),
        409: errorResponse('Nicht gesperrt'),
      },
    }),
    async (c) => {
      const user = await liftBookingBlock(db, await auditActorOf(c), c.req.valid('param').id);
      return c.json({ message: ADMIN_USER_MESSAGES.blockLifted, user }, 200);
    },
  );
}
