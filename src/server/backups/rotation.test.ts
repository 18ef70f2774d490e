import { describe, expect, it } from 'vitest';
import { copiesToDelete, type BackupCopy } from './rotation';

/** One copy a night at 03:30 Berlin (02:30 UTC in winter) for `nights` nights ending on 2026-11-28. */
function nightly(nights: number): BackupCopy[] {
  return Array.from({ length: nights }, (_, i) => {
    const at = new Date(Date.UTC(2026, 10, 28 - i, 2, 30));
    return { name: at.toISOString(), createdAt: at };
  });
}
const days = (copies: BackupCopy[]) => copies.map((copy) => copy.createdAt.toISOString().slice(0, 10)).sort();

describe('which nightly copies are kept', () => {
  it('keeps the last 7 days and the newest copy of each of the last 4 weeks', () => {
    const copies = nightly(40);
    const deleted = copiesToDelete(copies, 7, 4);
    const kept = copies.filter((copy) => !deleted.includes(copy));
    // 2026-11-28 is a Saturday: the daily copies 22.–28.11, and the weeks' newest: 28.11 (that week), 22.11, 15.11, 08.11 (Sundays).
    expect(days(kept)).toEqual(['2026-11-08', '2026-11-15', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(deleted).toHaveLength(31);
  });

  it('keeps one copy per day: a second backup the same day (a manual run) replaces the earlier one', () => {
    const morning = { name: 'a', createdAt: new Date('2026-11-28T02:30:00Z') };
    const noon = { name: 'b', createdAt: new Date('2026-11-28T11:00:00Z') };
    expect(copiesToDelete([morning, noon], 7, 4)).toEqual([morning]);
  });

  it('after weeks without a backup still keeps 4 weekly copies, reaching further back', () => {
    const copies = [...nightly(3), ...nightly(60).slice(30)];
    const kept = copies.filter((copy) => !copiesToDelete(copies, 2, 4).includes(copy));
    expect(days(kept)).toEqual(['2026-10-18', '2026-10-25', '2026-10-29', '2026-11-27', '2026-11-28']);
  });

  it('deletes nothing while there are fewer copies than kept', () => {
    expect(copiesToDelete(nightly(5), 7, 4)).toEqual([]);
  });
});
