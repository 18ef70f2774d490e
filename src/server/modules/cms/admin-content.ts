import { and, desc, eq, ne } from 'drizzle-orm';
import { CONTENT_MESSAGES, type PageValues, type PostValues } from '../../../shared/schemas/admin-content';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { cmsPages, cmsPosts } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { sanitizeContentHtml } from './sanitize';
import { ERROR_CODES } from '../../../shared/error-codes';

/*
 * The admin's Seiten and Beiträge. Every HTML field is sanitized here, before it is stored, so what the
 * database holds is already safe; the public reads sanitize once more in case older rows were written
 * another way. Each write records its audit entry in its transaction.
 */

const iso = (date: Date) => date.toISOString();
const status = (published: boolean) => (published ? 'veröffentlicht' : 'als Entwurf');

/** A slug used by another row: a German 409 on the slug field, also when two saves race to the index. */
function slugGuard(table: typeof cmsPages | typeof cmsPosts, message: string) {
  const taken = () => new ApiError(409, ERROR_CODES.SLUG_TAKEN, message, { slug: message });
  return {
    async assertFree(tx: Tx, slug: string, exceptId?: string) {
      const same = eq(table.slug, slug);
      const [other] = await tx
        .select({ id: table.id })
        .from(table)
        .where(exceptId ? and(same, ne(table.id, exceptId)) : same);
      if (other) throw taken();
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      try {
        return await work();
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },
  };
}

// Pages -------------------------------------------------------------------------------------------------

const pageSlugs = slugGuard(cmsPages, CONTENT_MESSAGES.pageSlugTaken);
type PageRow = typeof cmsPages.$inferSelect;

const adminPage = (row: PageRow) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  content: row.content,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  isPublished: row.isPublished,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** Pages, newest first (created_at descending). */
export async function listAdminPages(db: Tx) {
  const rows = await db.select().from(cmsPages).orderBy(desc(cmsPages.createdAt));
  return rows.map(adminPage);
}

async function lockPage(tx: Tx, id: string) {
  const [row] = await tx.select().from(cmsPages).where(eq(cmsPages.id, id)).for('update');
  if (!row) throw new ApiError(404, ERROR_CODES.NOT_FOUND, CONTENT_MESSAGES.pageNotFound);
  return row;
}

const pageColumns = (values: PageValues) => ({ ...values, content: sanitizeContentHtml(values.content) });

export function createAdminPage(db: Db, actor: AuditActor, values: PageValues) {
  return pageSlugs.run(() =>
    db.transaction(async (tx) => {
      await pageSlugs.assertFree(tx, values.slug);
      const [row] = await tx.insert(cmsPages).values(pageColumns(values)).returning();
      await recordAudit(tx, actor, { entity: 'page', entityId: row.id, action: 'created', summary: `Seite „${row.title}“ (/${row.slug}) ${status(row.isPublished)} erstellt` });
      return adminPage(row);
    }),
  );
}

export function updateAdminPage(db: Db, actor: AuditActor, id: string, values: PageValues) {
  return pageSlugs.run(() =>
    db.transaction(async (tx) => {
      const before = await lockPage(tx, id);
      await pageSlugs.assertFree(tx, values.slug, id);
      const [row] = await tx
        .update(cmsPages)
        .set({ ...pageColumns(values), updatedAt: new Date() })
        .where(eq(cmsPages.id, id))
        .returning();
      const changes = [
        before.slug !== row.slug ? `Slug vorher /${before.slug}` : '',
        before.isPublished !== row.isPublished ? (row.isPublished ? 'jetzt veröffentlicht' : 'jetzt Entwurf') : '',
      ].filter(Boolean);
      await recordAudit(tx, actor, {
        entity: 'page',
        entityId: id,
        action: 'updated',
        summary: `Seite „${row.title}“ (/${row.slug}) aktualisiert${changes.length ? ` (${changes.join(', ')})` : ''}`,
      });
      return adminPage(row);
    }),
  );
}

export function deleteAdminPage(db: Db, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const page = await lockPage(tx, id);
    await tx.delete(cmsPages).where(eq(cmsPages.id, id));
    await recordAudit(tx, actor, { entity: 'page', entityId: id, action: 'deleted', summary: `Seite „${page.title}“ (/${page.slug}) gelöscht` });
    return { message: `Die Seite „${page.title}“ wurde gelöscht.` };
  });
}

// Posts -------------------------------------------------------------------------------------------------

const postSlugs = slugGuard(cmsPosts, CONTENT_MESSAGES.postSlugTaken);
type PostRow = typeof cmsPosts.$inferSelect;

const adminPost = (row: PostRow) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  content: row.content,
  excerpt: row.excerpt,
  category: row.category,
  featuredImage: row.featuredImage,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt ? iso(row.publishedAt) : null,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** Posts, newest first (created_at descending). */
export async function listAdminPosts(db: Tx) {
  const rows = await db.select().from(cmsPosts).orderBy(desc(cmsPosts.createdAt));
  return rows.map(adminPost);
}

async function lockPost(tx: Tx, id: string) {
  const [row] = await tx.select().from(cmsPosts).where(eq(cmsPosts.id, id)).for('update');
  if (!row) throw new ApiError(404, ERROR_CODES.NOT_FOUND, CONTENT_MESSAGES.postNotFound);
  return row;
}

const postColumns = (values: PostValues) => ({ ...values, content: sanitizeContentHtml(values.content) });

/**
 * Saving a post as published for the first time sets published_at to now. It is kept through
 * later unpublishing and publishing again, so the post keeps its place and date on /aktuelles.
 */
const firstPublication = (values: PostValues, publishedAt: Date | null) => (values.isPublished && !publishedAt ? new Date() : publishedAt);

export function createAdminPost(db: Db, actor: AuditActor, values: PostValues) {
  return postSlugs.run(() =>
    db.transaction(async (tx) => {
      await postSlugs.assertFree(tx, values.slug);
      const [row] = await tx
        .insert(cmsPosts)
        .values({ ...postColumns(values), publishedAt: firstPublication(values, null) })
        .returning();
      await recordAudit(tx, actor, { entity: 'post', entityId: row.id, action: 'created', summary: `Beitrag „${row.title}“ ${status(row.isPublished)} erstellt` });
      return adminPost(row);
    }),
  );
}

export function updateAdminPost(db: Db, actor: AuditActor, id: string, values: PostValues) {
  return postSlugs.run(() =>
    db.transaction(async (tx) => {
      const before = await lockPost(tx, id);
      await postSlugs.assertFree(tx, values.slug, id);
      const [row] = await tx
        .update(cmsPosts)
        .set({ ...postColumns(values), publishedAt: firstPublication(values, before.publishedAt), updatedAt: new Date() })
        .where(eq(cmsPosts.id, id))
        .returning();
      const change = before.isPublished !== row.isPublished ? (row.isPublished ? ' (jetzt veröffentlicht)' : ' (jetzt Entwurf)') : '';
      await recordAudit(tx, actor, { entity: 'post', entityId: id, action: 'updated', summary: `Beitrag „${row.title}“ aktualisiert${change}` });
      return adminPost(row);
    }),
  );
}

export function deleteAdminPost(db: Db, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const post = await lockPost(tx, id);
    await tx.delete(cmsPosts).where(eq(cmsPosts.id, id));
    await recordAudit(tx, actor, { entity: 'post', entityId: id, action: 'deleted', summary: `Beitrag „${post.title}“ gelöscht` });
    return { message: `Der Beitrag „${post.title}“ wurde gelöscht.` };
  });
}
