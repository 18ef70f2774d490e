import { berlinDateString, berlinWeekMonday } from '../../shared/time';

export type BackupCopy = { name: string; createdAt: Date };

/**
 * Which nightly copies to delete: kept are the newest copy of each of the last `keepDaily` days that have
 * one, and the newest copy of each of the last `keepWeekly` weeks (Monday to Sunday, Berlin time) that
 * have one, so four weekly copies reach back a month even after a week without backups. Everything else
 * goes, oldest first in the answer.
 */
export function copiesToDelete(copies: BackupCopy[], keepDaily: number, keepWeekly: number): BackupCopy[] {
  const newestFirst = [...copies].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<BackupCopy>();
  const newestOf = (key: (copy: BackupCopy) => string, count: number) => {
    const seen = new Set<string>();
    for (const copy of newestFirst) {
      const period = key(copy);
      if (seen.has(period)) continue;
      if (seen.size === count) break;
      seen.add(period);
      keep.add(copy);
    }
  };
  newestOf((copy) => berlinDateString(copy.createdAt), keepDaily);
  newestOf((copy) => berlinWeekMonday(copy.createdAt), keepWeekly);
  return newestFirst.filter((copy) => !keep.has(copy)).reverse();
}
