import { eq } from 'drizzle-orm';
import type { AuditAction, AuditEntity } from '../../../shared/enums';
import { formatMoney } from '../../../shared/money';
import type { Tx } from '../client';
import { auditLog, courses, prices, rooms, trainers } from '../schema';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

type PastChange = { entity: AuditEntity; action: AuditAction; summary: string; ageMs: number; entityId?: string | null };

/**
 * A few weeks of the office's changes, so /admin/protokoll and its entity filter have something to show
 * on a fresh demo. They name the seeded records the changes would have touched.
 */
export async function seedAuditTrail(tx: Tx, admin: { id: string; email: string }, trainerAccount: { id: string; name: string; email: string }, now: Date) {
  const idOf = async (table: typeof rooms | typeof courses | typeof prices, name: string) =>
    (await tx.select({ id: table.id }).from(table).where(eq(table.name, name)))[0]?.id ?? null;
  const [clara] = await tx.select({ id: trainers.id }).from(trainers).where(eq(trainers.firstName, 'Clara'));

  const changes: PastChange[] = [
    { entity: 'room', action: 'updated', summary: 'Raum „Hauptstudio“ aktualisiert', ageMs: 40 * DAY, entityId: await idOf(rooms, 'Hauptstudio') },
    { entity: 'course', action: 'updated', summary: 'Kurs „Power Yoga“ aktualisiert', ageMs: 32 * DAY, entityId: await idOf(courses, 'Power Yoga') },
    { entity: 'price', action: 'updated', summary: 'Preis „10er-Karte“ aktualisiert', ageMs: 27 * DAY, entityId: await idOf(prices, '10er-Karte') },
    { entity: 'user_role', action: 'created', summary: `Rolle Trainer an ${trainerAccount.name} (${trainerAccount.email}) vergeben`, ageMs: 21 * DAY, entityId: trainerAccount.id },
    { entity: 'trainer', action: 'updated', summary: 'Trainer „Clara Richter“ aktualisiert', ageMs: 14 * DAY, entityId: clara?.id ?? null },
    { entity: 'settings', action: 'updated', summary: 'Einstellungen geändert: Telefon', ageMs: 9 * DAY },
    { entity: 'payment', action: 'updated', summary: `Status der Zahlung über ${formatMoney(120)} für Max Mustermann auf Abgeschlossen geändert`, ageMs: 5 * DAY },
    { entity: 'message', action: 'updated', summary: 'Antwort an Max Mustermann gesendet', ageMs: 2 * DAY },
  ];
  await tx.insert(auditLog).values(
    changes.map(({ ageMs, entityId = null, ...change }) => ({
      ...change,
      entityId,
      actorId: admin.id,
      actorEmail: admin.email,
      createdAt: new Date(now.getTime() - ageMs),
    })),
  );
}
