import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cmsPages } from '../../db/schema';
import { sanitizeContentHtml } from './sanitize';

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
