import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  contractNotices,
  courses,
  familyMembers,
  messages,
  newsletterSubscribers,
  payments,
  prices,
  profiles,
  pushSubscriptions,
  rooms,
  sepaMandates,
  sessionWaitlist,
  sessions,
  trainers,
  userRoles,
} from '../../db/schema';
import type { DataExport } from '../../../shared/schemas/profile';
import { selectSessionDetails } from '../sessions/session-details';
import { listMyPasses } from '../passes/service';
import { certificatesOfMember } from '../series/certificates';
import { seriesRegistrationsForExport } from '../series/queries';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Only the push service's host: the full endpoint and its keys are credentials of the browser. */
function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/**
 * Everything stored about one member (DSGVO Art. 15 and 20), read with their id and their e-mail only.
 * Left out on purpose: the password hash, session tokens, the calendar feed's and the newsletter's secret
 * tokens, push keys, and of other people only what describes a booked session (course, room, trainer).
 */
export async function exportMemberData(db: Db, userId: string): Promise<DataExport | null> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) return null;

  const [roles, bookingRows, waitlistRows, paymentRows, messageRows, newsletterRows, pushRows, trainerRows, passRows, mandateRows, noticeRows, familyRows, certificates, seriesRows] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(asc(userRoles.role)),
    selectSessionDetails(db, {
      id: bookings.id,
      status: bookings.status,
      bookedAt: bookings.bookedAt,
      cancelledAt: bookings.cancelledAt,
      familyMemberId: bookings.familyMemberId,
      sessionId: sessions.id,
      course: courses.name,
      level: courses.level,
      startTime: sessions.startTime,
      endTime: sessions.endTime,
      sessionStatus: sessions.status,
      room: rooms.name,
      trainerFirstName: trainers.firstName,
      trainerLastName: trainers.lastName,
    })
      .innerJoin(bookings, eq(bookings.sessionId, sessions.id))
      .where(eq(bookings.userId, userId))
      .orderBy(desc(sessions.startTime)),
    db
      .select({
        id: sessionWaitlist.id,
        addedAt: sessionWaitlist.addedAt,
        notifiedAt: sessionWaitlist.notifiedAt,
        familyMemberId: sessionWaitlist.familyMemberId,
        sessionId: sessions.id,
        course: courses.name,
        startTime: sessions.startTime,
      })
      .from(sessionWaitlist)
      .innerJoin(sessions, eq(sessions.id, sessionWaitlist.sessionId))
      .innerJoin(courses, eq(courses.id, sessions.courseId))
      .where(eq(sessionWaitlist.userId, userId))
      .orderBy(desc(sessionWaitlist.addedAt)),
    db
      .select({
        id: payments.id,
        amount: payments.amount,
        currency: payments.currency,
        paymentMethod: payments.paymentMethod,
        status: payments.status,
        createdAt: payments.createdAt,
        paidAt: payments.paidAt,
        bookingId: payments.bookingId,
        price: prices.name,
      })
      .from(payments)
      .leftJoin(prices, eq(prices.id, payments.priceId))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt)),
    db.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.createdAt)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, profile.email.toLowerCase())),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db.select().from(trainers).where(eq(trainers.userId, userId)),
    listMyPasses(db, userId),
    db.select().from(sepaMandates).where(eq(sepaMandates.userId, userId)).orderBy(desc(sepaMandates.createdAt)),
    db.select().from(contractNotices).where(eq(contractNotices.userId, userId)).orderBy(desc(contractNotices.receivedAt)),
    // Removed ones too: past bookings still name them.
    db.select().from(familyMembers).where(eq(familyMembers.userId, userId)).orderBy(asc(familyMembers.createdAt), asc(familyMembers.id)),
    certificatesOfMember(db, userId),
    seriesRegistrationsForExport(db, userId),
  ]);

  const newsletter = newsletterRows[0];
  const trainer = trainerRows[0];
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: profile.id,
      email: profile.email,
      name: profile.name,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      street: profile.street,
      postalCode: profile.postalCode,
      town: profile.town,
      birthDate: profile.birthDate,
      emailVerified: profile.emailVerified,
      // Whether sign-in asks for a second factor; the secret and recovery codes are keys, not personal data to hand out.
      twoFactorEnabled: profile.twoFactorEnabled,
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
    },
    roles: ['MEMBER', ...roles.map((row) => row.role).filter((role) => role !== 'MEMBER')],
    familyMembers: familyRows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      birthDate: row.birthDate,
      relation: row.relation,
      createdAt: iso(row.createdAt),
      removedAt: isoOrNull(row.removedAt),
    })),
    bookings: bookingRows.map((row) => ({
      id: row.id,
      status: row.status,
      bookedAt: iso(row.bookedAt),
      cancelledAt: isoOrNull(row.cancelledAt),
      familyMemberId: row.familyMemberId,
      session: {
        id: row.sessionId,
        course: row.course,
        level: row.level,
        startTime: iso(row.startTime),
        endTime: iso(row.endTime),
        status: row.sessionStatus,
        room: row.room,
        trainer: row.trainerFirstName ? `${row.trainerFirstName} ${row.trainerLastName ?? ''}`.trim() : null,
      },
    })),
    waitlist: waitlistRows.map((row) => ({
      id: row.id,
      addedAt: iso(row.addedAt),
      notifiedAt: isoOrNull(row.notifiedAt),
      familyMemberId: row.familyMemberId,
      session: { id: row.sessionId, course: row.course, startTime: iso(row.startTime) },
    })),
    payments: paymentRows.map((row) => ({
      id: row.id,
      amount: Number(row.amount),
      currency: row.currency,
      paymentMethod: row.paymentMethod,
      status: row.status,
      createdAt: iso(row.createdAt),
      paidAt: isoOrNull(row.paidAt),
      bookingId: row.bookingId,
      price: row.price,
    })),
    passes: passRows.passes,
    seriesRegistrations: seriesRows,
    seriesCertificates: certificates,
    contractNotices: noticeRows.map((row) => ({ receivedAt: iso(row.receivedAt), kind: row.kind, wishedDate: row.wishedDate, endsOn: row.endsOn, state: row.state })),
    mandates: mandateRows.map((row) => ({ reference: row.reference, accountHolder: row.accountHolder, iban: row.iban, signedOn: row.signedOn, revokedAt: isoOrNull(row.revokedAt) })),
    messages: messageRows.map((row) => ({
      id: row.id,
      subject: row.subject,
      message: row.message,
      status: row.status,
      reply: row.reply,
      repliedAt: isoOrNull(row.repliedAt),
      createdAt: iso(row.createdAt),
    })),
    newsletter: newsletter
      ? {
          email: newsletter.email,
          status: newsletter.status,
          subscribedAt: iso(newsletter.subscribedAt),
          confirmedAt: isoOrNull(newsletter.confirmedAt),
          unsubscribedAt: isoOrNull(newsletter.unsubscribedAt),
        }
      : null,
    pushSubscriptions: pushRows.map((row) => ({ host: endpointHost(row.endpoint), createdAt: iso(row.createdAt) })),
    calendarFeed: { exists: profile.calendarToken !== null },
    trainerProfile: trainer
      ? { name: `${trainer.firstName} ${trainer.lastName}`.trim(), email: trainer.email, phone: trainer.phone, bio: trainer.bio }
      : null,
  };
}
