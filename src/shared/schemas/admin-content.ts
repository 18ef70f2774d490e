import { z } from 'zod';
import { optionalText, requiredText } from './form-fields';

/*
 * The admin's Seiten and Beiträge (tables cms_pages and cms_posts). The HTML of content is sanitized
 * on the server before it is stored; the schemas only bound its size.
 */

export const CONTENT_MESSAGES = {
  pageNotFound: 'Die Seite wurde nicht gefunden.',
  postNotFound: 'Der Beitrag wurde nicht gefunden.',
  title: 'Bitte geben Sie einen Titel ein.',
  titleTooLong: 'Der Titel darf höchstens 200 Zeichen lang sein.',
  slug: 'Bitte geben Sie einen Slug ein.',
  slugFormat: 'Der Slug darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten (z. B. ueber-uns).',
  slugTooLong: 'Der Slug darf höchstens 100 Zeichen lang sein.',
  pageSlugTaken: 'Eine Seite mit diesem Slug existiert bereits.',
  postSlugTaken: 'Ein Beitrag mit diesem Slug existiert bereits.',
  content: 'Der Inhalt ist zu lang (höchstens 90.000 Zeichen).',
  excerpt: 'Der Auszug darf höchstens 1000 Zeichen lang sein.',
  category: 'Die Kategorie darf höchstens 60 Zeichen lang sein.',
  featuredImage: 'Bitte geben Sie eine Bildadresse ein, die mit https:// oder / beginnt.',
  metaTitle: 'Der Meta-Titel darf höchstens 200 Zeichen lang sein.',
  metaDescription: 'Die Meta-Beschreibung darf höchstens 300 Zeichen lang sein.',
  published: 'Bitte geben Sie an, ob veröffentlicht werden soll.',
} as const;

export const SLUG_MAX = 100;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL-safe slug: lower-case letters, digits and single hyphens ('ueber-uns'). */
const slugField = z
  .string({ error: CONTENT_MESSAGES.slug })
  .trim()
  .min(1, CONTENT_MESSAGES.slug)
  .max(SLUG_MAX, CONTENT_MESSAGES.slugTooLong)
  .regex(SLUG_PATTERN, CONTENT_MESSAGES.slugFormat);

/** Rich-text HTML from the editor; empty is allowed (a draft). */
const htmlField = z.string({ error: CONTENT_MESSAGES.content }).max(90_000, CONTENT_MESSAGES.content).default('');

const publishedField = z.boolean({ error: CONTENT_MESSAGES.published }).default(false);

/** A featured image: a site path (/images/…, /uploads/…) or an https:// address; empty means none. */
const imageField = optionalText(500, CONTENT_MESSAGES.featuredImage).refine(
  (value) => value === null || /^(https:\/\/[^\s"'<>]+|\/[^\s/"'<>][^\s"'<>]*)$/.test(value),
  CONTENT_MESSAGES.featuredImage,
);

/** Replaces umlauts and ß, drops everything else that is not URL-safe: 'Über uns' → 'ueber-uns'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** POST /api/admin/pages and PUT /api/admin/pages/{id}: new pages are drafts. */
export const pageInputSchema = z.object({
  title: requiredText(200, CONTENT_MESSAGES.title, CONTENT_MESSAGES.titleTooLong),
  slug: slugField,
  content: htmlField,
  metaTitle: optionalText(200, CONTENT_MESSAGES.metaTitle),
  metaDescription: optionalText(300, CONTENT_MESSAGES.metaDescription),
  isPublished: publishedField,
});
export type PageInput = z.input<typeof pageInputSchema>;
export type PageValues = z.output<typeof pageInputSchema>;

/** POST /api/admin/posts and PUT /api/admin/posts/{id}: the excerpt is plain text, the content HTML. */
export const postInputSchema = z.object({
  title: requiredText(200, CONTENT_MESSAGES.title, CONTENT_MESSAGES.titleTooLong),
  slug: slugField,
  content: htmlField,
  excerpt: optionalText(1000, CONTENT_MESSAGES.excerpt),
  category: optionalText(60, CONTENT_MESSAGES.category),
  featuredImage: imageField,
  metaTitle: optionalText(200, CONTENT_MESSAGES.metaTitle),
  metaDescription: optionalText(300, CONTENT_MESSAGES.metaDescription),
  isPublished: publishedField,
});
export type PostInput = z.input<typeof postInputSchema>;
export type PostValues = z.output<typeof postInputSchema>;

/** A page as the admin list and editor see it (drafts included). */
export const adminPageSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    /** Sanitized HTML. */
    content: z.string(),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
    isPublished: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminPage' });
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminPagesResponseSchema = z.object({ pages: z.array(adminPageSchema) }).meta({ id: 'AdminPages' });
export type AdminPagesResponse = z.infer<typeof adminPagesResponseSchema>;
export const adminPageResponseSchema = z.object({ page: adminPageSchema }).meta({ id: 'AdminPageResponse' });
export type AdminPageResponse = z.infer<typeof adminPageResponseSchema>;

/** A post as the admin list and editor see it (drafts included). */
export const adminPostSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    /** Sanitized HTML. */
    content: z.string(),
    excerpt: z.string().nullable(),
    category: z.string().nullable(),
    featuredImage: z.string().nullable(),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
    isPublished: z.boolean(),
    /** ISO timestamp of the first publication; null while never published. */
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminPost' });
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminPostsResponseSchema = z.object({ posts: z.array(adminPostSchema) }).meta({ id: 'AdminPosts' });
export type AdminPostsResponse = z.infer<typeof adminPostsResponseSchema>;
export const adminPostResponseSchema = z.object({ post: adminPostSchema }).meta({ id: 'AdminPostResponse' });
export type AdminPostResponse = z.infer<typeof adminPostResponseSchema>;
