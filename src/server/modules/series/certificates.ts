import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ATTENDANCE_WINDOW } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/error-codes';
import { SERIES_MESSAGES } from '../../../shared/schemas/series';
import { CERTIFICATE_TEXTS } from '../../../shared/schemas/series-certificates';
import { attendanceShortfallText, type CertificateDocument } from '../../../shared/series-certificate';
import { berlinDateString, berlinGermanDate, berlinToday } from '../../../shared/time';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import { queryRows, type Db, type Tx } from '../../db/client';
import { cmsSettings, courseSeries, seriesCertificates, seriesRegistrations, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { SITE_NAME_FALLBACK } from '../../../shared/site-name';
import { getPaymentSettings } from '../settings/payment-settings-read';
import { getSiteSettings } from '../settings/service';
import { attendanceOfRegistrations, type RegistrationAttendance } from './attendance-counts';
import { confirmedParticipants, findSeries, heldDates, lastHeldEnd, participantPerson, seriesDates, type Participant, type SeriesDateRow } from './attendance-facts';
import { certificateMail } from './certificate-mail';
import { lockSeries } from './lock';

/*
 * Certificates of attendance (Teilnahmebescheinigungen) of prevention series. After the last held date every
 * confirmed participant with enough attendance gets one, numbered 'TB-2026-0001' per Berlin calendar year from
 * certificate_counters under the row's lock (consecutive, without gaps, as invoice numbers), its facts stored
 * whole and mailed with the PDF. A correction of attendance is followed by a new certificate with a new number
 * that names the one it replaces. Issuing runs under the series' row lock, so two runs at once (the upkeep on
 * two app servers, the office pressing twice) issue each certificate once.
 */

type Series = typeof courseSeries.$inferSelect;
export type CurrentCertificate = { id: string; number: string; issuedOn: string; replacesNumber: string | null };

/** The newest certificate of each registration: the one no later certificate replaces. */
export async function currentCertificates(tx: Tx, registrationIds: string[]): Promise<Map<string, CurrentCertificate>> {
  const result = new Map<string, CurrentCertificate>();
  if (registrationIds.length === 0) return result;
  const rows = await tx
    .select({ id: seriesCertificates.id, registrationId: seriesCertificates.registrationId, number: seriesCertificates.number, document: seriesCertificates.document })
    .from(seriesCertificates)
    .where(
      and(
        inArray(seriesCertificates.registrationId, registrationIds),
        sql`not exists (select 1 from ${seriesCertificates} later where later.replaces_certificate_id = ${seriesCertificates.id})`,
      ),
    )
    .orderBy(desc(seriesCertificates.issuedAt), desc(seriesCertificates.sequence));
  for (const row of rows) {
    if (!result.has(row.registrationId)) {
      result.set(row.registrationId, { id: row.id, number: row.number, issuedOn: row.document.issuedOn, replacesNumber: row.document.replacesNumber });
    }
  }
  return result;
}

/** The next number of the Berlin calendar year, under the counter row's lock (gapless: a rollback gives it back). */
async function nextCertificateNumber(tx: Tx, now: Date) {
  const year = Number(berlinToday(now).slice(0, 4));
  const [{ last }] = await queryRows<{ last: number }>(
    tx,
    sql`insert into certificate_counters (year, last_number) values (${year}, 1)
        on conflict (year) do update set last_number = certificate_counters.last_number + 1
        returning last_number as last`,
  );
  const sequence = Number(last);
  return { year, sequence, number: `TB-${year}-${String(sequence).padStart(4, '0')}` };
}

/** The course's provider: the centre as Zahlungsverkehr names it (as on invoices), else its site settings. */
async function providerOf(tx: Tx): Promise<CertificateDocument['provider']> {
  const seller = await getPaymentSettings(tx);
  if (seller) return { name: seller.legalName, street: seller.street, postalCode: seller.postalCode, town: seller.town };
  const [site] = await tx
    .select({ name: cmsSettings.siteTitle, street: cmsSettings.street, postalCode: cmsSettings.postalCode, town: cmsSettings.town })
    .from(cmsSettings)
    .where(eq(cmsSettings.id, 1));
  return site ? { ...site, name: site.name.trim() || SITE_NAME_FALLBACK } : { name: SITE_NAME_FALLBACK, street: null, postalCode: null, town: null };
}

/**
 * Refuses what has no certificates (a series that is not a prevention course, or without a held date) and a
 * series whose last held date has not ended yet.
 */
function refuseUnlessFinished(series: Series, dates: SeriesDateRow[], now: Date) {
  if (!series.isPrevention || !series.zppId || !series.courseLeader) throw new ApiError(409, ERROR_CODES.NOT_A_PREVENTION_COURSE, CERTIFICATE_TEXTS.notPrevention);
  const lastEnd = lastHeldEnd(dates);
  if (!lastEnd) throw new ApiError(409, ERROR_CODES.CERTIFICATES_NOT_DUE, CERTIFICATE_TEXTS.noDates);
  if (lastEnd.getTime() > now.getTime()) throw new ApiError(409, ERROR_CODES.CERTIFICATES_NOT_DUE, CERTIFICATE_TEXTS.notFinished(berlinGermanDate(lastEnd)));
  return { zppId: series.zppId, courseLeader: series.courseLeader };
}

type IssueContext = {
  series: Series;
  course: { zppId: string; courseLeader: string };
  dates: SeriesDateRow[];
  provider: CertificateDocument['provider'];
  siteTitle: string;
  publicUrl: string;
  now: Date;
};

/** Writes one certificate (the next number, the document as of now) and queues its mail with the PDF. */
async function writeCertificate(tx: Tx, context: IssueContext, participant: Participant, counts: RegistrationAttendance, replaces: CurrentCertificate | null) {
  const attended = new Set(counts.attendance.filter((cell) => cell.attended === true).map((cell) => cell.sessionId));
  const { number, year, sequence } = await nextCertificateNumber(tx, context.now);
  const paid = participant.paymentStatus === 'completed';
  const document: CertificateDocument = {
    number,
    replacesNumber: replaces?.number ?? null,
    issuedOn: berlinToday(context.now),
    participant: participantPerson(participant),
    course: { title: context.series.title, ...context.course },
    dates: heldDates(context.dates).map((date) => ({ startsAt: date.startTime.toISOString(), endsAt: date.endTime.toISOString(), attended: attended.has(date.id) })),
    attendedCount: counts.attendedCount,
    coursePrice: Number(context.series.price),
    pricePaid: paid ? Number(participant.paymentAmount) : 0,
    paidOn: paid && participant.paidAt ? berlinDateString(participant.paidAt) : null,
    provider: context.provider,
  };
  const [row] = await tx
    .insert(seriesCertificates)
    .values({ number, year, sequence, registrationId: participant.registrationId, replacesCertificateId: replaces?.id ?? null, document })
    .returning({ id: seriesCertificates.id });
  // A deleted account has no address any more; the office can still hand the certificate over.
  if (!participant.accountDeletedAt) {
    const holder = { email: participant.email, firstName: participant.firstName, name: participant.memberName };
    await enqueueMail(tx, certificateMail(holder, { id: row.id, document }, participant.familyMemberId !== null, context.siteTitle, context.publicUrl));
  }
  return { id: row.id, number, issuedOn: document.issuedOn, replacesNumber: document.replacesNumber };
}

async function issueContext(tx: Tx, series: Series, now: Date, publicUrl: string): Promise<IssueContext> {
  const dates = await seriesDates(tx, series.id);
  const course = refuseUnlessFinished(series, dates, now);
  const [provider, { siteTitle }] = await Promise.all([providerOf(tx), getSiteSettings(tx)]);
  return { series, course, dates, provider, siteTitle, publicUrl, now };
}

/**
 * Issues the certificates due in a finished prevention series: one for every confirmed participant who
 * qualifies and has none yet, each mailed with its PDF; stamps the series' certificates_issued_at. Safe to
 * repeat and to run twice at once. Answers the certificates it issued now.
 */
export async function issueCertificates(tx: Tx, seriesId: string, publicUrl: string, now = new Date()): Promise<CurrentCertificate[]> {
  const series = await lockSeries(tx, seriesId);
  const context = await issueContext(tx, series, now, publicUrl);
  const participants = await confirmedParticipants(tx, seriesId);
  const current = await currentCertificates(tx, participants.map((p) => p.registrationId));
  const without = participants.filter((p) => !current.has(p.registrationId));
  const counts = await attendanceOfRegistrations(tx, without.map((p) => p.registrationId), now);
  const issued: CurrentCertificate[] = [];
  for (const participant of without) {
    const ofParticipant = counts.get(participant.registrationId)!;
    if (ofParticipant.qualifies) issued.push(await writeCertificate(tx, context, participant, ofParticipant, null));
  }
  if (!series.certificatesIssuedAt) await tx.update(courseSeries).set({ certificatesIssuedAt: now, updatedAt: sql`now()` }).where(eq(courseSeries.id, seriesId));
  return issued;
}

/** The office's 'Bescheinigungen ausstellen': issueCertificates with its audit entry. */
export async function issueCertificatesByOffice(db: Db, actor: AuditActor, seriesId: string, publicUrl: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const issued = await issueCertificates(tx, seriesId, publicUrl, now);
    if (issued.length > 0) {
      const series = (await findSeries(tx, seriesId))!;
      await recordAudit(tx, actor, {
        entity: 'course',
        entityId: series.courseId,
        action: 'created',
        summary: `Teilnahmebescheinigungen der Kursreihe „${series.title}“ ausgestellt: ${issued.map((c) => c.number).join(', ')}`,
      });
    }
    return issued;
  });
}

/**
 * After a correction: a new certificate for one registration, replacing its current one (or its first, when it
 * had none). Refused when the participant does not qualify (the shortfall in the message) or the series is not
 * finished.
 */
export async function reissueCertificate(db: Db, actor: AuditActor, registrationId: string, publicUrl: string, now = new Date()): Promise<CurrentCertificate> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ seriesId: seriesRegistrations.seriesId }).from(seriesRegistrations).where(eq(seriesRegistrations.id, registrationId));
    if (!found) throw new ApiError(404, ERROR_CODES.SERIES_REGISTRATION_NOT_FOUND, SERIES_MESSAGES.registrationNotFound);
    const series = await lockSeries(tx, found.seriesId);
    const context = await issueContext(tx, series, now, publicUrl);
    const [registration] = await tx.select({ status: seriesRegistrations.status }).from(seriesRegistrations).where(eq(seriesRegistrations.id, registrationId)).for('update');
    if (registration.status !== 'confirmed') throw new ApiError(409, ERROR_CODES.REGISTRATION_NOT_CONFIRMED, CERTIFICATE_TEXTS.notConfirmed);
    const [participant] = await confirmedParticipants(tx, series.id, [registrationId]);
    const counts = (await attendanceOfRegistrations(tx, [registrationId], now)).get(registrationId)!;
    if (!counts.qualifies) {
      throw new ApiError(409, ERROR_CODES.ATTENDANCE_SHORTFALL, CERTIFICATE_TEXTS.shortfall(attendanceShortfallText(counts.attendedCount, counts.totalDates)));
    }
    const replaces = (await currentCertificates(tx, [registrationId])).get(registrationId) ?? null;
    const certificate = await writeCertificate(tx, context, participant, counts, replaces);
    if (!series.certificatesIssuedAt) await tx.update(courseSeries).set({ certificatesIssuedAt: now, updatedAt: sql`now()` }).where(eq(courseSeries.id, series.id));
    await recordAudit(tx, actor, {
      entity: 'course',
      entityId: series.courseId,
      action: 'created',
      summary: `Teilnahmebescheinigung ${certificate.number} für ${participantPerson(participant).name} (Kursreihe „${series.title}“) ausgestellt${replaces ? `; ersetzt ${replaces.number}` : ''}`,
    });
    return certificate;
  });
}

const HOUR_MS = 3_600_000;

/**
 * The upkeep's step: issues the certificates of every prevention series whose dates are all over and whose
 * attendance can no longer change (the last held date's attendance window has closed), once per series.
 * Answers how many certificates it issued.
 */
export async function issueDueCertificates(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const windowClosedBefore = new Date(now.getTime() - ATTENDANCE_WINDOW.afterStartHours * HOUR_MS);
  const due = await db
    .select({ id: courseSeries.id })
    .from(courseSeries)
    .where(
      and(
        eq(courseSeries.isPrevention, true),
        isNull(courseSeries.certificatesIssuedAt),
        sql`exists (select 1 from ${sessions} s where s.series_id = ${courseSeries.id} and s.status <> 'cancelled')`,
        sql`not exists (select 1 from ${sessions} s where s.series_id = ${courseSeries.id} and s.status <> 'cancelled'
              and (s.start_time > ${windowClosedBefore.toISOString()}::timestamptz or s.end_time > ${now.toISOString()}::timestamptz))`,
      ),
    )
    .limit(100);
  let issued = 0;
  for (const { id } of due) issued += (await db.transaction((tx) => issueCertificates(tx, id, publicUrl, now))).length;
  return issued;
}

/** A certificate to download; with `ownerId`, only one of that member's own registrations (for them or a family member). */
export async function certificateForDownload(db: Tx, certificateId: string, ownerId?: string) {
  const [row] = await db
    .select({ number: seriesCertificates.number, document: seriesCertificates.document })
    .from(seriesCertificates)
    .innerJoin(seriesRegistrations, eq(seriesRegistrations.id, seriesCertificates.registrationId))
    .where(and(eq(seriesCertificates.id, certificateId), ownerId ? eq(seriesRegistrations.userId, ownerId) : undefined));
  return row ?? null;
}

/** A member's certificates (for themself and their family members), oldest first, as the data export lists them. */
export async function certificatesOfMember(db: Tx, userId: string) {
  const rows = await db
    .select({ id: seriesCertificates.id, document: seriesCertificates.document })
    .from(seriesCertificates)
    .innerJoin(seriesRegistrations, eq(seriesRegistrations.id, seriesCertificates.registrationId))
    .where(eq(seriesRegistrations.userId, userId))
    .orderBy(asc(seriesCertificates.issuedAt), asc(seriesCertificates.sequence));
  return rows.map(({ id, document }) => ({
    id,
    number: document.number,
    issuedOn: document.issuedOn,
    replacesNumber: document.replacesNumber,
    participant: document.participant,
    course: document.course,
    attendedCount: document.attendedCount,
    totalDates: document.dates.length,
  }));
}
