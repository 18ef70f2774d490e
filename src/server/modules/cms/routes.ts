import { managedPageSchema, mediaResponseSchema, postResponseSchema, postsResponseSchema } from '../../../shared/schemas/cms';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import { SlugParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { getPublishedPage, getPublishedPost, listMedia, listPublishedPosts } from './service';
import { ERROR_CODES } from '../../../shared/error-codes';

const POST_NOT_FOUND = 'Der Beitrag wurde nicht gefunden.';
const PAGE_NOT_FOUND = 'Die angeforderte Seite konnte nicht gefunden werden.';

export function registerPagePostAndMediaRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/posts',
      tags: ['Website'],
      responses: { 200: jsonResponse(postsResponseSchema, 'Veröffentlichte Beiträge, neueste zuerst') },
    }),
    async (c) => c.json({ posts: await listPublishedPosts(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/posts/{slug}',
      tags: ['Website'],
      request: { params: SlugParam(200, POST_NOT_FOUND) },
      responses: { 200: jsonResponse(postResponseSchema, 'Ein veröffentlichter Beitrag'), 404: errorResponse(POST_NOT_FOUND) },
    }),
    async (c) => {
      const post = await getPublishedPost(db, c.req.valid('param').slug);
      if (!post) throw new ApiError(404, ERROR_CODES.NOT_FOUND, POST_NOT_FOUND);
      return c.json({ post }, 200);
    },
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/media',
      tags: ['Website'],
      responses: { 200: jsonResponse(mediaResponseSchema, 'Galerie, neueste zuerst') },
    }),
    async (c) => c.json({ media: await listMedia(db) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/pages/{slug}',
      tags: ['Website'],
      request: { params: SlugParam(100, PAGE_NOT_FOUND) },
      responses: { 200: jsonResponse(managedPageSchema, 'Veröffentlichte Seite'), 404: errorResponse('Seite nicht gefunden') },
    }),
    async (c) => {
      const page = await getPublishedPage(db, c.req.valid('param').slug);
      if (!page) throw new ApiError(404, ERROR_CODES.NOT_FOUND, PAGE_NOT_FOUND);
      return c.json(page, 200);
    },
  );
}
