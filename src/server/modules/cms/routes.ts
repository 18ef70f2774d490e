import { z } from '@hono/zod-openapi';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { getPublishedPage, getPublishedPost, listActiveTestimonials, listMedia, listPublishedPosts } from './service';

const PageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    contentHtml: z.string(),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
  })
  .openapi('Page');

const PostSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    content: z.string(),
    excerpt: z.string().nullable(),
    category: z.string().nullable(),
    featuredImage: z.string().nullable(),
    publishedAt: z.string(),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
  })
  .openapi('Post');

const MediaSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    altText: z.string().nullable(),
    category: z.enum(['kurse', 'events', 'raeumlichkeiten']).nullable(),
    createdAt: z.string(),
  })
  .openapi('Media');

const TestimonialSchema = z
  .object({ id: z.string(), name: z.string(), role: z.string().nullable(), content: z.string(), rating: z.number(), avatarUrl: z.string().nullable() })
  .openapi('Testimonial');

const POST_NOT_FOUND = 'Der Beitrag wurde nicht gefunden.';

export function registerCmsRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/posts',
      tags: ['Website'],
      responses: { 200: jsonResponse(z.object({ posts: z.array(PostSchema) }), 'Veröffentlichte Beiträge, neueste zuerst') },
    }),
    async (c) => c.json({ posts: await listPublishedPosts(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/posts/{slug}',
      tags: ['Website'],
      request: { params: z.object({ slug: z.string().min(1).max(200) }) },
      responses: { 200: jsonResponse(z.object({ post: PostSchema }), 'Ein veröffentlichter Beitrag'), 404: errorResponse(POST_NOT_FOUND) },
    }),
    async (c) => {
      const post = await getPublishedPost(db, c.req.valid('param').slug);
      if (!post) throw new ApiError(404, 'NOT_FOUND', POST_NOT_FOUND);
      return c.json({ post }, 200);
    },
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/media',
      tags: ['Website'],
      responses: { 200: jsonResponse(z.object({ media: z.array(MediaSchema) }), 'Galerie, neueste zuerst') },
    }),
    async (c) => c.json({ media: await listMedia(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/testimonials',
      tags: ['Website'],
      request: { query: z.object({ featured: z.enum(['true', 'false']).optional() }) },
      responses: { 200: jsonResponse(z.object({ testimonials: z.array(TestimonialSchema) }), 'Aktive Testimonials') },
    }),
    async (c) => c.json({ testimonials: await listActiveTestimonials(db, c.req.valid('query').featured === 'true') }, 200),
  );

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
