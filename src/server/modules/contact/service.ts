import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { contactNotificationMail } from '../../mail/templates';
import { getSiteSettings } from '../settings/service';

/** Stores the message and queues its notification to the centre in one transaction: neither exists without the other. */
export async function sendContactMessage(db: Db, input: { name: string; email: string; message: string }, ipAddress: string) {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...input, ipAddress });
    const { contactEmail, siteTitle } = await getSiteSettings(tx);
    await enqueueMail(tx, contactNotificationMail(contactEmail, input, siteTitle));
  });
}
