import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { cmsMedia } from '../../db/schema';

/*
 * Where a generated picture goes: a PNG file under DATA_DIR/uploads with a generated, timestamped name,
 * served at /uploads/<name>, and a row in the media library. The media library's own storage (variants,
 * S3) can take these files over; the URL it stores is all the site reads.
 */

export const UPLOADS_URL_PREFIX = '/uploads/';
const SAFE_NAME = /^[0-9]{8}-[0-9]{6}-[0-9a-f]{8}-ki\.png$/;

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

function generatedName(now: Date) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomUUID().slice(0, 8)}-ki.png`;
}

export async function storeGeneratedImage(db: Db, actor: AuditActor, dataDir: string, png: Buffer, description: string) {
  const filename = generatedName(new Date());
  await mkdir(uploadsDir(dataDir), { recursive: true });
  await writeFile(path.join(uploadsDir(dataDir), filename), png);
  const altText = description.slice(0, 200);
  return db.transaction(async (tx) => {
    const [media] = await tx
      .insert(cmsMedia)
      .values({ filename, url: `${UPLOADS_URL_PREFIX}${filename}`, mimeType: 'image/png', sizeBytes: png.length, altText })
      .returning({ id: cmsMedia.id, url: cmsMedia.url, altText: cmsMedia.altText });
    await recordAudit(tx, actor, { entity: 'media', entityId: media.id, action: 'created', summary: `KI-Bild „${altText}“ erstellt` });
    return media;
  });
}

/** The bytes of a stored picture, or null for a name this store never generates (no path tricks reach the disk). */
export async function readGeneratedImage(dataDir: string, name: string): Promise<Buffer | null> {
  if (!SAFE_NAME.test(name)) return null;
  return readFile(path.join(uploadsDir(dataDir), name)).catch(() => null);
}
