import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { trainers } from '../../db/schema';

export async function getTrainerByUserId(db: Tx, userId: string) {
  const [trainer] = await db.select().from(trainers).where(eq(trainers.userId, userId));
  return trainer ?? null;
}

export async function listActiveTrainers(db: Tx, limit?: number) {
  const query = db
    .select({
      id: trainers.id,
      firstName: trainers.firstName,
      lastName: trainers.lastName,
      bio: trainers.bio,
      specialties: trainers.specialties,
      photoUrl: trainers.photoUrl,
    })
    .from(trainers)
    .where(eq(trainers.isActive, true))
    .orderBy(asc(trainers.firstName), asc(trainers.lastName));
  return limit ? query.limit(limit) : query;
}
