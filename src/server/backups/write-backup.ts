import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseInfo } from '../db/backup';
import type { Env } from '../env';
import { countFiles, DATABASE_PART, KEY_FILES, localMediaDir, MANIFEST, runProgram, type BackupManifest } from './archive';

export type DatabaseKind = keyof typeof DATABASE_PART;

/** Writes the database part into `file`; `source` says where the copy came from, for the script's report. */
export type DumpDatabase = (file: string) => Promise<DatabaseInfo & { source?: string }>;

export type WrittenBackup = { file: string; bytes: number; manifest: BackupManifest; keys: string[]; source?: string };

/** `backups/sportzentrum-2026-11-24T19-30-00Z.tar.gz`: UTC, sortable, and a valid file name everywhere. */
export function backupFileName(at: Date): string {
  return `sportzentrum-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;
}

/**
 * One backup file (decision 34): the database part, the media files kept under DATA_DIR/media and the keys
 * the app generated, packed under a temporary name and renamed when complete, so a file with a final name
 * is never half written. Used by `npm run backup` and by the app's nightly backup.
 */
export async function writeBackup(options: { env: Env; kind: DatabaseKind; target: string; dumpDatabase: DumpDatabase; output: 'terminal' | 'keep' }): Promise<WrittenBackup> {
  const { env, kind, target } = options;
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(path.join(path.dirname(target), '.sportzentrum-backup-'));
  const mediaDir = localMediaDir(env);
  const dataDir = path.resolve(env.DATA_DIR);
  const partial = `${target}.partial`;
  try {
    const { source, ...info } = await options.dumpDatabase(path.join(staging, DATABASE_PART[kind]));
    // The database first, then the files: an image uploaded meanwhile is only an unused extra file.
    const keys = KEY_FILES.filter((name) => existsSync(path.join(dataDir, name)));
    const fromDataDir = [...(mediaDir && existsSync(mediaDir) ? [path.basename(mediaDir)] : []), ...keys];
    const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database: kind, ...info, mediaFiles: mediaDir ? countFiles(mediaDir) : 0 };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    writeFileSync(partial, '', { mode: 0o600 }); // tar writes into it and keeps the mode
    const tarArgs = ['-czf', partial, '-C', staging, MANIFEST, DATABASE_PART[kind], ...(fromDataDir.length ? ['-C', dataDir, ...fromDataDir] : [])];
    const { code, stderr } = await runProgram('tar', tarArgs, process.env, options.output);
    // 1: a media file changed or vanished while it was read (tar names it); everything else is complete.
    if (code > 1) throw new Error(`tar ist fehlgeschlagen${stderr ? `: ${stderr}` : ' (siehe oben)'}.`);
    await rename(partial, target);
    return { file: target, bytes: statSync(target).size, manifest, keys, source };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}
