import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cmsMedia, cmsPages, cmsPosts } from '../../db/schema';
import { htmlToText, sanitizeContentHtml } from './sanitize';

export async function getPublishedPage(db: Tx, slug: string) {
  const [page] = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.slug, slug), eq(cmsPages.isPublished, true)));
  if (!page) return null;
  return {
    slug: page.slug,
    title: page.title,
    contentHtml: sanitizeContentHtml(page.content),
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
  };
}

const publicPostColumns = {
  id: cmsPosts.id,
  slug: cmsPosts.slug,
  title: cmsPosts.title,
  content: cmsPosts.content,
  excerpt: cmsPosts.excerpt,
  category: cmsPosts.category,
  featuredImage: cmsPosts.featuredImage,
  publishedAt: cmsPosts.publishedAt,
  metaTitle: cmsPosts.metaTitle,
  metaDescription: cmsPosts.metaDescription,
};

// A post scheduled for the future is not shown before its publish time.
const isVisiblePost = () => and(eq(cmsPosts.isPublished, true), isNotNull(cmsPosts.publishedAt), lte(cmsPosts.publishedAt, new Date()));

type PostRow = { publishedAt: Date | null; content: string } & Record<string, unknown>;
const serializePost = <T extends PostRow>(row: T) => {
  const { content, ...post } = row;
  const contentHtml = sanitizeContentHtml(content);
  return { ...post, contentHtml, contentText: htmlToText(contentHtml), publishedAt: row.publishedAt!.toISOString() };
};

export async function listPublishedPosts(db: Tx) {
  const rows = await db.select(publicPostColumns).from(cmsPosts).where(isVisiblePost()).orderBy(desc(cmsPosts.publishedAt));
  return rows.map(serializePost);
}

export async function getPublishedPost(db: Tx, slug: string) {
  const [post] = await db
    .select(publicPostColumns)
    .from(cmsPosts)
    .where(and(eq(cmsPosts.slug, slug), isVisiblePost()));
  return post ? serializePost(post) : null;
}

export async function listMedia(db: Tx) {
  const rows = await db
    .select({ id: cmsMedia.id, url: cmsMedia.url, altText: cmsMedia.altText, category: cmsMedia.category, createdAt: cmsMedia.createdAt })
    .from(cmsMedia)
    .orderBy(desc(cmsMedia.createdAt));
  return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
}
