import { describe, expect, it } from 'vitest';
import { backupIsDue, lastSlotBefore } from './nightly';

describe('when the nightly backup is due', () => {
  it('takes the time slot on the Berlin wall clock, in winter and in summer', () => {
    expect(lastSlotBefore(new Date('2026-11-28T12:00:00Z'), '03:30').toISOString()).toBe('2026-11-28T02:30:00.000Z');
    expect(lastSlotBefore(new Date('2026-11-28T02:00:00Z'), '03:30').toISOString()).toBe('2026-11-27T02:30:00.000Z');
    expect(lastSlotBefore(new Date('2026-07-01T12:00:00Z'), '03:30').toISOString()).toBe('2026-07-01T01:30:00.000Z');
  });

  it('is due when nothing went well since the last slot, so a computer off at night backs up when it runs again', () => {
    const now = new Date('2026-11-28T09:00:00Z');
    const yesterday = new Date('2026-11-27T02:31:00Z');
    expect(backupIsDue(now, '03:30', { finishedAt: yesterday, ok: true }, yesterday)).toBe(true);
    expect(backupIsDue(now, '03:30', null, null)).toBe(true);
    const tonight = new Date('2026-11-28T02:31:00Z');
    expect(backupIsDue(now, '03:30', { finishedAt: tonight, ok: true }, tonight)).toBe(false);
  });

  it('tries again an hour after a failure, not at every look', () => {
    const failedAt = new Date('2026-11-28T02:31:00Z');
    const last = { finishedAt: failedAt, ok: false };
    expect(backupIsDue(new Date('2026-11-28T03:00:00Z'), '03:30', last, null)).toBe(false);
    expect(backupIsDue(new Date('2026-11-28T03:32:00Z'), '03:30', last, null)).toBe(true);
  });
});
