/**
 * Demo data for a fresh installation, built only from the test factories so the demo and the tests share
 * one idea of a valid row. Everything is written in one transaction: a failed seed leaves nothing behind.
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { bookings, cmsSettings, paymentSettings, sessions } from '../schema';
import { seedNewsletter } from './newsletter';
import { seedOutbox } from './outbox';
import { seedAuditTrail } from './audit-trail';
import { generateSessions } from '../../modules/sessions/generator';
import { sessionClashOf } from '../../modules/sessions/clash';
import { addBerlinDays, berlinWallClockToInstant, berlinWeekMonday, dateInBerlinWeek } from '../../../shared/time';
import {
  addMinutesToTime,
  createBooking,
  createContactMessage,
  createCourse,
  createFaq,
  createMedia,
  createMenu,
  createMessage,
  createPage,
  createPayment,
  createPost,
  createPrice,
  createRoom,
  createSchedule,
  createSession,
  createTestimonial,
  createTrainer,
  createUser,
  createWaitlistEntry,
  upsertSettings,
} from '../factories';
import {
  COURSES,
  DEMO_ACCOUNTS,
  FAQS,
  GALLERY,
  MEMBERS,
  MENUS,
  PAGES,
  POSTS,
  PRICES,
  ROOMS,
  SCHEDULE,
  PAYMENT_SETTINGS,
  SETTINGS,
  TESTIMONIALS,
  TRAINERS,
  emailLocalPart,
} from './content';
import { seedHistory } from './history';
import { childrenOfMembers, seedDemoFamily } from './families';
import { seedPasses } from './passes';
import { seedOrders } from './orders';
import { seedSeries } from './series';
import { issueMissingInvoices } from '../../modules/invoices/issue';

export { DEMO_ACCOUNTS } from './content';

/** True once the demo (or an admin) has written the settings row; start-up seeds only when false. */
export async function isSeeded(db: Tx): Promise<boolean> {
  const rows = await db.select({ id: cmsSettings.id }).from(cmsSettings).where(eq(cmsSettings.id, 1));
  return rows.length > 0;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

// A small deterministic generator so every seed looks alike (only "now" differs).
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Byte size of a bundled image, read from the source tree or the web build; 0 if neither is there. */
function bundledImageSize(urlPath: string): number {
  const relative = urlPath.replace(/^\//, '');
  const candidates = [
    fileURLToPath(new URL(`../../../web/public/${relative}`, import.meta.url)),
    path.resolve(process.cwd(), 'src/web/public', relative),
    path.resolve(process.cwd(), 'dist/web', relative),
  ];
  for (const file of candidates) {
    try {
      return statSync(file).size;
    } catch {
      // try the next place
    }
  }
  return 0;
}

type SessionRow = typeof sessions.$inferSelect;

/** `publicUrl` goes into the unsubscribe links of the demo newsletter. */
export async function seedDemoData(db: Db, options: { now?: Date; publicUrl?: string } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const rng = mulberry32(20_240_601);
  const randInt = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  const shuffled = <T>(items: T[]) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  const ago = (ms: number) => new Date(now.getTime() - ms);

  await db.transaction(async (tx) => {
    if (await isSeeded(tx)) return;

    await upsertSettings(tx, SETTINGS);
    await tx.insert(paymentSettings).values({ id: 1, ...PAYMENT_SETTINGS });

    // Courses, rooms, trainers ----------------------------------------------------------------------------
    const courseByName = new Map<string, Awaited<ReturnType<typeof createCourse>>>();
    for (const course of COURSES) {
      courseByName.set(course.name, await createCourse(tx, { ...course, imageUrl: null, createdAt: ago(400 * DAY) }));
    }
    const roomByName = new Map<string, Awaited<ReturnType<typeof createRoom>>>();
    for (const room of ROOMS) roomByName.set(room.name, await createRoom(tx, room));

    const { password } = DEMO_ACCOUNTS;
    const linked = TRAINERS.find((t) => t.firstName === DEMO_ACCOUNTS.trainer.trainerFirstName)!;
    const trainerUser = await createUser(tx, {
      email: DEMO_ACCOUNTS.trainer.email,
      password,
      firstName: linked.firstName,
      lastName: linked.lastName,
      phone: linked.phone,
      roles: ['TRAINER'],
      createdAt: ago(380 * DAY),
    });
    const trainerByFirstName = new Map<string, Awaited<ReturnType<typeof createTrainer>>>();
    for (const t of TRAINERS) {
      const isLinked = t === linked;
      trainerByFirstName.set(
        t.firstName,
        await createTrainer(tx, {
          ...t,
          email: isLinked ? trainerUser.email : `${emailLocalPart(t.firstName)}.${emailLocalPart(t.lastName)}@sportzentrum-lindenau.de`,
          userId: isLinked ? trainerUser.id : null,
          photoUrl: null, // the web maps the first name to a bundled portrait
        }),
      );
    }

    // Weekly schedule and sessions --------------------------------------------------------------------------
    const schedules = [];
    for (const slot of SCHEDULE) {
      const course = courseByName.get(slot.course)!;
      schedules.push({
        slot,
        course,
        schedule: await createSchedule(tx, {
          courseId: course.id,
          trainerId: trainerByFirstName.get(slot.trainer)!.id,
          roomId: roomByName.get(slot.room)!.id,
          dayOfWeek: slot.day,
          startTime: slot.start,
          endTime: addMinutesToTime(slot.start, course.durationMinutes),
        }),
      });
    }
    const generated = await generateSessions(tx, { weeks: 4, from: now });
    // The demo timetable is hand-made: a clash would silently leave a hole in it.
    if (generated.clashes.length > 0) throw new Error(`Demo-Zeitplan überschneidet sich: ${generated.clashes.map((c) => `${c.courseName} ${c.date} (${c.reason})`).join(', ')}`);

    // Last week happened too: completed sessions that the generator (which starts this Monday) leaves out.
    const lastMonday = addBerlinDays(berlinWeekMonday(now), -7);
    const pastSessions: SessionRow[] = [];
    for (const { slot, course, schedule } of schedules) {
      const date = dateInBerlinWeek(lastMonday, slot.day);
      const room = roomByName.get(slot.room)!;
      pastSessions.push(
        await createSession(tx, {
          courseId: course.id,
          scheduleId: schedule.id,
          trainerId: schedule.trainerId,
          roomId: schedule.roomId,
          date,
          startTime: berlinWallClockToInstant(date, schedule.startTime),
          endTime: berlinWallClockToInstant(date, schedule.endTime),
          maxParticipants: Math.min(course.maxParticipants, room.capacity),
          status: 'completed',
        }),
      );
    }

    const allSessions = await tx.select().from(sessions).orderBy(sessions.startTime);
    const courseNameOf = new Map([...courseByName.values()].map((c) => [c.id, c.name]));
    // "Future" leaves a margin so the demo still has bookable sessions a few hours after seeding.
    const future = allSessions.filter((s) => s.startTime.getTime() > now.getTime() + 3 * HOUR);
    const nextOf = (courseName: string, skip = 0) => future.filter((s) => courseNameOf.get(s.courseId) === courseName)[skip]!;

    // Accounts ------------------------------------------------------------------------------------------------
    const admin = await createUser(tx, { ...DEMO_ACCOUNTS.admin, password, roles: ['ADMIN'], createdAt: ago(420 * DAY) });
    // The birth date goes on the certificates of attendance seedSeries issues to him.
    const max = await createUser(tx, { ...DEMO_ACCOUNTS.member, password, birthDate: '1986-04-12', createdAt: ago(200 * DAY) });
    const members = [];
    for (const [index, [firstName, lastName]] of MEMBERS.entries()) {
      members.push(
        await createUser(tx, {
          email: `${emailLocalPart(firstName)}.${emailLocalPart(lastName)}@example.de`,
          password,
          firstName,
          lastName,
          phone: index % 3 === 0 ? `+49 15${index % 10} ${String(2_345_000 + index * 7919).padStart(7, '0')}` : null,
          createdAt: ago((10 + index * 11) * DAY),
        }),
      );
    }

    // Bookings --------------------------------------------------------------------------------------------
    const bookedAt = (session: SessionRow) => {
      // Most bookings come a few days ahead, some weeks ahead (as in seed/history.ts); a booking that
      // would lie in the future was made some time in the last four weeks instead.
      const ahead = session.startTime.getTime() - (2 * HOUR + rng() ** 2 * 28 * DAY);
      return new Date(ahead < now.getTime() - HOUR ? ahead : now.getTime() - (HOUR + rng() * 28 * DAY));
    };
    const seats = new Map<string, Set<string>>(); // session id -> user ids with a live booking
    const book = async (session: SessionRow, userId: string, status: 'confirmed' | 'cancelled' = 'confirmed', familyMemberId: string | null = null) => {
      const at = bookedAt(session);
      const booking = await createBooking(tx, {
        sessionId: session.id,
        userId,
        familyMemberId,
        status,
        bookedAt: at,
        createdAt: at,
        cancelledAt: status === 'cancelled' ? new Date(Math.min(now.getTime() - HOUR, at.getTime() + DAY)) : null,
      });
      if (status !== 'cancelled') {
        if (!seats.has(session.id)) seats.set(session.id, new Set());
        seats.get(session.id)!.add(userId);
      }
      return booking;
    };

    // The demo member: upcoming, past and cancelled bookings, and a waiting-list place.
    for (const name of ['Yoga', 'Pilates', 'Zumba', 'Power Yoga']) await book(nextOf(name), max.id);
    const cancelled = await book(nextOf('Rückenfitness'), max.id, 'cancelled');
    const pastOf = (name: string) => pastSessions.find((s) => courseNameOf.get(s.courseId) === name)!;
    for (const name of ['Yoga', 'Spinning', 'Pilates', 'Zumba']) await book(pastOf(name), max.id);
    // His daughter Mia goes to Kindersport: last week's and the next one, booked by him for her.
    const { mia, paul } = await seedDemoFamily(tx, max, now);
    await book(pastOf('Kindersport'), max.id, 'confirmed', mia.id);
    await book(nextOf('Kindersport'), max.id, 'confirmed', mia.id);
    await book(nextOf('PEKiP'), max.id, 'confirmed', paul.id);
    // In the children's courses the other members book for a child of theirs.
    const courseById = new Map([...courseByName.values()].map((c) => [c.id, c]));
    const childOf = childrenOfMembers(tx, members, now);

    // Sessions that are full (the first Spinning has a waiting list with Max second in line) ...
    const full = new Set([nextOf('Spinning').id, nextOf('PEKiP').id, nextOf('Boxen').id, nextOf('HIIT Training', 1).id]);
    // ... and some that are nearly full.
    const few = new Set([nextOf('Zumba').id, nextOf('Kindersport').id, nextOf('Yoga').id, nextOf('Baby-Massage').id]);

    const sessionWeek = (s: SessionRow) => Math.floor((s.startTime.getTime() - now.getTime()) / (7 * DAY));
    for (const session of allSessions) {
      const capacity = session.maxParticipants;
      let target: number;
      if (full.has(session.id)) target = capacity;
      else if (few.has(session.id)) target = capacity - randInt(1, 5);
      else if (rng() < 0.35) target = capacity - randInt(1, 5);
      else {
        // Plenty of room, and the further ahead the emptier.
        const week = Math.max(0, sessionWeek(session));
        target = Math.max(0, Math.round(randInt(1, capacity - 6) * (1 - week * 0.2)));
      }
      const taken = seats.get(session.id) ?? new Set<string>();
      const candidates = shuffled(members).filter((m) => !taken.has(m.id));
      for (const member of candidates.slice(0, Math.max(0, target - taken.size))) {
        await book(session, member.id, 'confirmed', await childOf(member, courseById.get(session.courseId)!));
      }
    }

    const spinning = nextOf('Spinning');
    const aheadOfMax = members.find((m) => !seats.get(spinning.id)?.has(m.id))!;
    await createWaitlistEntry(tx, { sessionId: spinning.id, userId: aheadOfMax.id, addedAt: ago(26 * HOUR) });
    await createWaitlistEntry(tx, { sessionId: spinning.id, userId: max.id, addedAt: ago(5 * HOUR) });

    // One session next week the office has called off: its bookings are cancelled with it (decision 25),
    // so the timetable, the member's list and the admin's Sessions screen all show a real 'Abgesagt'.
    const calledOff = nextOf('Aerobic', 1);
    const calledOffAt = ago(3 * HOUR);
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: calledOffAt })
      .where(and(eq(bookings.sessionId, calledOff.id), eq(bookings.status, 'confirmed')));
    await tx
      .update(sessions)
      .set({
        status: 'cancelled',
        cancelledAt: calledOffAt,
        cancellationReason: 'Die Trainerin ist auf Fortbildung; ein Ersatztermin folgt.',
        currentParticipants: 0,
      })
      .where(eq(sessions.id, calledOff.id));

    // The demo trainer's attendance: last week's sessions are marked (mostly attended, some no-shows; the
    // count of live bookings stays as it is), and a session of hers started an hour ago, so its list can
    // be marked right away.
    const demoTrainer = trainerByFirstName.get(linked.firstName)!;
    for (const session of pastSessions.filter((s) => s.trainerId === demoTrainer.id)) {
      const booked = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.sessionId, session.id), eq(bookings.status, 'confirmed')))
        .orderBy(asc(bookings.bookedAt), asc(bookings.id));
      for (const [index, booking] of booked.entries()) {
        await tx.update(bookings).set({ status: index % 5 === 3 ? 'no_show' : 'attended' }).where(eq(bookings.id, booking.id));
      }
    }
    // Course series on a free Wednesday evening, before the extra session below picks a free hour.
    await seedSeries(tx, {
      now,
      admin,
      max,
      members,
      course: courseByName.get('Rückenfitness')!,
      trainer: { id: demoTrainer.id, name: `${linked.firstName} ${linked.lastName}` },
      roomId: roomByName.get('Kursraum 2')!.id,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
    });

    // A session running now, so the trainer area has attendance to take. Rooms and trainers may not be
    // double-booked, so it takes the latest start within the last day that is free for the demo trainer.
    const extraCourse = courseByName.get('Yoga')!;
    const extraRoom = roomByName.get('Kursraum 2')!;
    const quarter = 15 * 60_000;
    const latestStart = Math.floor((now.getTime() - HOUR) / quarter) * quarter;
    let extra: SessionRow | undefined;
    for (let start = latestStart; !extra && start > now.getTime() - DAY; start -= quarter) {
      const extraStart = new Date(start);
      extra = await tx
        .transaction((attempt) =>
          createSession(attempt, {
            courseId: extraCourse.id,
            trainerId: demoTrainer.id,
            roomId: extraRoom.id,
            startTime: extraStart,
            endTime: new Date(start + extraCourse.durationMinutes * 60_000),
            maxParticipants: Math.min(extraCourse.maxParticipants, extraRoom.capacity),
            notes: 'Zusatztermin',
          }),
        )
        .catch((error: unknown) => {
          if (sessionClashOf(error)) return undefined;
          throw error;
        });
    }
    if (!extra) throw new Error('Kein freier Zeitpunkt für den Zusatztermin');
    for (const member of members.slice(2, 8)) {
      await createBooking(tx, { sessionId: extra.id, userId: member.id, bookedAt: ago(2 * DAY), createdAt: ago(2 * DAY) });
    }

    // A Saturday workshop six weeks ahead, planned by hand in the Hauptstudio: when the office generates eight
    // weeks, the generator names the Kindersport slot it would have double-booked instead of creating it.
    const workshopDate = dateInBerlinWeek(addBerlinDays(berlinWeekMonday(now), 5 * 7), 6);
    const workshopRoom = roomByName.get('Hauptstudio')!;
    await createSession(tx, {
      courseId: courseByName.get('Yoga')!.id,
      trainerId: trainerByFirstName.get('Lena')!.id,
      roomId: workshopRoom.id,
      date: workshopDate,
      startTime: berlinWallClockToInstant(workshopDate, '09:30'),
      endTime: berlinWallClockToInstant(workshopDate, '11:30'),
      maxParticipants: Math.min(courseByName.get('Yoga')!.maxParticipants, workshopRoom.capacity),
      notes: 'Yoga-Workshop am Samstagvormittag',
    });

    // Prices, payments, messages --------------------------------------------------------------------------
    const priceByName = new Map<string, Awaited<ReturnType<typeof createPrice>>>();
    for (const price of PRICES) priceByName.set(price.name, await createPrice(tx, { ...price, currency: 'EUR' }));
    const price = (name: string) => priceByName.get(name)!;

    // Paid at the desk a month ago: the demo member's 10er-Karte (seed/passes.ts).
    const maxCardPayment = await createPayment(tx, {
      userId: max.id,
      priceId: price('10er-Karte').id,
      amount: 120,
      paymentMethod: 'EC-Karte',
      status: 'completed',
      createdAt: ago(30 * DAY),
      paidAt: ago(30 * DAY),
    });
    await createPayment(tx, {
      userId: max.id,
      priceId: price('Einzeleintritt').id,
      bookingId: cancelled.id,
      amount: 15,
      paymentMethod: 'Kreditkarte',
      status: 'refunded',
      createdAt: ago(9 * DAY),
      paidAt: ago(9 * DAY),
    });
    await createPayment(tx, {
      userId: max.id,
      priceId: price('Monatskarte').id,
      amount: 59,
      paymentMethod: 'Überweisung',
      status: 'pending',
      createdAt: ago(1 * DAY),
      paidAt: null,
    });
    const paymentPlans = ['Monatskarte', '10er-Karte', 'Jahreskarte', 'Einzeleintritt', 'Monatskarte', 'Monatskarte'];
    for (const [index, member] of members.slice(0, 12).entries()) {
      const plan = price(paymentPlans[index % paymentPlans.length]);
      const created = ago((3 + index * 4) * DAY);
      const status = index === 5 ? 'failed' : index === 9 ? 'pending' : 'completed';
      await createPayment(tx, {
        userId: member.id,
        priceId: plan.id,
        amount: plan.amount,
        paymentMethod: index % 2 === 0 ? 'SEPA-Lastschrift' : 'Kreditkarte',
        status,
        createdAt: created,
        paidAt: status === 'completed' ? created : null,
      });
    }

    await seedHistory(tx, {
      now,
      rng,
      slots: schedules.map(({ slot, course, schedule }) => ({
        course,
        schedule,
        day: slot.day,
        capacity: Math.min(course.maxParticipants, roomByName.get(slot.room)!.capacity),
      })),
      members,
      price,
      childOf,
    });
    await seedPasses(tx, { now, admin, max, members, price, maxCardPayment });
    await seedOrders(tx, { now, admin, members, price, prenotificationDays: PAYMENT_SETTINGS.prenotificationDays });

    await createMessage(tx, {
      userId: max.id,
      subject: 'Monatskarte im Urlaub pausieren?',
      message: 'Hallo, ich bin im nächsten Monat drei Wochen verreist. Kann ich meine Monatskarte für diese Zeit pausieren? Viele Grüße, Max Mustermann',
      status: 'replied',
      reply: 'Hallo Herr Mustermann, ja, das ist möglich: Wir pausieren Ihre Monatskarte für bis zu vier Wochen. Schreiben Sie uns einfach die genauen Daten, dann verlängern wir die Laufzeit entsprechend. Schönen Urlaub! Ihr Team vom Sportzentrum Lindenau',
      createdAt: ago(15 * DAY),
      repliedAt: ago(14 * DAY),
    });
    await createMessage(tx, {
      userId: max.id,
      subject: 'Parkplätze am Abend',
      message: 'Gibt es abends nach 18 Uhr genug Parkplätze am Sportpark, oder sollte ich besser mit dem Rad kommen?',
      status: 'read',
      createdAt: ago(6 * DAY),
    });
    await createMessage(tx, {
      userId: max.id,
      subject: 'Probestunde für meine Partnerin',
      message: 'Meine Partnerin möchte gern einmal beim Pilates am Donnerstag mitmachen. Kann sie eine kostenlose Probestunde buchen?',
      status: 'unread',
      createdAt: ago(3 * HOUR),
    });
    await createMessage(tx, {
      userId: members[1].id,
      subject: 'Rechnung für die Jahreskarte',
      message: 'Könnten Sie mir bitte eine Rechnung für meine Jahreskarte per E-Mail schicken? Danke!',
      status: 'unread',
      createdAt: ago(20 * HOUR),
    });
    await createMessage(tx, {
      userId: members[4].id,
      subject: 'Kindersport in den Ferien',
      message: 'Findet der Kindersport am Samstag auch in den Schulferien statt?',
      status: 'read',
      createdAt: ago(4 * DAY),
    });

    // Content --------------------------------------------------------------------------------------------
    for (const [index, faq] of FAQS.entries()) await createFaq(tx, { ...faq, displayOrder: index + 1 });

    for (const post of POSTS) {
      const published = post.daysAgo !== null;
      await createPost(tx, {
        title: post.title,
        slug: post.slug,
        category: post.category,
        excerpt: post.excerpt,
        content: post.content.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
        featuredImage: post.image,
        metaTitle: `${post.title} – ${SETTINGS.siteTitle}`,
        metaDescription: post.excerpt,
        isPublished: published,
        publishedAt: published ? ago(post.daysAgo! * DAY + 7 * HOUR) : null,
        createdAt: ago(((post.daysAgo ?? 0) + 1) * DAY),
      });
    }
    for (const page of PAGES) await createPage(tx, { ...page, isPublished: true, createdAt: ago(365 * DAY) });

    for (const [index, image] of GALLERY.entries()) {
      const url = `/images/gallery/${image.file}`;
      await createMedia(tx, {
        filename: image.file,
        url,
        mimeType: 'image/svg+xml',
        sizeBytes: bundledImageSize(url),
        altText: image.alt,
        category: image.category,
        createdAt: ago((GALLERY.length - index) * DAY),
      });
    }

    for (const testimonial of TESTIMONIALS) await createTestimonial(tx, { ...testimonial, isActive: true });
    for (const menu of MENUS) await createMenu(tx, menu);

    await seedNewsletter(tx, now, options.publicUrl ?? 'http://localhost:3000');

    await createContactMessage(tx, {
      name: 'Sabine Frank',
      email: 'sabine.frank@example.de',
      message: 'Guten Tag, ich interessiere mich für eine kostenlose Probestunde Rückenfitness. Wann wäre das möglich?',
      createdAt: ago(2 * DAY),
    });
    await createContactMessage(tx, {
      name: 'Thomas Berg',
      email: 'thomas.berg@example.de',
      message: 'Bieten Sie auch Firmenkurse an? Wir sind ein Team von zwölf Personen aus der Nachbarschaft.',
      createdAt: ago(5 * DAY),
    });

    await seedOutbox(tx, now);
    await seedAuditTrail(tx, admin, { id: trainerUser.id, name: `${linked.firstName} ${linked.lastName}`, email: DEMO_ACCOUNTS.trainer.email }, now);
    // Every completed payment of the demo has its invoice, numbered in order of payment.
    await issueMissingInvoices(tx);
  });
}
