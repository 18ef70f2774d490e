import { deleteCookie } from 'hono/cookie';
import { currentUserSchema } from '../../../shared/schemas/users';
import { dataExportSchema, deleteAccountSchema, PROFILE_MESSAGES, updateProfileSchema } from '../../../shared/schemas/profile';
import { messageSchema } from '../../../shared/schemas/common';
import { berlinToday } from '../../../shared/time';
import { hitRateLimit } from '../../auth/rate-limit';
import { ApiError, messages } from '../../http/errors';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { deleteOwnAccount } from './account-deletion';
import { exportMemberData } from './data-export';
import { updateOwnProfile } from './service';
import { ERROR_CODES } from '../../../shared/error-codes';

const signedIn = { 401: errorResponse('Nicht angemeldet') };
// Deleting asks for the password: a stolen session must not get to try passwords without end.
const DELETE_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };
// better-auth's session cookie, plain and with the prefix it uses on https.
const SESSION_COOKIES = ['better-auth.session_token', 'better-auth.session_data', 'better-auth.dont_remember'];

export function registerUserRoutes(app: Api, { db, env, auth, publicUrl, kickJobs, weekCache }: ModuleDeps) {
  const secure = publicUrl.startsWith('https:');

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me',
      tags: ['Konto'],
      responses: { 200: jsonResponse(currentUserSchema, 'Angemeldeter Benutzer mit Rollen'), ...signedIn },
    }),
    async (c) => c.json((await c.var.viewer())!, 200),
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/me/profile',
      tags: ['Konto'],
      request: jsonBody(updateProfileSchema),
      responses: { 200: jsonResponse(currentUserSchema, 'Das geänderte Profil'), 400: errorResponse('Ungültige Eingabe'), ...signedIn },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const user = await updateOwnProfile(db, viewer.user.id, c.req.valid('json'));
      return c.json({ ...viewer, user: { ...viewer.user, ...user } }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/export',
      tags: ['Konto'],
      responses: { 200: jsonResponse(dataExportSchema, 'Alle gespeicherten Daten des Mitglieds als JSON-Datei (Art. 15, 20 DSGVO)'), ...signedIn },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const data = await exportMemberData(db, viewer.user.id);
      if (!data) throw new ApiError(401, ERROR_CODES.UNAUTHENTICATED, messages.unauthenticated);
      c.header('Content-Disposition', `attachment; filename="meine-daten-${berlinToday()}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/me/delete',
      tags: ['Konto'],
      request: jsonBody(deleteAccountSchema),
      responses: {
        200: jsonResponse(messageSchema, 'Konto gelöscht und abgemeldet'),
        400: errorResponse('Passwort fehlt oder ist nicht korrekt'),
        ...signedIn,
        409: errorResponse('Die einzige Administratorin / der einzige Administrator kann das Konto nicht löschen'),
        429: errorResponse('Zu viele Versuche'),
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      if (env.RATE_LIMIT === 'on' && !(await hitRateLimit(db, `account-delete:user:${viewer.user.id}`, DELETE_ATTEMPTS))) {
        throw new ApiError(429, ERROR_CODES.RATE_LIMITED, PROFILE_MESSAGES.tooManyAttempts);
      }
      await deleteOwnAccount(auth, db, viewer.user.id, c.req.valid('json').password, publicUrl);
      weekCache.clear();
      kickJobs();
      for (const name of SESSION_COOKIES) {
        deleteCookie(c, name, { path: '/' });
        if (secure) deleteCookie(c, `__Secure-${name}`, { path: '/', secure: true });
      }
      return c.json({ message: PROFILE_MESSAGES.accountDeleted }, 200);
    },
  );
}
