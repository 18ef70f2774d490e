import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { trainers } from '../../db/schema';

export async function getTrainerByUserId(db: Tx, userId: string) {
  const [trainer] = await db.select().from(trainers).where(eq(trainers.userId, userId));
  return trainer ?? null;
}
