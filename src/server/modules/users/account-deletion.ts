import { and, eq, or, sql } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Db, Tx } from '../../db/client';
import {
  authAccounts,
  authSessions,
  authTwoFactors,
  authVerifications,
  familyMembers,
  mails,
  messages,
  newsletterSubscribers,
  profiles,
  pushSubscriptions,
  trainers,
  userRoles,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import { PROFILE_MESSAGES } from '../../../shared/schemas/profile';
import { releaseFutureBookingsOf } from '../bookings/service';
import { releaseSeriesRegistrationsOf } from '../series/registration';
import { ERROR_CODES } from '../../../shared/error-codes';

/** The name an anonymised profile shows wherever its payments and past bookings are listed. */
export const DELETED_MEMBER_NAME = 'Gelöschtes Mitglied';

/** What an anonymised family member is called where past bookings still list the place they had. */
export const DELETED_FAMILY_MEMBER_NAME = 'Gelöschtes Familienmitglied';

/** A unique address that can never receive mail (.invalid, RFC 2606), so the real one can register again. */
export const deletedEmailFor = (userId: string) => `geloescht+${userId}@invalid`;

/**
 * True when `password` is the member's password, checked with better-auth's own hashing against the stored
 * credential (no sign-in, no session).
 */
export async function verifyOwnPassword(auth: Auth, db: Db, userId: string, password: string): Promise<boolean> {
  const [account] = await db
    .select({ hash: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  if (!account?.hash) return false;
  const context = await auth.$context;
  return context.password.verify({ hash: account.hash, password });
}

/**
 * The centre must keep someone who can run it: the only administrator cannot delete their account or lose
 * the ADMIN role.
 */
export async function refuseLastAdmin(tx: Tx, userId: string, message: string = PROFILE_MESSAGES.lastAdmin) {
  // Locks the admin rows, so two administrators deleting themselves at once cannot both pass.
  const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'ADMIN')).for('update');
  if (admins.some((row) => row.userId === userId) && admins.length === 1) {
    throw new ApiError(409, ERROR_CODES.LAST_ADMIN, message);
  }
}

/**
 * Deletes a member's account (DSGVO Art. 17) in one transaction; see docs/decisions/0019-account-deletion.md.
 * Removed: sign-in (password, sessions, reset links), roles, messages, push subscriptions, the calendar feed,
 * the newsletter entry, the mails addressed to them or answering to them, upcoming bookings and waiting-list places (freed spots
 * reach the waiting list as on a cancellation), live registrations for course series (their places go to the series' waiting
 * list, an open payment never made is withdrawn), the names and birth dates of their family members. Kept, under an
 * anonymised profile: payments (bookkeeping) and past or cancelled bookings (the sessions' attendance), those of family
 * members under an anonymised family member each.
 */
export async function deleteOwnAccount(auth: Auth, db: Db, userId: string, password: string, publicUrl: string) {
  if (!(await verifyOwnPassword(auth, db, userId, password))) {
    throw new ApiError(400, ERROR_CODES.INVALID_PASSWORD, PROFILE_MESSAGES.wrongPassword, { password: PROFILE_MESSAGES.wrongPassword });
  }
  return db.transaction(async (tx) => {
    const [profile] = await tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!profile) throw new ApiError(404, ERROR_CODES.NOT_FOUND, 'Das Benutzerkonto wurde nicht gefunden.');
    await refuseLastAdmin(tx, userId);
    // Whole registrations first (their places go to the series' waiting lists), then single bookings.
    await releaseSeriesRegistrationsOf(tx, userId, publicUrl);
    const released = await releaseFutureBookingsOf(tx, userId, publicUrl);
    await tx.delete(authSessions).where(eq(authSessions.userId, userId));
    await tx.delete(authAccounts).where(eq(authAccounts.userId, userId));
    await tx.delete(authTwoFactors).where(eq(authTwoFactors.userId, userId));
    // A password-reset link still open would otherwise set a new password on the anonymised account.
    await tx.delete(authVerifications).where(eq(authVerifications.value, userId));
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.delete(messages).where(eq(messages.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, profile.email.toLowerCase()));
    // Mails to them, and the office's notices of their messages (which answer to their address).
    await tx.delete(mails).where(or(eq(mails.to, profile.email), eq(mails.replyTo, profile.email)));
    await tx.update(trainers).set({ userId: null, updatedAt: sql`now()` }).where(eq(trainers.userId, userId));
    // The rows stay, blank, for the bookings and passes that name them (one place per person and session).
    await tx
      .update(familyMembers)
      .set({ firstName: DELETED_FAMILY_MEMBER_NAME, lastName: '', birthDate: null, removedAt: sql`coalesce(${familyMembers.removedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(familyMembers.userId, userId));
    await tx
      .update(profiles)
      .set({
        email: deletedEmailFor(userId),
        name: DELETED_MEMBER_NAME,
        firstName: null,
        lastName: null,
        phone: null,
        // Issued invoices keep the address they were written with; the profile keeps none.
        street: null,
        postalCode: null,
        town: null,
        birthDate: null,
        image: null,
        emailVerified: false,
        twoFactorEnabled: false,
        calendarToken: null,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.id, userId));
    return released;
  });
}
