import { z } from 'zod';
import { MEDIA_CATEGORIES } from '../enums';

/** GET /api/pages/{slug}: a published page of the content management. */
export const managedPageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    /** Sanitized on the server. */
    contentHtml: z.string(),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
  })
  .meta({ id: 'Page' });
export type ManagedPage = z.infer<typeof managedPageSchema>;

export const postSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    /** The content as HTML, sanitized on the server (allow-list) when stored and again when read. */
    contentHtml: z.string(),
    /** The content's text without markup: search, reading time, the excerpt's fallback. */
    contentText: z.string(),
    excerpt: z.string().nullable(),
    category: z.string().nullable(),
    /** A bundled file name or a path/URL; see postImageFor. */
    featuredImage: z.string().nullable(),
    /** ISO timestamp. */
    publishedAt: z.string(),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof postSchema>;

/** GET /api/posts: published posts, newest first. */
export const postsResponseSchema = z.object({ posts: z.array(postSchema) });
export type PostsResponse = z.infer<typeof postsResponseSchema>;

/** GET /api/posts/{slug}: one published post. */
export const postResponseSchema = z.object({ post: postSchema });
export type PostResponse = z.infer<typeof postResponseSchema>;

export const mediaItemSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    altText: z.string().nullable(),
    category: z.enum(MEDIA_CATEGORIES).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Media' });
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** GET /api/media: the gallery, newest first. */
export const mediaResponseSchema = z.object({ media: z.array(mediaItemSchema) });
export type MediaResponse = z.infer<typeof mediaResponseSchema>;

export const testimonialSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.string().nullable(),
    content: z.string(),
    /** 1 to 5 stars. */
    rating: z.number(),
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: 'Testimonial' });
export type Testimonial = z.infer<typeof testimonialSchema>;

/** GET /api/testimonials: active testimonials (?featured=true: the featured ones). */
export const testimonialsResponseSchema = z.object({ testimonials: z.array(testimonialSchema) });
export type TestimonialsResponse = z.infer<typeof testimonialsResponseSchema>;
