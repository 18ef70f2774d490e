import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCreditorId, isSepaIban } from '../../src/shared/sepa-checks';
import { queryRows, type Db } from '../../src/server/db/client';
import {
  auditLog,
  authAccounts,
  bookings,
  charges,
  collectionRuns,
  contractNotices,
  courseSeries,
  seriesCertificates,
  seriesRegistrations,
  cmsMedia,
  cmsMenus,
  cmsPages,
  cmsPosts,
  cmsSettings,
  courseSchedules,
  courses,
  faqs,
  familyMembers,
  messages,
  newsletterSubscribers,
  newsletterDeliveries,
  mails,
  newsletters,
  passLedger,
  invoices,
  passes,
  paymentSettings,
  payments,
  prices,
  profiles,
  rooms,
  sepaMandates,
  sessionWaitlist,
  sessions,
  testimonials,
  trainers,
  userRoles,
} from '../../src/server/db/schema';
import { DEMO_ACCOUNTS, isSeeded, seedDemoData } from '../../src/server/db/seed';
import { listMyPasses } from '../../src/server/modules/passes/service';
import { getSeriesSummary, listMySeriesRegistrations } from '../../src/server/modules/series/queries';
import { getAdminCharts } from '../../src/server/modules/admin/charts';
import { addBerlinDays, berlinToday, berlinWeekMonday } from '../../src/shared/time';
import { BUILT_IN_NAVIGATION, type MenuLocation } from '../../src/shared/navigation';
import { courseImageFor, trainerPhotoFor, postImageFor } from '../../src/shared/images';
import { existsSync, statSync } from 'node:fs';
import { createTestApp, type TestApp } from '../support/test-app';

const SPEC_COURSES = [
  'Aerobic',
  'Baby-Massage',
  'Boxen',
  'HIIT Training',
  'Kindersport',
  'PEKiP',
  'Pilates',
  'Power Yoga',
  'Rückenfitness',
  'Spinning',
  'Yoga',
  'Zumba',
];

let app: TestApp;
let db: Db;
const now = new Date();
const publicFile = (url: string) => `src/web/public${url}`;

beforeAll(async () => {
  app = await createTestApp();
  db = app.db;
  expect(await isSeeded(db)).toBe(false);
  await seedDemoData(db, { now });
});
afterAll(async () => {
  await app?.close();
});

async function userByEmail(email: string) {
  const [user] = await db.select().from(profiles).where(eq(profiles.email, email));
  expect(user, email).toBeDefined();
  const roles = (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id))).map((r) => r.role);
  return { ...user, roles };
}

describe('demo seed', () => {
  it('writes the site settings of the fictional centre', async () => {
    const [settings] = await db.select().from(cmsSettings);
    expect(settings).toMatchObject({
      siteTitle: 'Sportzentrum Lindenau',
      town: 'Lindenau',
      street: 'Am Sportpark 12',
      postalCode: '04177',
      contactEmail: 'info@sportzentrum-lindenau.de',
      contactPhone: '+49 341 123 456 0',
    });
    expect(settings.siteDescription?.length).toBeGreaterThan(20);
  });

  it('sets up the Zahlungsverkehr with a creditor id and IBAN whose check digits hold', async () => {
    const [payment] = await db.select().from(paymentSettings);
    expect(payment).toMatchObject({ legalName: 'Sportzentrum Lindenau GmbH', prenotificationDays: 14, smallBusiness: false });
    expect(isCreditorId(payment.creditorId)).toBe(true);
    expect(isSepaIban(payment.iban)).toBe(true);
  });

  it('offers exactly the twelve demo courses, each with a bundled image', async () => {
    const rows = await db.select().from(courses).where(eq(courses.isActive, true)).orderBy(courses.name);
    expect(rows.map((c) => c.name).sort()).toEqual([...SPEC_COURSES].sort());
    expect(new Set(rows.map((c) => c.level))).toEqual(new Set(['BEGINNER', 'INTERMEDIATE', 'ADVANCED']));
    for (const course of rows) {
      expect(course.description!.length).toBeGreaterThan(80);
      expect([45, 60, 75, 90]).toContain(course.durationMinutes);
      expect(course.maxParticipants).toBeGreaterThanOrEqual(6);
      expect(course.maxParticipants).toBeLessThanOrEqual(20);
      const image = courseImageFor(course.name, course.imageUrl);
      expect(image).toMatch(/^\/images\/courses\/.+\.svg$/);
      expect(existsSync(publicFile(image!)), image!).toBe(true);
    }
  });

  it('has at least six active trainers with unique first names, bios, specialties and portraits', async () => {
    const rows = await db.select().from(trainers).where(eq(trainers.isActive, true));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((t) => t.firstName)).size).toBe(rows.length);
    for (const trainer of rows) {
      expect(trainer.bio!.length).toBeGreaterThan(40);
      expect(trainer.specialties.length).toBeGreaterThanOrEqual(2);
      expect(trainer.specialties.length).toBeLessThanOrEqual(4);
      const photo = trainerPhotoFor(trainer.firstName, trainer.photoUrl);
      expect(photo).not.toBe('/images/trainers/default.svg');
      expect(existsSync(publicFile(photo)), photo).toBe(true);
    }
  });

  it('has four rooms and about 25 weekly slots on every weekday', async () => {
    const roomRows = await db.select().from(rooms);
    expect(roomRows.map((r) => r.name).sort()).toEqual(['Cycling-Raum', 'Eltern-Kind-Raum', 'Hauptstudio', 'Kursraum 2']);
    const slots = await db.select().from(courseSchedules).where(eq(courseSchedules.isActive, true));
    expect(slots.length).toBeGreaterThanOrEqual(22);
    expect(slots.length).toBeLessThanOrEqual(28);
    expect(new Set(slots.map((s) => s.dayOfWeek))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    for (const slot of slots) {
      expect(slot.startTime >= '06:30:00' && slot.endTime <= '21:00:00').toBe(true);
      expect(slot.trainerId).not.toBeNull();
      expect(slot.roomId).not.toBeNull();
    }
  });

  it('has sessions in each of the four weeks from this Monday, plus last week as history', async () => {
    const monday = berlinWeekMonday(now);
    for (let week = -1; week < 4; week++) {
      const from = addBerlinDays(monday, week * 7);
      const to = addBerlinDays(from, 6);
      const count = await db.$count(sessions, and(sql`${sessions.date} >= ${from}`, sql`${sessions.date} <= ${to}`));
      expect(count, `week starting ${from}`).toBeGreaterThanOrEqual(20);
    }
  });

  it('keeps current_participants equal to the live bookings of every session', async () => {
    const live = await db
      .select({ sessionId: bookings.sessionId, count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(ne(bookings.status, 'cancelled'))
      .groupBy(bookings.sessionId);
    const liveBySession = new Map(live.map((r) => [r.sessionId, r.count]));
    const rows = (await db.select().from(sessions)).map((s) => ({
      current: s.currentParticipants,
      max: s.maxParticipants,
      live: liveBySession.get(s.id) ?? 0,
    }));
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.current).toBe(row.live);
      expect(row.current).toBeLessThanOrEqual(row.max);
    }
  });

  it('has full, nearly full and roomy future sessions', async () => {
    const future = await db.select().from(sessions).where(and(eq(sessions.status, 'scheduled'), gt(sessions.startTime, now)));
    const spots = future.map((s) => s.availableSpots!);
    expect(spots.filter((n) => n === 0).length).toBeGreaterThanOrEqual(1);
    expect(spots.filter((n) => n >= 1 && n <= 5).length).toBeGreaterThanOrEqual(1);
    expect(spots.filter((n) => n > 5).length).toBeGreaterThanOrEqual(10);
  });

  it('has one future session the office cancelled, with its reason and no live bookings left', async () => {
    const called = await db.select().from(sessions).where(and(eq(sessions.status, 'cancelled'), gt(sessions.startTime, now)));
    expect(called).toHaveLength(1);
    expect(called[0].cancellationReason).toMatch(/Fortbildung/);
    expect(called[0].cancelledAt).toBeInstanceOf(Date);
    expect(called[0].currentParticipants).toBe(0);
    const booked = await db.select().from(bookings).where(eq(bookings.sessionId, called[0].id));
    expect(booked.length).toBeGreaterThan(0);
    expect(booked.every((b) => b.status === 'cancelled')).toBe(true);
  });

  it('creates the three demo accounts with their roles and the password Demo1234!', async () => {
    const admin = await userByEmail('admin@sportzentrum.test');
    const trainer = await userByEmail('trainer@sportzentrum.test');
    const member = await userByEmail('mitglied@sportzentrum.test');
    expect(admin.roles).toEqual(['ADMIN']);
    expect(trainer.roles).toEqual(['TRAINER']);
    expect(member.roles).toEqual([]);
    expect(member).toMatchObject({ firstName: 'Max', lastName: 'Mustermann', name: 'Max Mustermann' });
    expect(member.phone).toBeTruthy();

    for (const user of [admin, trainer, member]) {
      const [account] = await db.select().from(authAccounts).where(eq(authAccounts.userId, user.id));
      expect(account).toMatchObject({ providerId: 'credential', accountId: user.id });
      expect(await verifyPassword({ hash: account.password!, password: 'Demo1234!' })).toBe(true);
    }

    const [linked] = await db.select().from(trainers).where(eq(trainers.userId, trainer.id));
    expect(linked).toMatchObject({ firstName: trainer.firstName, lastName: trainer.lastName });
    expect(await db.$count(courseSchedules, eq(courseSchedules.trainerId, linked.id))).toBeGreaterThan(0);
  });

  it('lets the three demo accounts and the other members sign in with Demo1234!', async () => {
    const expected: [string, string[]][] = [
      ['admin@sportzentrum.test', ['ADMIN']],
      ['trainer@sportzentrum.test', ['TRAINER']],
      ['mitglied@sportzentrum.test', []],
      ['julia.schmidt@example.de', []],
    ];
    for (const [email, roles] of expected) {
      const client = app.client();
      expect((await client.signIn(email, 'Demo1234!')).status, email).toBe(200);
      const me = await client.get('/api/me');
      expect(me.status).toBe(200);
      expect(me.json.user.email).toBe(email);
      for (const role of roles) expect(me.json.roles).toContain(role);
      if (roles.length === 0) expect(me.json.roles).not.toContain('ADMIN');
    }
    const trainer = app.client();
    await trainer.signIn('trainer@sportzentrum.test', 'Demo1234!');
    const profile = await trainer.get('/api/trainer/profile');
    expect(profile.status).toBe(200);
    expect(profile.json.trainer).toMatchObject({ firstName: 'Lena', lastName: 'Hoffmann' });
  });

  it('gives the demo trainer marked attendance in past sessions and a session whose attendance can be taken now', async () => {
    const trainer = await userByEmail('trainer@sportzentrum.test');
    const [linked] = await db.select().from(trainers).where(eq(trainers.userId, trainer.id));
    const rows = await db
      .select({ status: bookings.status, start: sessions.startTime })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(eq(sessions.trainerId, linked.id));
    const past = rows.filter((b) => b.start < now);
    expect(past.filter((b) => b.status === 'attended').length).toBeGreaterThan(5);
    expect(past.filter((b) => b.status === 'no_show').length).toBeGreaterThanOrEqual(1);
    const inWindow = rows.filter((b) => b.status === 'confirmed' && b.start < now && now.getTime() - b.start.getTime() < 24 * 3_600_000);
    expect(inWindow.length).toBeGreaterThanOrEqual(3);
    // No session that has yet to start carries a mark.
    expect(rows.filter((b) => b.start > now && (b.status === 'attended' || b.status === 'no_show'))).toEqual([]);
  });

  it("gives the demo member upcoming, past and cancelled bookings and a waiting-list place on a full session", async () => {
    const member = await userByEmail('mitglied@sportzentrum.test');
    const rows = await db
      .select({ status: bookings.status, start: sessions.startTime })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(eq(bookings.userId, member.id));
    const upcoming = rows.filter((b) => b.status === 'confirmed' && b.start > now);
    const past = rows.filter((b) => b.status !== 'cancelled' && b.start < now);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((b) => b.status === 'cancelled')).toHaveLength(1);

    const waiting = await db
      .select({ session: sessions, addedAt: sessionWaitlist.addedAt })
      .from(sessionWaitlist)
      .innerJoin(sessions, eq(sessions.id, sessionWaitlist.sessionId))
      .where(eq(sessionWaitlist.userId, member.id));
    expect(waiting).toHaveLength(1);
    expect(waiting[0].session.availableSpots).toBe(0);
    expect(waiting[0].session.startTime > now).toBe(true);
    // Someone else queued first: Max is second in line.
    const ahead = await db.$count(
      sessionWaitlist,
      and(eq(sessionWaitlist.sessionId, waiting[0].session.id), lt(sessionWaitlist.addedAt, waiting[0].addedAt)),
    );
    expect(ahead).toBe(1);
  });

  it('has an invoice for every completed payment, numbered without a gap', async () => {
    const completed = await db.select({ id: payments.id }).from(payments).where(eq(payments.status, 'completed'));
    const issued = await db.select().from(invoices);
    const cancelled = new Set(issued.map((i) => i.cancelsInvoiceId).filter(Boolean));
    // Each completed payment has one invoice in force; a returned debit's invoice is cancelled by a Stornorechnung.
    expect(issued.filter((i) => i.kind === 'invoice' && !cancelled.has(i.id)).map((i) => i.paymentId).sort()).toEqual(completed.map((p) => p.id).sort());
    expect(issued.filter((i) => i.kind === 'cancellation')).toHaveLength(1);
    expect(issued.map((i) => i.sequence).sort((a, b) => a - b)).toEqual(issued.map((_, i) => i + 1));
  });

  it('has SEPA orders with their mandates, a run handed to the bank, a Rücklastschrift and a debit due for the next run', async () => {
    const mandates = await db.select().from(sepaMandates);
    expect(mandates).toHaveLength(2);
    for (const mandate of mandates) expect(mandate.reference).toMatch(/^M-\d{4}-[A-Z0-9]{8}$/);
    const runs = await db.select().from(collectionRuns);
    expect(runs.map((run) => [run.status, run.transactionCount, run.controlSum])).toEqual([['submitted', 2, 59 + 120]]);
    expect(runs[0].xml).toContain('pain.008.001.08');
    const debits = await db.select().from(charges).orderBy(charges.dueOn);
    expect(debits.filter((c) => c.status === 'collected')).toHaveLength(1);
    expect(debits.filter((c) => c.status === 'returned')).toHaveLength(1);
    expect(debits.find((c) => c.status === 'returned')).toMatchObject({ returnReason: 'AM04', returnFee: 3.5 });
    const due = debits.find((c) => c.status === 'due')!;
    expect(due.dueOn >= berlinToday()).toBe(true);
    const notices = await db.select().from(contractNotices);
    expect(notices).toMatchObject([{ kind: 'ordinary', state: 'received' }]);
    expect(notices[0].endsOn! > berlinToday()).toBe(true);
  });

  it('gives the demo member payments and messages in every state', async () => {
    const member = await userByEmail('mitglied@sportzentrum.test');
    // Besides the fees of the two course series, paid at the desk (see the series test below).
    const seriesPayments = (await db.select({ id: seriesRegistrations.paymentId }).from(seriesRegistrations).where(eq(seriesRegistrations.userId, member.id))).map((row) => row.id);
    const memberPayments = (await db.select().from(payments).where(eq(payments.userId, member.id))).filter((p) => !seriesPayments.includes(p.id));
    expect(memberPayments.map((p) => p.status).sort()).toEqual(['completed', 'pending', 'refunded']);
    expect(memberPayments.find((p) => p.status === 'completed')!.paidAt).not.toBeNull();
    expect(memberPayments.find((p) => p.status === 'pending')!.paidAt).toBeNull();

    const memberMessages = await db.select().from(messages).where(eq(messages.userId, member.id));
    expect(memberMessages.map((m) => m.status).sort()).toEqual(['read', 'replied', 'unread']);
    const replied = memberMessages.find((m) => m.status === 'replied')!;
    expect(replied.reply!.length).toBeGreaterThan(20);
    expect(replied.repliedAt).not.toBeNull();
  });

  it('has a finished § 20 series with certificates, a running one with attendance and an open one, the demo member in the first two', async () => {
    const member = await userByEmail('mitglied@sportzentrum.test');
    const series = await db.select().from(courseSeries).orderBy(courseSeries.createdAt);
    expect(series.map((row) => [row.title, row.isPrevention])).toEqual([
      ['Rückenfit – Präventionskurs Herbst', true],
      ['Rückenfit – Präventionskurs Winter', true],
      ['Rückenfit – Präventionskurs Frühjahr', true],
    ]);
    const mine = await listMySeriesRegistrations(db, member.id);
    const finished = mine.find((row) => row.series.id === series[0].id)!;
    expect(finished).toMatchObject({ status: 'confirmed', attendedCount: 7, totalDates: 8, datesNeeded: 7, shortfall: null, payment: { status: 'completed' } });
    expect(finished.certificate!.number).toMatch(/^TB-\d{4}-\d{4}$/);
    const running = mine.find((row) => row.series.id === series[1].id)!;
    expect(running).toMatchObject({ status: 'confirmed', attendedCount: 3, totalDates: 10, certificate: null, shortfall: null });
    expect(running.attendance.filter((date) => date.attended !== null)).toHaveLength(4);
    expect(mine.some((row) => row.series.id === series[2].id)).toBe(false);

    // The finished series: a certificate for everyone with 7 of 8 evenings, none for the one with 5.
    const certificates = await db.select().from(seriesCertificates);
    expect(certificates).toHaveLength(5);
    expect(await db.$count(seriesRegistrations, eq(seriesRegistrations.seriesId, series[2].id))).toBe(3);
    const open = await getSeriesSummary(db, series[2].id);
    expect(open).toMatchObject({ registrationOpen: true, placesLeft: 9 });
    // A series date cannot be booked singly; its places are the series' registrations.
    for (const date of await db.select().from(sessions).where(eq(sessions.seriesId, series[1].id))) {
      expect(date.currentParticipants).toBe(8);
    }
  });

  it('has about thirty other members with example.de addresses', async () => {
    const others = await db.$count(profiles, sql`${profiles.email} like '%@example.de'`);
    expect(others).toBeGreaterThanOrEqual(25);
    expect(await db.$count(bookings, ne(bookings.status, 'cancelled'))).toBeGreaterThan(300);
  });

  it('has the four price types', async () => {
    const rows = await db.select().from(prices).where(eq(prices.isActive, true)).orderBy(prices.amount);
    expect(rows.map((p) => [p.name, p.passType, p.amount, p.billingPeriod, p.validityDays])).toEqual([
      ['Einzeleintritt', 'SINGLE', 15, null, 1],
      ['Monatskarte', 'MONTHLY', 59, 'monatlich', 30],
      ['10er-Karte', 'MULTI', 120, null, 365],
      ['Jahreskarte', 'YEARLY', 590, 'jährlich', 365],
    ]);
    expect(rows.find((p) => p.passType === 'MULTI')!.credits).toBe(10);
    for (const price of rows) expect(price.currency).toBe('EUR');
  });

  it('has at least ten FAQs in at least three categories, in display order', async () => {
    const rows = await db.select().from(faqs).where(eq(faqs.isActive, true)).orderBy(faqs.displayOrder);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((f) => f.category)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((f) => f.displayOrder)).size).toBe(rows.length);
  });

  it('publishes the four legal and about pages', async () => {
    const rows = await db.select().from(cmsPages).where(eq(cmsPages.isPublished, true));
    expect(rows.map((p) => p.slug).sort()).toEqual(['agb', 'datenschutz', 'impressum', 'ueber-uns']);
    for (const page of rows) {
      expect(page.content).toContain('<h2>');
      expect(page.metaTitle).toBeTruthy();
      expect(page.metaDescription).toBeTruthy();
      expect(page.content).not.toMatch(/https?:\/\//);
    }
    const impressum = rows.find((p) => p.slug === 'impressum')!;
    expect(impressum.content).toContain('Am Sportpark 12');
    expect(impressum.content).toContain('info@sportzentrum-lindenau.de');
  });

  it('has published news posts with bundled images, one from the last week, and a draft', async () => {
    const published = await db.select().from(cmsPosts).where(eq(cmsPosts.isPublished, true));
    expect(published.length).toBeGreaterThanOrEqual(4);
    for (const post of published) {
      // HTML paragraphs, as the admin's editor writes them; the length is the text's.
      const text = post.content.replace(/<[^>]+>/g, '');
      expect(text.length).toBeGreaterThanOrEqual(800);
      expect(text.length).toBeLessThanOrEqual(2500);
      expect(post.content).toMatch(/^<p>.+<\/p>\s*<p>.+<\/p>$/s);
      expect(post.excerpt).toBeTruthy();
      expect(post.publishedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - post.publishedAt!.getTime()).toBeLessThan(22 * 86_400_000);
      const image = postImageFor(post.featuredImage);
      expect(image && existsSync(publicFile(image)), String(image)).toBe(true);
    }
    expect(published.some((p) => now.getTime() - p.publishedAt!.getTime() < 7 * 86_400_000)).toBe(true);
    expect(new Set(published.map((p) => p.category)).size).toBeGreaterThanOrEqual(3);
    expect(await db.$count(cmsPosts, eq(cmsPosts.isPublished, false))).toBe(1);
  });

  it('fills the gallery with bundled SVGs of their real size', async () => {
    const rows = await db.select().from(cmsMedia);
    expect(rows.length).toBeGreaterThanOrEqual(9);
    expect(new Set(rows.map((m) => m.category))).toEqual(new Set(['kurse', 'events', 'raeumlichkeiten']));
    for (const media of rows) {
      expect(media.url).toMatch(/^\/images\/gallery\/.+\.svg$/);
      expect(media.mimeType).toBe('image/svg+xml');
      expect(media.altText).toBeTruthy();
      expect(media.sizeBytes).toBe(statSync(publicFile(media.url)).size);
    }
  });

  it('has testimonials, both menus, subscribers in every state and a sent newsletter', async () => {
    const rows = await db.select().from(testimonials).where(eq(testimonials.isActive, true));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.some((t) => t.isFeatured)).toBe(true);
    for (const t of rows) expect(t.rating).toBeGreaterThanOrEqual(4);

    const menus = await db.select().from(cmsMenus);
    expect(menus.map((m) => [m.name, m.location]).sort()).toEqual([
      ['Fußzeile', 'footer'],
      ['Hauptmenü', 'header'],
    ]);
    // The built-in navigation, so the seeded site looks as one without menus.
    for (const menu of menus) expect(menu.items).toEqual(BUILT_IN_NAVIGATION[menu.location as MenuLocation]);

    const subscribers = await db.select().from(newsletterSubscribers);
    expect(new Set(subscribers.map((s) => s.status))).toEqual(new Set(['active', 'pending', 'unsubscribed', 'bounced']));
    for (const s of subscribers) expect(s.token).toMatch(/^[0-9a-f]{32}$/);

    // Last month's newsletter reached every active subscriber of that time, each with their own link.
    const [newsletter] = await db.select().from(newsletters);
    const deliveries = await db.select().from(newsletterDeliveries).innerJoin(mails, eq(mails.id, newsletterDeliveries.mailId));
    expect(deliveries).toHaveLength(newsletter.recipientCount);
    expect(newsletter.recipientCount).toBeGreaterThanOrEqual(3);
    for (const { mails: mail, newsletter_deliveries: delivery } of deliveries) {
      const subscriber = subscribers.find((s) => s.id === delivery.subscriberId)!;
      expect(subscriber.status).toBe('active');
      expect(mail).toMatchObject({ to: subscriber.email, status: 'logged', template: 'newsletter' });
      expect(mail.headers!['List-Unsubscribe']).toContain(`/newsletter/abmelden?token=${subscriber.token}`);
    }
  });

  it("has an audit trail of the office's changes by the demo admin, newest first on the Protokoll", async () => {
    const admin = await userByEmail('admin@sportzentrum.test');
    const entries = await db.select().from(auditLog);
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(new Set(entries.map((e) => e.entity)).size).toBeGreaterThanOrEqual(7);
    expect(entries.every((e) => e.actorId === admin.id && e.actorEmail === 'admin@sportzentrum.test')).toBe(true);
    expect(entries.every((e) => e.createdAt.getTime() < Date.now())).toBe(true);
  });

  it('gives the admin dashboard charts a history: twelve weeks of bookings, held sessions, months of payments', async () => {
    const charts = await getAdminCharts(db, now);
    const weekly = charts.bookingsPerWeek.map((w) => w.bookings);
    // Every past week has bookings (the current one may have just begun), and not all weeks alike.
    for (const n of weekly.slice(0, -1)) expect(n).toBeGreaterThan(50);
    expect(new Set(weekly).size).toBeGreaterThan(6);
    expect(charts.occupancyByCourse.map((c) => c.courseName).sort()).toEqual([...SPEC_COURSES].sort());
    const percents = charts.occupancyByCourse.map((c) => c.percent);
    expect(Math.max(...percents) - Math.min(...percents)).toBeGreaterThan(20);
    for (const p of percents) expect(p).toBeLessThanOrEqual(100);
    const monthly = charts.paymentsPerMonth.map((m) => m.amount);
    for (const amount of monthly) expect(amount).toBeGreaterThan(0);
    expect(await db.$count(payments, eq(payments.status, 'failed'))).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo member a 10er-Karte whose used entries are their bookings, and others every kind of pass', async () => {
    const max = await userByEmail(DEMO_ACCOUNTS.member.email);
    const { passes: mine } = await listMyPasses(db, max.id);
    expect(mine).toHaveLength(1);
    const [card] = mine;
    expect(card).toMatchObject({ productName: '10er-Karte', credits: 10, state: 'active' });
    const drawn = await db.select().from(bookings).where(and(eq(bookings.userId, max.id), eq(bookings.passId, card.id)));
    const live = drawn.filter((b) => b.status !== 'cancelled');
    expect(live.length).toBeGreaterThanOrEqual(4);
    expect(card.balance).toBe(10 - live.length);
    // Each used entry names its booking's session.
    expect(card.entries.filter((e) => e.kind === 'booking').every((e) => e.session !== null)).toBe(true);

    const all = await db.select().from(passes);
    const states = await Promise.all(all.map(async (pass) => (await listMyPasses(db, pass.userId)).passes.find((p) => p.id === pass.id)!));
    expect(new Set(states.map((p) => p.state))).toEqual(new Set(['active', 'paused', 'used_up']));
    expect(states.some((p) => p.passType === 'MONTHLY' && p.state === 'active')).toBe(true);
    expect(states.some((p) => p.state === 'active' && p.balance !== null && p.balance > 0 && p.validUntil <= addBerlinDays(berlinToday(now), 7))).toBe(true);
    // Every balance is the sum of its ledger.
    for (const pass of all) {
      const [{ sum }] = await db.select({ sum: sql<string>`coalesce(sum(${passLedger.delta}), 0)` }).from(passLedger).where(eq(passLedger.passId, pass.id));
      if (pass.credits !== null) expect(pass.balance, pass.productName).toBe(Number(sum));
    }
  });

  it('gives the children’s courses age ranges, the demo member two children and a partner, and children the places in them', async () => {
    const range = async (name: string) => (await db.select({ min: courses.minAgeMonths, max: courses.maxAgeMonths }).from(courses).where(eq(courses.name, name)))[0];
    expect(await range('PEKiP')).toEqual({ min: 0, max: 12 });
    expect(await range('Kindersport')).toEqual({ min: 72, max: 131 });
    expect(await range('Baby-Massage')).toEqual({ min: 1, max: 9 });
    expect(await range('Yoga')).toEqual({ min: null, max: null });

    const max = await userByEmail(DEMO_ACCOUNTS.member.email);
    const family = await db.select().from(familyMembers).where(eq(familyMembers.userId, max.id));
    expect(family.map((f) => [f.firstName, f.lastName, f.relation])).toEqual([
      ['Mia', 'Mustermann', 'child'],
      ['Julia', 'Mustermann', 'partner'],
      ['Paul', 'Mustermann', 'child'],
    ]);
    const mia = family[0];
    const [{ age }] = await queryRows<{ age: number }>(db, sql`select age_in_months(${mia.birthDate}::date, ${berlinToday(now)}::date) as age`);
    expect(Number(age)).toBe(6 * 12 + 4);
    // Mia has Kindersport next, booked by her father.
    const miasUpcoming = await db
      .select({ course: courses.name })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .innerJoin(courses, eq(courses.id, sessions.courseId))
      .where(and(eq(bookings.familyMemberId, mia.id), eq(bookings.status, 'confirmed'), gt(sessions.startTime, now)));
    expect(miasUpcoming).toEqual([{ course: 'Kindersport' }]);

    // Every live place in a children's course is a child's, of an age the course takes on the session's day.
    const [{ wrong }] = await queryRows<{ wrong: number }>(
      db,
      sql`select count(*)::int as wrong
          from bookings b join sessions s on s.id = b.session_id join courses c on c.id = s.course_id
          left join family_members f on f.id = b.family_member_id
          where c.max_age_months < 192 and b.status <> 'cancelled'
            and (f.id is null or age_in_months(f.birth_date, (s.start_time at time zone 'Europe/Berlin')::date) not between c.min_age_months and c.max_age_months)`,
    );
    expect(Number(wrong)).toBe(0);
    expect(await db.$count(bookings, sql`${bookings.familyMemberId} is not null`)).toBeGreaterThan(50);
  });

  it('seeds only once', async () => {
    expect(await isSeeded(db)).toBe(true);
    const before = await db.$count(bookings);
    await seedDemoData(db);
    expect(await db.$count(bookings)).toBe(before);
    expect(await db.$count(courses)).toBe(12);
    expect(await db.$count(profiles, inArray(profiles.email, ['admin@sportzentrum.test']))).toBe(1);
  });
});

describe('site settings', () => {
  it('name the centre, its town and contact details', async () => {
    const res = await app.client().get('/api/settings');
    expect(res.json).toMatchObject({
      siteTitle: 'Sportzentrum Lindenau',
      town: 'Lindenau',
      contactEmail: 'info@sportzentrum-lindenau.de',
      address: 'Am Sportpark 12, 04177 Lindenau',
    });
  });
});

describe('demo accounts', () => {
  it('the trainer account is linked to its trainer record', async () => {
    const client = app.client();
    await client.signIn('trainer@sportzentrum.test');
    const res = await client.get('/api/trainer/profile');
    expect(res.json.trainer).toMatchObject({ firstName: 'Lena', lastName: 'Hoffmann' });
  });

  it('the admin sees the dashboard counters', async () => {
    const client = app.client();
    await client.signIn('admin@sportzentrum.test');
    const res = await client.get('/api/admin/stats');
    expect(res.status).toBe(200);
    expect(res.json.activeCourses).toBe(12);
    expect(res.json.members).toBeGreaterThanOrEqual(33);
    expect(res.json.upcomingSessions).toBeGreaterThan(0);
    expect(res.json.confirmedBookings).toBeGreaterThan(0);
  });

  it('each demo account lands by its roles', async () => {
    for (const [email, roles] of [
      ['admin@sportzentrum.test', ['ADMIN', 'MEMBER']],
      ['trainer@sportzentrum.test', ['TRAINER', 'MEMBER']],
      ['mitglied@sportzentrum.test', ['MEMBER']],
    ] as const) {
      const client = app.client();
      expect((await client.signIn(email)).status).toBe(200);
      expect((await client.get('/api/me')).json.roles).toEqual(roles);
    }
  });
});
