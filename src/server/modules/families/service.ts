import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, familyMembers, profiles, seriesRegistrations, sessionWaitlist, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  FAMILY_MESSAGES,
  familyMemberName,
  MAX_FAMILY_MEMBERS,
  type FamilyMember,
  type FamilyMemberChange,
  type FamilyMemberValues,
} from '../../../shared/schemas/families';

/*
 * A member's family members (Mein Profil → 'Familienmitglieder'), read and written only by the member
 * themself: every query is filtered by their id, so another account's family member is a 404. Removing one
 * is a soft delete (removed_at): the bookings made for them stay in the history with their name.
 */

const columns = {
  id: familyMembers.id,
  firstName: familyMembers.firstName,
  lastName: familyMembers.lastName,
  birthDate: familyMembers.birthDate,
  relation: familyMembers.relation,
};

type Row = { id: string; firstName: string; lastName: string; birthDate: string | null; relation: FamilyMember['relation'] };

// A live family member always has a birth date (only an anonymised one lacks it, and that one is removed).
const toFamilyMember = (row: Row): FamilyMember => ({ ...row, birthDate: row.birthDate ?? '' });

const own = (userId: string, id: string) => and(eq(familyMembers.id, id), eq(familyMembers.userId, userId), isNull(familyMembers.removedAt));

/** The member's family members, in the order they were added. */
export async function listFamilyMembers(db: Tx, userId: string): Promise<FamilyMember[]> {
  const rows = await db
    .select(columns)
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), isNull(familyMembers.removedAt)))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
  return rows.map(toFamilyMember);
}

export async function addFamilyMember(db: Db, userId: string, input: FamilyMemberValues): Promise<FamilyMemberChange> {
  return db.transaction(async (tx) => {
    // The member's row is the lock: two additions at once cannot both pass the count below.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(familyMembers)
      .where(and(eq(familyMembers.userId, userId), isNull(familyMembers.removedAt)));
    if (Number(n) >= MAX_FAMILY_MEMBERS) throw new ApiError(409, ERROR_CODES.FAMILY_MEMBER_LIMIT, FAMILY_MESSAGES.limit);
    const [row] = await tx
      .insert(familyMembers)
      .values({ userId, ...input })
      .returning(columns);
    return { message: FAMILY_MESSAGES.added(familyMemberName(row)), familyMember: toFamilyMember(row) };
  });
}

export async function updateFamilyMember(db: Db, userId: string, id: string, input: FamilyMemberValues): Promise<FamilyMemberChange> {
  const [row] = await db
    .update(familyMembers)
    .set({ ...input, updatedAt: sql`now()` })
    .where(own(userId, id))
    .returning(columns);
  if (!row) throw new ApiError(404, ERROR_CODES.FAMILY_MEMBER_NOT_FOUND, FAMILY_MESSAGES.notFound);
  return { message: FAMILY_MESSAGES.updated(familyMemberName(row)), familyMember: toFamilyMember(row) };
}

/**
 * Removes a family member from the list; their past bookings keep naming them. One who still holds a place
 * (an upcoming booking or a waiting-list place) is refused: the member cancels those first, with the
 * cancellation rules that apply to them. The row lock makes a booking for them that runs at the same moment
 * (book_session holds the row FOR SHARE) either finish first, and be seen here, or find them removed.
 */
export async function removeFamilyMember(db: Db, userId: string, id: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const [person] = await tx.select(columns).from(familyMembers).where(own(userId, id)).for('update');
    if (!person) throw new ApiError(404, ERROR_CODES.FAMILY_MEMBER_NOT_FOUND, FAMILY_MESSAGES.notFound);
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(and(eq(bookings.familyMemberId, id), ne(bookings.status, 'cancelled'), eq(sessions.status, 'scheduled'), gt(sessions.startTime, sql`now()`)))
      .limit(1);
    const [queued] = booked
      ? [booked]
      : await tx
          .select({ id: sessionWaitlist.id })
          .from(sessionWaitlist)
          .innerJoin(sessions, eq(sessions.id, sessionWaitlist.sessionId))
          .where(and(eq(sessionWaitlist.familyMemberId, id), gt(sessions.startTime, sql`now()`)))
          .limit(1);
    // A live registration for a course series still running holds (or waits for) a place on its dates.
    const [registered] = queued
      ? [queued]
      : await tx
          .select({ id: seriesRegistrations.id })
          .from(seriesRegistrations)
          .where(
            and(
              eq(seriesRegistrations.familyMemberId, id),
              ne(seriesRegistrations.status, 'cancelled'),
              sql`exists (select 1 from ${sessions} s where s.series_id = ${seriesRegistrations.seriesId} and s.status = 'scheduled' and s.end_time > now())`,
            ),
          )
          .limit(1);
    if (registered) throw new ApiError(409, ERROR_CODES.FAMILY_MEMBER_HAS_BOOKINGS, FAMILY_MESSAGES.hasBookings(familyMemberName(person)));
    await tx.update(familyMembers).set({ removedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(familyMembers.id, id));
    return { message: FAMILY_MESSAGES.removed(familyMemberName(person)) };
  });
}

/** The member's live family member, or null: for a booking or a pass that names one. */
export async function ownFamilyMember(db: Tx, userId: string, id: string) {
  const [row] = await db.select(columns).from(familyMembers).where(own(userId, id));
  return row ? toFamilyMember(row) : null;
}
