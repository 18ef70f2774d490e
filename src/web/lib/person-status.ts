import type { MyStatus, SessionWithMyStatus } from '@shared/schemas/sessions';

/** The place one person has in a session: the member's own (familyMemberId null) or one family member's. */
export function personStatus(session: Pick<SessionWithMyStatus, 'myStatus' | 'familyStatuses'>, familyMemberId: string | null): MyStatus {
  if (familyMemberId === null) return session.myStatus;
  return session.familyStatuses?.find((entry) => entry.familyMemberId === familyMemberId)?.status ?? null;
}

/** Whether anyone of the family (the member or a family member) has a place, and which kind ('booked' first). */
export function anyoneStatus(session: Pick<SessionWithMyStatus, 'myStatus' | 'familyStatuses'>): MyStatus {
  const all = [session.myStatus, ...(session.familyStatuses ?? []).map((entry) => entry.status)];
  return all.includes('booked') ? 'booked' : all.includes('waitlist') ? 'waitlist' : null;
}
