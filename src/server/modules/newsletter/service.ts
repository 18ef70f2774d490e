import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { newsletterConfirmMail } from '../../mail/templates';
import { getSiteSettings } from '../settings/service';

const newToken = () => randomBytes(24).toString('hex');

export const newsletterLinks = (publicUrl: string, token: string) => ({
  confirm: `${publicUrl}/newsletter/bestaetigen?token=${token}`,
  unsubscribe: `${publicUrl}/newsletter/abmelden?token=${token}`,
});

/**
 * Double opt-in: a new (or formerly unsubscribed) address becomes 'pending' and gets a confirmation mail.
 * The caller answers the same message whatever happened, so nobody learns which addresses are subscribed.
 */
export async function subscribeToNewsletter(db: Db, email: string, publicUrl: string): Promise<{ mailQueued: boolean }> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscribers)
      .values({ email: address, status: 'pending', token: newToken() })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    // Lock the row so two simultaneous sign-ups of one address send one mail.
    const [subscriber] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, address))
      .for('update');
    if (subscriber.status === 'active') return { mailQueued: false };
    let token = subscriber.token;
    if (subscriber.status !== 'pending') {
      token = newToken();
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'pending', token, subscribedAt: sql`now()`, unsubscribedAt: null })
        .where(eq(newsletterSubscribers.id, subscriber.id));
    }
    const { siteTitle } = await getSiteSettings(tx);
    await enqueueMail(tx, newsletterConfirmMail(address, newsletterLinks(publicUrl, token).confirm, siteTitle));
    return { mailQueued: true };
  });
}

export async function confirmNewsletter(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'active', confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(sql`${newsletterSubscribers.token} = ${token} and ${newsletterSubscribers.status} in ('pending', 'active')`)
    .returning({ id: newsletterSubscribers.id });
  return Boolean(row);
}

export async function unsubscribeNewsletter(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.token, token))
    .returning({ id: newsletterSubscribers.id });
  return Boolean(row);
}
