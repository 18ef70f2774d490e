import { z } from '@hono/zod-openapi';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { getPublishedPage } from './service';

const PageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    contentHtml: z.string(),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
  })
  .openapi('Page');

export function registerCmsRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/pages/{slug}',
      tags: ['Website'],
      request: { params: z.object({ slug: z.string().min(1).max(100) }) },
      responses: { 200: jsonResponse(PageSchema, 'Veröffentlichte Seite'), 404: errorResponse('Seite nicht gefunden') },
    }),
    async (c) => {
      const page = await getPublishedPage(db, c.req.valid('param').slug);
      if (!page) throw new ApiError(404, 'NOT_FOUND', 'Die angeforderte Seite konnte nicht gefunden werden.');
      return c.json(page, 200);
    },
  );
}
