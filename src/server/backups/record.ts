import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { backupRuns } from '../db/schema';

export type BackupRun = typeof backupRuns.$inferSelect;
export type NewBackupRun = typeof backupRuns.$inferInsert;

export async function recordBackupRun(db: Db, run: NewBackupRun): Promise<void> {
  await db.insert(backupRuns).values(run);
}

/** The newest run, and the newest one that succeeded (the same row when the last one went well). */
export async function lastBackupRuns(db: Db): Promise<{ last: BackupRun | null; lastSuccess: BackupRun | null }> {
  const [last] = await db.select().from(backupRuns).orderBy(desc(backupRuns.finishedAt)).limit(1);
  if (!last || last.ok) return { last: last ?? null, lastSuccess: last ?? null };
  const [lastSuccess] = await db.select().from(backupRuns).where(eq(backupRuns.ok, true)).orderBy(desc(backupRuns.finishedAt)).limit(1);
  return { last, lastSuccess: lastSuccess ?? null };
}
