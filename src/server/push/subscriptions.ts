import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';

/** Browsers per member that get notifications; a new one beyond this replaces the oldest. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export const PUSH_MESSAGES = {
  endpointRefused: 'Diese Push-Adresse wird nicht akzeptiert. Erlaubt sind nur öffentliche https-Adressen eines Push-Dienstes.',
  endpointTaken: 'In diesem Browser sind Benachrichtigungen bereits für ein anderes Konto aktiviert. Deaktivieren Sie sie dort zuerst.',
} as const;

/**
 * Stores (or renews the keys of) the caller's subscription and keeps only their newest ones. An endpoint
 * that belongs to another member stays theirs: answers false, and nothing changes. Endpoints are secret
 * capability URLs, so taking one over would let one member silence or read another's notifications.
 */
export async function saveSubscription(db: Db, userId: string, subscription: { endpoint: string; p256dh: string; auth: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ userId, ...subscription })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: subscription.p256dh, auth: subscription.auth, createdAt: sql`now()` },
        setWhere: eq(pushSubscriptions.userId, userId),
      })
      .returning({ id: pushSubscriptions.id });
    if (!saved) return false;
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_USER);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    return true;
  });
}
