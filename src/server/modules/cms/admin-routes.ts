import {
  adminPageResponseSchema,
  adminPagesResponseSchema,
  adminPostResponseSchema,
  adminPostsResponseSchema,
  CONTENT_MESSAGES,
  pageInputSchema,
  postInputSchema,
} from '../../../shared/schemas/admin-content';
import { messageSchema } from '../../../shared/schemas/common';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import {
  createAdminPage,
  createAdminPost,
  deleteAdminPage,
  deleteAdminPost,
  listAdminPages,
  listAdminPosts,
  updateAdminPage,
  updateAdminPost,
} from './admin-content';

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const tags = ['Verwaltung'];

/*
 * Seiten and Beiträge of the admin area. The public pages read the database on every request (no cache to
 * clear), so a save shows on /ueber-uns or /aktuelles with the next page load.
 */
export function registerPageAndPostAdminRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/pages', tags, responses: { 200: jsonResponse(adminPagesResponseSchema, 'Alle Seiten, neueste zuerst'), ...guarded } }),
    async (c) => c.json({ pages: await listAdminPages(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/pages',
      tags,
      request: jsonBody(pageInputSchema),
      responses: { 201: jsonResponse(adminPageResponseSchema, 'Seite erstellt'), 400: errorResponse('Ungültige Eingabe'), 409: errorResponse('Slug schon vergeben'), ...guarded },
    }),
    async (c) => c.json({ page: await createAdminPage(db, await auditActorOf(c), c.req.valid('json')) }, 201),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/pages/{id}',
      tags,
      request: { params: UuidParam(CONTENT_MESSAGES.pageNotFound), ...jsonBody(pageInputSchema) },
      responses: {
        200: jsonResponse(adminPageResponseSchema, 'Seite aktualisiert'),
        400: errorResponse('Ungültige Eingabe'),
        404: errorResponse(CONTENT_MESSAGES.pageNotFound),
        409: errorResponse('Slug schon vergeben'),
        ...guarded,
      },
    }),
    async (c) => c.json({ page: await updateAdminPage(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/pages/{id}',
      tags,
      request: { params: UuidParam(CONTENT_MESSAGES.pageNotFound) },
      responses: { 200: jsonResponse(messageSchema, 'Seite gelöscht'), 404: errorResponse(CONTENT_MESSAGES.pageNotFound), ...guarded },
    }),
    async (c) => c.json(await deleteAdminPage(db, await auditActorOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/posts', tags, responses: { 200: jsonResponse(adminPostsResponseSchema, 'Alle Beiträge, neueste zuerst'), ...guarded } }),
    async (c) => c.json({ posts: await listAdminPosts(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/posts',
      tags,
      request: jsonBody(postInputSchema),
      responses: { 201: jsonResponse(adminPostResponseSchema, 'Beitrag erstellt'), 400: errorResponse('Ungültige Eingabe'), 409: errorResponse('Slug schon vergeben'), ...guarded },
    }),
    async (c) => c.json({ post: await createAdminPost(db, await auditActorOf(c), c.req.valid('json')) }, 201),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/posts/{id}',
      tags,
      request: { params: UuidParam(CONTENT_MESSAGES.postNotFound), ...jsonBody(postInputSchema) },
      responses: {
        200: jsonResponse(adminPostResponseSchema, 'Beitrag aktualisiert'),
        400: errorResponse('Ungültige Eingabe'),
        404: errorResponse(CONTENT_MESSAGES.postNotFound),
        409: errorResponse('Slug schon vergeben'),
        ...guarded,
      },
    }),
    async (c) => c.json({ post: await updateAdminPost(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/posts/{id}',
      tags,
      request: { params: UuidParam(CONTENT_MESSAGES.postNotFound) },
      responses: { 200: jsonResponse(messageSchema, 'Beitrag gelöscht'), 404: errorResponse(CONTENT_MESSAGES.postNotFound), ...guarded },
    }),
    async (c) => c.json(await deleteAdminPost(db, await auditActorOf(c), c.req.valid('param').id), 200),
  );
}
