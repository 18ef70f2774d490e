import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { ADMIN_NEWSLETTER_MESSAGES, type AdminNewsletter, type AdminSubscribersQuery, type NewsletterComposeInput } from '../../../shared/schemas/admin-newsletter';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { mails, newsletterDeliveries, newsletters, newsletterSubscribers, profiles } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { htmlToText } from '../../mail/html-to-text';
import { enqueueMail } from '../../mail/outbox';
import { newsletterMail } from '../../mail/templates';
import { sanitizeContentHtml } from '../cms/sanitize';
import { getSiteSettings } from '../settings/service';
import { newsletterLinks } from './service';
import { pageOffset } from '../../db/paging';
import { ERROR_CODES } from '../../../shared/error-codes';

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  firstName: newsletterSubscribers.firstName,
  lastName: newsletterSubscribers.lastName,
  status: newsletterSubscribers.status,
  subscribedAt: newsletterSubscribers.subscribedAt,
};

function subscriberFilter(q: string | undefined) {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(newsletterSubscribers.email, pattern),
    ilike(newsletterSubscribers.firstName, pattern),
    ilike(newsletterSubscribers.lastName, pattern),
    ilike(sql`coalesce(${newsletterSubscribers.firstName}, '') || ' ' || coalesce(${newsletterSubscribers.lastName}, '')`, pattern),
  );
}

/** One page of subscribers, newest sign-up first, searched by e-mail or name. */
export async function listSubscribers(db: Db, query: Required<Pick<AdminSubscribersQuery, 'page' | 'pageSize'>> & { q?: string }) {
  const where = subscriberFilter(query.q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.subscribedAt), newsletterSubscribers.email)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return {
    subscribers: rows.map((r) => ({ ...r, subscribedAt: r.subscribedAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every subscriber for the CSV export, in the list's order. */
export function allSubscribers(db: Db) {
  return db.select(subscriberColumns).from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.subscribedAt), newsletterSubscribers.email);
}

export async function deleteSubscriber(db: Db, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning({ email: newsletterSubscribers.email });
    if (!row) throw new ApiError(404, ERROR_CODES.NOT_FOUND, ADMIN_NEWSLETTER_MESSAGES.subscriberNotFound);
    await recordAudit(tx, actor, { entity: 'subscriber', entityId: id, action: 'deleted', summary: `Abonnent ${row.email} gelöscht` });
    return { message: ADMIN_NEWSLETTER_MESSAGES.deleted };
  });
}

/** The body as it is stored and mailed: sanitized HTML and its plain-text part. */
function newsletterBody(input: NewsletterComposeInput) {
  const html = sanitizeContentHtml(input.html);
  const text = htmlToText(html);
  if (!text) throw new ApiError(400, ERROR_CODES.VALIDATION, ADMIN_NEWSLETTER_MESSAGES.body);
  return { html, text };
}

/** Active subscribers who confirmed their address (double opt-in, decision 0006). */
const recipientFilter = and(eq(newsletterSubscribers.status, 'active'), isNotNull(newsletterSubscribers.confirmedAt));

/**
 * Sends a newsletter: one outbox mail per active, confirmed subscriber, each with the subscriber's own
 * unsubscribe link, written in one transaction with the newsletter, its deliveries and the audit entry.
 * The job queue then delivers them one by one; a mail job that runs again after a crash finds its mail
 * sent and skips it, and the unique (newsletter, e-mail) pair keeps anyone from being listed twice.
 */
export async function sendNewsletter(db: Db, actor: AuditActor, input: NewsletterComposeInput, publicUrl: string): Promise<AdminNewsletter> {
  const body = newsletterBody(input);
  const id = await db.transaction(async (tx) => {
    const recipients = await tx
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, token: newsletterSubscribers.token })
      .from(newsletterSubscribers)
      .where(recipientFilter)
      .orderBy(newsletterSubscribers.email)
      // A subscriber unsubscribing meanwhile waits for this send, so the list is the one mailed.
      .for('share');
    if (recipients.length === 0) throw new ApiError(409, ERROR_CODES.NO_RECIPIENTS, ADMIN_NEWSLETTER_MESSAGES.noRecipients);
    const { siteTitle } = await getSiteSettings(tx);
    const [newsletter] = await tx
      .insert(newsletters)
      .values({ subject: input.subject, ...body, recipientCount: recipients.length, sentBy: actor.id })
      .returning({ id: newsletters.id });
    for (const recipient of recipients) {
      const unsubscribeUrl = newsletterLinks(publicUrl, recipient.token).unsubscribe;
      const mailId = await enqueueMail(tx, newsletterMail({ to: recipient.email, subject: input.subject, ...body, unsubscribeUrl, siteTitle }));
      await tx.insert(newsletterDeliveries).values({ newsletterId: newsletter.id, subscriberId: recipient.id, email: recipient.email, mailId });
    }
    await recordAudit(tx, actor, {
      entity: 'newsletter',
      entityId: newsletter.id,
      action: 'created',
      summary: `Newsletter „${input.subject}“ an ${recipients.length} Abonnenten verschickt`,
    });
    return newsletter.id;
  });
  const [sent] = await listNewsletters(db, [id]);
  return sent;
}

/**
 * 'Testversand': the newsletter as a subscriber would get it, to the admin's own address only. Nothing is
 * recorded as sent; the unsubscribe link is the page without a token, so it cannot unsubscribe anybody.
 */
export async function sendTestNewsletter(db: Db, actor: AuditActor, input: NewsletterComposeInput, publicUrl: string) {
  const body = newsletterBody(input);
  await db.transaction(async (tx) => {
    const { siteTitle } = await getSiteSettings(tx);
    await enqueueMail(tx, {
      ...newsletterMail({ to: actor.email, subject: `[Test] ${input.subject}`, ...body, unsubscribeUrl: `${publicUrl}/newsletter/abmelden`, siteTitle }),
      template: 'newsletter-test',
    });
  });
  return { message: ADMIN_NEWSLETTER_MESSAGES.testQueued(actor.email) };
}

/** How many subscribers a newsletter sent now would reach. */
export async function recipientCount(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(newsletterSubscribers).where(recipientFilter);
  return n;
}

/** Sent newsletters, newest first, each with its progress counted from the outbox. */
export async function listNewsletters(db: Db | Tx, ids?: string[]): Promise<AdminNewsletter[]> {
  const progress = db
    .select({
      newsletterId: newsletterDeliveries.newsletterId,
      sent: sql<number>`count(*) filter (where ${mails.status} in ('sent', 'logged'))`.mapWith(Number).as('sent'),
      failed: sql<number>`count(*) filter (where ${mails.status} = 'failed')`.mapWith(Number).as('failed'),
      // Counted, not derived: a mail deleted with its recipient's account is neither sent nor waiting.
      queued: sql<number>`count(*) filter (where ${mails.status} = 'queued')`.mapWith(Number).as('queued'),
    })
    .from(newsletterDeliveries)
    .leftJoin(mails, eq(mails.id, newsletterDeliveries.mailId))
    .groupBy(newsletterDeliveries.newsletterId)
    .as('progress');
  const rows = await db
    .select({
      id: newsletters.id,
      subject: newsletters.subject,
      createdAt: newsletters.createdAt,
      sentBy: profiles.email,
      recipientCount: newsletters.recipientCount,
      sent: sql<number>`coalesce(${progress.sent}, 0)`.mapWith(Number),
      failed: sql<number>`coalesce(${progress.failed}, 0)`.mapWith(Number),
      queued: sql<number>`coalesce(${progress.queued}, 0)`.mapWith(Number),
    })
    .from(newsletters)
    .leftJoin(progress, eq(progress.newsletterId, newsletters.id))
    .leftJoin(profiles, eq(profiles.id, newsletters.sentBy))
    .where(ids ? inArray(newsletters.id, ids) : undefined)
    .orderBy(desc(newsletters.createdAt))
    .limit(50);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
