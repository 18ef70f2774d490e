/**
 * Test-data factories. Each takes a database or transaction handle and optional overrides, inserts one row
 * (plus whatever it needs, e.g. a course for a session) and returns the inserted row. Defaults are unique
 * per call so factories can be called many times in one database. The demo seed
 * (src/server/db/seed) is built from these same functions.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Tx } from './client';
import {
  authAccounts,
  bookings,
  cmsMedia,
  cmsMenus,
  cmsPages,
  cmsPosts,
  cmsSettings,
  contactMessages,
  courseSchedules,
  courses,
  faqs,
  familyMembers,
  messages,
  newsletterSubscribers,
  payments,
  prices,
  profiles,
  rooms,
  sessionWaitlist,
  sessions,
  testimonials,
  trainers,
  userRoles,
} from './schema';
import { addBerlinDays, berlinDateString, berlinToday, berlinWallClockToInstant } from '../../shared/time';
import type { Role } from '../../shared/enums';

export const DEFAULT_PASSWORD = 'Demo1234!';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

let counter = 0;
// A counter alone would collide with rows another process (an earlier seed, a copied template database)
// already wrote, so every default also carries a short random part.
const runId = randomBytes(2).toString('hex');
/** A value unique within and across test processes, e.g. '7-3fa2'. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${counter}-${runId}`;
}

export const randomHex = (bytes = 16) => randomBytes(bytes).toString('hex');

// scrypt is slow on purpose; factories create many users with the same password, so hash each once.
const hashCache = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

function first<T>(rows: T[], what = 'Insert returned no row'): T {
  const row = rows[0];
  if (row === undefined) throw new Error(what);
  return row;
}

const courseById = async (db: Tx, id: string) =>
  first(await db.select().from(courses).where(eq(courses.id, id)), `Kurs ${id} nicht gefunden`);

// ---------------------------------------------------------------------------------------------------------
// Users

export type CreateUserInput = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  /** Postal address (invoices): all three or none. */
  address?: { street: string; postalCode: string; town: string };
  /** YYYY-MM-DD (certificates of attendance of prevention courses print it). */
  birthDate?: string | null;
  /** ADMIN and TRAINER are stored; a user without stored roles is a member (MEMBER is never stored). */
  roles?: Role[];
  emailVerified?: boolean;
  createdAt?: Date;
};

export type CreatedUser = typeof profiles.$inferSelect & { roles: Role[]; password: string };

/** A user who can sign in: profile (better-auth's user table), credential account and stored roles. */
export async function createUser(db: Tx, input: CreateUserInput = {}): Promise<CreatedUser> {
  const suffix = uniqueSuffix();
  const firstName = input.firstName ?? 'Testmitglied';
  const lastName = input.lastName ?? suffix;
  const email = (input.email ?? `test-user-${suffix}@example.test`).trim().toLowerCase();
  const password = input.password ?? DEFAULT_PASSWORD;
  const id = crypto.randomUUID();
  const now = input.createdAt ?? new Date();

  const profile = first(
    await db
      .insert(profiles)
      .values({
        id,
        email,
        name: `${firstName} ${lastName}`.trim(),
        emailVerified: input.emailVerified ?? true,
        firstName,
        lastName,
        phone: input.phone ?? null,
        ...input.address,
        birthDate: input.birthDate ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  await db.insert(authAccounts).values({
    id: crypto.randomUUID(),
    userId: id,
    accountId: id,
    providerId: 'credential',
    password: await cachedHash(password),
    createdAt: now,
    updatedAt: now,
  });
  const stored = [...new Set(input.roles ?? [])].filter((role): role is 'ADMIN' | 'TRAINER' => role !== 'MEMBER');
  if (stored.length > 0) {
    await db.insert(userRoles).values(stored.map((role) => ({ userId: id, role })));
  }
  return { ...profile, roles: stored, password };
}

export const createAdmin = (db: Tx, input: CreateUserInput = {}) =>
  createUser(db, { firstName: 'Testadmin', ...input, roles: ['ADMIN', ...(input.roles ?? [])] });

// ---------------------------------------------------------------------------------------------------------
// Course operations

export async function createTrainer(db: Tx, overrides: Partial<Insert<typeof trainers>> = {}) {
  const suffix = uniqueSuffix();
  return first(
    await db
      .insert(trainers)
      .values({
        firstName: 'Testtrainer',
        lastName: suffix,
        email: `test-trainer-${suffix}@example.test`,
        bio: 'Testtrainerin mit Erfahrung in Gruppenkursen.',
        specialties: ['Yoga'],
        ...overrides,
      })
      .returning(),
  );
}

/** A trainer record linked to a user with the TRAINER role (same name and e-mail). */
export async function createTrainerWithUser(
  db: Tx,
  input: { user?: CreateUserInput; trainer?: Partial<Insert<typeof trainers>> } = {},
) {
  const user = await createUser(db, { firstName: 'Testtrainer', ...input.user, roles: ['TRAINER', ...(input.user?.roles ?? [])] });
  const trainer = await createTrainer(db, {
    firstName: user.firstName ?? 'Testtrainer',
    lastName: user.lastName ?? '',
    email: user.email,
    phone: user.phone,
    ...input.trainer,
    userId: user.id,
  });
  return { user, trainer };
}

export async function createRoom(db: Tx, overrides: Partial<Insert<typeof rooms>> = {}) {
  return first(
    await db
      .insert(rooms)
      .values({ name: `Testraum ${uniqueSuffix()}`, type: 'STUDIO', capacity: 20, ...overrides })
      .returning(),
  );
}

export async function createCourse(db: Tx, overrides: Partial<Insert<typeof courses>> = {}) {
  return first(
    await db
      .insert(courses)
      .values({
        name: `Testkurs ${uniqueSuffix()}`,
        description: 'Ein Kurs für Tests.',
        level: 'BEGINNER',
        durationMinutes: 60,
        maxParticipants: 12,
        ...overrides,
      })
      .returning(),
  );
}

/** 'HH:mm' plus minutes, for schedule end times. */
export function addMinutesToTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  if (total >= 24 * 60) throw new Error(`Ende nach Mitternacht: ${time} + ${minutes} min`);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A weekly slot. Creates a course when courseId is missing; trainerId and roomId default to null.
 * endTime defaults to startTime plus the course duration.
 */
export async function createSchedule(db: Tx, overrides: Partial<Insert<typeof courseSchedules>> = {}) {
  const course = overrides.courseId ? await courseById(db, overrides.courseId) : await createCourse(db);
  const startTime = overrides.startTime ?? '18:00';
  return first(
    await db
      .insert(courseSchedules)
      .values({
        dayOfWeek: 1,
        endTime: addMinutesToTime(startTime, course.durationMinutes),
        ...overrides,
        courseId: course.id,
        startTime,
      })
      .returning(),
  );
}

export type CreateSessionInput = Partial<Insert<typeof sessions>> & {
  /** Berlin wall-clock start 'HH:mm' on `date` (used when startTime is not given). */
  time?: string;
};

/**
 * A session, by default tomorrow 18:00 Berlin for the course's duration with the course's capacity.
 * Creates a course when courseId is missing. `date` follows the start time's Berlin date.
 */
export async function createSession(db: Tx, input: CreateSessionInput = {}) {
  const { time, ...overrides } = input;
  const course = overrides.courseId ? await courseById(db, overrides.courseId) : await createCourse(db);
  const startTime =
    overrides.startTime ??
    berlinWallClockToInstant(overrides.date ?? addBerlinDays(berlinToday(), 1), time ?? '18:00');
  const endTime = overrides.endTime ?? new Date(startTime.getTime() + course.durationMinutes * 60_000);
  return first(
    await db
      .insert(sessions)
      .values({
        maxParticipants: course.maxParticipants,
        status: 'scheduled',
        ...overrides,
        courseId: course.id,
        date: overrides.date ?? berlinDateString(startTime),
        startTime,
        endTime,
      })
      .returning(),
  );
}

export type CreateBookingInput = Partial<Insert<typeof bookings>>;

/**
 * A booking, confirmed by default. A live booking (anything but cancelled) takes a seat: the session's
 * current_participants goes up in the same transaction, and a full session throws instead of overbooking.
 * Creates a member and a session when they are missing.
 */
export async function createBooking(db: Tx, overrides: CreateBookingInput = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const sessionId = overrides.sessionId ?? (await createSession(db)).id;
  const status = overrides.status ?? 'confirmed';
  return db.transaction(async (tx) => {
    const booking = first(
      await tx
        .insert(bookings)
        .values({
          ...overrides,
          userId,
          sessionId,
          status,
          cancelledAt: overrides.cancelledAt ?? (status === 'cancelled' ? new Date() : null),
        })
        .returning(),
    );
    if (status !== 'cancelled') {
      const taken = await tx
        .update(sessions)
        .set({ currentParticipants: sql`${sessions.currentParticipants} + 1` })
        .where(and(eq(sessions.id, sessionId), lt(sessions.currentParticipants, sessions.maxParticipants)))
        .returning({ id: sessions.id });
      if (taken.length === 0) throw new Error(`Session ${sessionId} ist ausgebucht`);
    }
    return booking;
  });
}

/** A family member of a member (by default a six-year-old child); creates the member when userId is missing. */
export async function createFamilyMember(db: Tx, overrides: Partial<Insert<typeof familyMembers>> = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const [year, month, day] = berlinToday().split('-');
  return first(
    await db
      .insert(familyMembers)
      .values({ firstName: 'Mia', lastName: `Muster ${uniqueSuffix()}`, birthDate: `${Number(year) - 6}-${month}-${day === '29' && month === '02' ? '28' : day}`, relation: 'child', ...overrides, userId })
      .returning(),
  );
}

export async function createWaitlistEntry(db: Tx, overrides: Partial<Insert<typeof sessionWaitlist>> = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const sessionId = overrides.sessionId ?? (await createSession(db)).id;
  return first(await db.insert(sessionWaitlist).values({ ...overrides, userId, sessionId }).returning());
}

export async function createPrice(db: Tx, overrides: Partial<Insert<typeof prices>> = {}) {
  return first(
    await db
      .insert(prices)
      .values({
        name: `Testpreis ${uniqueSuffix()}`,
        passType: 'SINGLE',
        amount: 15,
        currency: 'EUR',
        validityDays: 1,
        description: 'Ein Preis für Tests.',
        ...overrides,
      })
      .returning(),
  );
}

/** A payment, pending by default; completed payments get paid_at = now unless given. */
export async function createPayment(db: Tx, overrides: Partial<Insert<typeof payments>> = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const status = overrides.status ?? 'pending';
  return first(
    await db
      .insert(payments)
      .values({
        amount: 15,
        currency: 'EUR',
        paymentMethod: 'Überweisung',
        ...overrides,
        userId,
        status,
        paidAt: overrides.paidAt !== undefined ? overrides.paidAt : status === 'completed' || status === 'refunded' ? new Date() : null,
      })
      .returning(),
  );
}

/** A member's message, unread by default; a 'replied' message without reply text gets one. */
export async function createMessage(db: Tx, overrides: Partial<Insert<typeof messages>> = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const status = overrides.status ?? 'unread';
  const replied = status === 'replied';
  return first(
    await db
      .insert(messages)
      .values({
        subject: `Testnachricht ${uniqueSuffix()}`,
        message: 'Eine Nachricht für Tests.',
        ...overrides,
        userId,
        status,
        reply: overrides.reply ?? (replied ? 'Eine Antwort für Tests.' : null),
        repliedAt: overrides.repliedAt ?? (replied ? new Date() : null),
      })
      .returning(),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Content (published by default: a factory page or post is usually meant to be seen)

export async function createPage(db: Tx, overrides: Partial<Insert<typeof cmsPages>> = {}) {
  const suffix = uniqueSuffix();
  return first(
    await db
      .insert(cmsPages)
      .values({
        title: `Testseite ${suffix}`,
        slug: `testseite-${suffix}`,
        content: '<p>Inhalt einer Testseite.</p>',
        isPublished: true,
        ...overrides,
      })
      .returning(),
  );
}

export async function createPost(db: Tx, overrides: Partial<Insert<typeof cmsPosts>> = {}) {
  const suffix = uniqueSuffix();
  const isPublished = overrides.isPublished ?? true;
  return first(
    await db
      .insert(cmsPosts)
      .values({
        title: `Testbeitrag ${suffix}`,
        slug: `testbeitrag-${suffix}`,
        content: '<p>Inhalt eines Testbeitrags.</p>',
        category: 'Neuigkeiten',
        ...overrides,
        isPublished,
        publishedAt: overrides.publishedAt !== undefined ? overrides.publishedAt : isPublished ? new Date() : null,
      })
      .returning(),
  );
}

export async function createMedia(db: Tx, overrides: Partial<Insert<typeof cmsMedia>> = {}) {
  const suffix = uniqueSuffix();
  return first(
    await db
      .insert(cmsMedia)
      .values({
        filename: `testbild-${suffix}.svg`,
        url: '/images/courses/placeholder.svg',
        mimeType: 'image/svg+xml',
        sizeBytes: 1024,
        altText: 'Testbild',
        category: 'kurse',
        ...overrides,
      })
      .returning(),
  );
}

export async function createMenu(db: Tx, overrides: Partial<Insert<typeof cmsMenus>> = {}) {
  return first(
    await db
      .insert(cmsMenus)
      .values({
        name: `Testmenü ${uniqueSuffix()}`,
        location: 'header',
        items: [{ label: 'Start', href: '/' }],
        ...overrides,
      })
      .returning(),
  );
}

export type SettingsInput = Partial<Omit<Insert<typeof cmsSettings>, 'id'>>;

/** Writes the single settings row (id 1), creating it or updating the given fields. */
export async function upsertSettings(db: Tx, overrides: SettingsInput = {}) {
  const values = {
    siteTitle: 'Testsportzentrum',
    contactEmail: 'info@example.test',
    contactPhone: '+49 30 000000',
    town: 'Teststadt',
    ...overrides,
  };
  return first(
    await db
      .insert(cmsSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: cmsSettings.id, set: { ...overrides, updatedAt: new Date() } })
      .returning(),
  );
}

/** A newsletter subscriber, pending by default; the timestamps follow the status. */
export async function createSubscriber(db: Tx, overrides: Partial<Insert<typeof newsletterSubscribers>> = {}) {
  const status = overrides.status ?? 'pending';
  const subscribedAt = overrides.subscribedAt ?? new Date();
  return first(
    await db
      .insert(newsletterSubscribers)
      .values({
        email: `test-abonnent-${uniqueSuffix()}@example.test`,
        token: randomHex(),
        ...overrides,
        status,
        subscribedAt,
        confirmedAt: overrides.confirmedAt ?? (status === 'active' || status === 'unsubscribed' ? subscribedAt : null),
        unsubscribedAt: overrides.unsubscribedAt ?? (status === 'unsubscribed' ? new Date() : null),
      })
      .returning(),
  );
}

export async function createTestimonial(db: Tx, overrides: Partial<Insert<typeof testimonials>> = {}) {
  return first(
    await db
      .insert(testimonials)
      .values({ name: `Testperson ${uniqueSuffix()}`, content: 'Ein Erfahrungsbericht für Tests.', rating: 5, ...overrides })
      .returning(),
  );
}

export async function createFaq(db: Tx, overrides: Partial<Insert<typeof faqs>> = {}) {
  return first(
    await db
      .insert(faqs)
      .values({ question: `Testfrage ${uniqueSuffix()}?`, answer: 'Eine Antwort für Tests.', category: 'Allgemein', ...overrides })
      .returning(),
  );
}

export async function createContactMessage(db: Tx, overrides: Partial<Insert<typeof contactMessages>> = {}) {
  return first(
    await db
      .insert(contactMessages)
      .values({
        name: 'Testkontakt',
        email: `test-kontakt-${uniqueSuffix()}@example.test`,
        message: 'Eine Kontaktanfrage für Tests.',
        ...overrides,
      })
      .returning(),
  );
}
