import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { mails, newsletterDeliveries, newsletters, newsletterSubscribers, profiles } from '../schema';
import { htmlToText } from '../../mail/html-to-text';
import { newsletterMail } from '../../mail/templates';
import { newsletterLinks } from '../../modules/newsletter/service';
import { createSubscriber } from '../factories';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Subscribers in every state, and one newsletter the office sent last month, so /admin/newsletter shows a
// list worth searching and a record of what went out.
const SUBSCRIBERS = [
  { email: 'julia.schmidt@example.de', firstName: 'Julia', lastName: 'Schmidt', status: 'active', age: 60 * DAY },
  { email: 'paul.neuhaus@example.de', firstName: 'Paul', lastName: 'Neuhaus', status: 'pending', age: 2 * HOUR },
  { email: 'eva.lorenz@example.de', firstName: 'Eva', lastName: 'Lorenz', status: 'unsubscribed', age: 120 * DAY },
  { email: 'juergen.boehm@example.de', firstName: 'Jürgen', lastName: 'Böhm', status: 'active', age: 45 * DAY },
  { email: 'sophie.weiss@example.de', firstName: 'Sophie', lastName: 'Weiß', status: 'active', age: 30 * DAY },
  { email: 'm.krueger@example.de', firstName: 'Marta', lastName: 'Krüger', status: 'active', age: 12 * DAY },
  { email: 'tom.becker@example.de', firstName: null, lastName: null, status: 'active', age: 5 * DAY },
  { email: 'lena.hoffmann@example.org', firstName: 'Lena', lastName: 'Hoffmann', status: 'bounced', age: 90 * DAY },
] as const;

const PAST = {
  subject: 'Neue Kurse im Herbst – Sportzentrum Lindenau',
  html: '<h2>Der Herbst wird bewegt</h2><p>Ab Oktober gibt es <strong>Yoga am Morgen</strong> und einen neuen Kurs Rückenfitness für Einsteiger.</p><p>Alle Termine finden Sie im <a href="/stundenplan">Stundenplan</a>.</p>',
};

export async function seedNewsletter(tx: Tx, now: Date, publicUrl: string) {
  for (const s of SUBSCRIBERS) {
    await createSubscriber(tx, { email: s.email, firstName: s.firstName, lastName: s.lastName, status: s.status, subscribedAt: new Date(now.getTime() - s.age) });
  }

  const sentAt = new Date(now.getTime() - 21 * DAY);
  const recipients = await tx
    .select()
    .from(newsletterSubscribers)
    .where(and(isNotNull(newsletterSubscribers.confirmedAt), eq(newsletterSubscribers.status, 'active')));
  const reached = recipients.filter((r) => r.subscribedAt < sentAt);
  const [admin] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'admin@sportzentrum.test'));
  const html = PAST.html.replace('href="/', `href="${publicUrl}/`);
  const [newsletter] = await tx
    .insert(newsletters)
    .values({ subject: PAST.subject, html, text: htmlToText(html), recipientCount: reached.length, sentBy: admin?.id ?? null, createdAt: sentAt })
    .returning({ id: newsletters.id });
  for (const r of reached) {
    const mail = newsletterMail({ to: r.email, subject: PAST.subject, html, text: htmlToText(html), unsubscribeUrl: newsletterLinks(publicUrl, r.token).unsubscribe, siteTitle: 'Sportzentrum Lindenau' });
    const [row] = await tx
      .insert(mails)
      .values({ ...mail, status: 'logged', attempts: 1, createdAt: sentAt, sentAt })
      .returning({ id: mails.id });
    await tx.insert(newsletterDeliveries).values({ newsletterId: newsletter.id, subscriberId: r.id, email: r.email, mailId: row.id });
  }
}
