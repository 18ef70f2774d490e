import { randomBytes } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { MediaCategory } from '../../../shared/enums';
import { MEDIA_CATEGORY_LABELS } from '../../../shared/labels';
import { MEDIA_DEFAULT_WIDTH, MEDIA_MESSAGES, MEDIA_VARIANT_WIDTHS, mediaSources, type MediaFolder } from '../../../shared/schemas/media';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { cmsMedia } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { processUpload } from '../../media/images';
import type { MediaStorage } from '../../media/storage';
import { pageOffset } from '../../db/paging';
import { ERROR_CODES } from '../../../shared/error-codes';

const columns = {
  id: cmsMedia.id,
  filename: cmsMedia.filename,
  url: cmsMedia.url,
  mimeType: cmsMedia.mimeType,
  sizeBytes: cmsMedia.sizeBytes,
  altText: cmsMedia.altText,
  decorative: cmsMedia.decorative,
  category: cmsMedia.category,
  createdAt: cmsMedia.createdAt,
};
type Row = { createdAt: Date } & Record<string, unknown>;
const serialize = <T extends Row>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** `uploads/20261124-104812-1a2b3c4d`: a timestamp for order, random bytes so two uploads never clash. */
function newKeyBase(folder: MediaFolder, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${folder}/${stamp}-${randomBytes(4).toString('hex')}`;
}

const variantKey = (base: string, width: number, format: 'avif' | 'webp') => `${base}-${width}.${format}`;

/** The stored files of an uploaded image; none for the bundled demo images. */
function storedKeysOf(url: string) {
  if (!mediaSources(url)) return [];
  const base = url.replace(/^\/media\//, '').replace(/-\d+\.webp$/, '');
  return MEDIA_VARIANT_WIDTHS.flatMap((w) => [variantKey(base, w, 'avif'), variantKey(base, w, 'webp')]);
}

const describe = (altText: string | null, filename: string) => (altText ? `„${altText}“` : filename);

/**
 * `generated`: a picture the AI helper made, which the audit log names as such (its description is its alt
 * text). `decorative`: stored without alt text on purpose.
 */
export type UploadFields = { altText?: string | null; decorative?: boolean; category: MediaCategory | null; folder: MediaFolder; generated?: boolean };

export async function uploadMedia(db: Db, storage: MediaStorage, actor: AuditActor, bytes: Uint8Array, fields: UploadFields) {
  const variants = await processUpload(bytes);
  const base = newKeyBase(fields.folder);
  const keys: string[] = [];
  try {
    for (const variant of variants) {
      const key = variantKey(base, variant.width, variant.format);
      await storage.put(key, variant.body, `image/${variant.format}`);
      keys.push(key);
    }
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cmsMedia)
        .values({
          filename: base,
          url: storage.url(variantKey(base, MEDIA_DEFAULT_WIDTH, 'webp')),
          mimeType: 'image/webp',
          sizeBytes: bytes.byteLength,
          altText: fields.decorative ? null : (fields.altText ?? null),
          decorative: fields.decorative ?? false,
          category: fields.category,
        })
        .returning(columns);
      const where = row.category ? ` (${MEDIA_CATEGORY_LABELS[row.category]})` : '';
      const summary = fields.generated ? `KI-Bild ${describe(row.altText, row.filename)} erstellt` : `Bild ${describe(row.altText, row.filename)}${where} hochgeladen`;
      await recordAudit(tx, actor, { entity: 'media', entityId: row.id, action: 'created', summary });
      return serialize(row);
    });
  } catch (error) {
    // Files without a row would never be found again.
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw error;
  }
}

export async function listAdminMedia(db: Tx, query: { page: number; pageSize: number; category?: MediaCategory }) {
  const where = query.category ? eq(cmsMedia.category, query.category) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(cmsMedia)
      .where(where)
      .orderBy(desc(cmsMedia.createdAt), desc(cmsMedia.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(cmsMedia).where(where),
  ]);
  return { media: rows.map(serialize), total: Number(n), page: query.page, pageSize: query.pageSize };
}

async function lockMedia(tx: Tx, id: string) {
  const [row] = await tx.select(columns).from(cmsMedia).where(eq(cmsMedia.id, id)).for('update');
  if (!row) throw new ApiError(404, ERROR_CODES.NOT_FOUND, MEDIA_MESSAGES.notFound);
  return row;
}

type MediaChange = { altText: string | null; category: MediaCategory | null; decorative?: boolean };

export function updateMedia(db: Db, actor: AuditActor, id: string, { altText, category, decorative }: MediaChange) {
  return db.transaction(async (tx) => {
    const before = await lockMedia(tx, id);
    // An alt text makes the picture content; marking it decorative drops the alt text.
    const isDecorative = altText ? false : (decorative ?? before.decorative);
    const values = { altText: isDecorative ? null : altText, category, decorative: isDecorative };
    const [row] = await tx.update(cmsMedia).set(values).where(eq(cmsMedia.id, id)).returning(columns);
    await recordAudit(tx, actor, { entity: 'media', entityId: id, action: 'updated', summary: `Bild ${describe(row.altText, row.filename)} aktualisiert` });
    return serialize(row);
  });
}

/** Deletes the row (with its audit entry) and then the stored files. */
export async function deleteMedia(db: Db, storage: MediaStorage, actor: AuditActor, id: string) {
  const row = await db.transaction(async (tx) => {
    const found = await lockMedia(tx, id);
    await tx.delete(cmsMedia).where(eq(cmsMedia.id, id));
    await recordAudit(tx, actor, { entity: 'media', entityId: id, action: 'deleted', summary: `Bild ${describe(found.altText, found.filename)} gelöscht` });
    return found;
  });
  await Promise.all(storedKeysOf(row.url).map((key) => storage.delete(key)));
  return { message: MEDIA_MESSAGES.deleted };
}
