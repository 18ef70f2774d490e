import type { Tx } from '../client';
import { jobs, mails } from '../schema';
import { MAIL_JOB } from '../../mail/outbox';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type DemoMail = { to: string; replyTo?: string; subject: string; text: string; template: string; ageMs: number };

const footer = '\n\nIhr Team vom Sportzentrum Lindenau';

const DELIVERED: DemoMail[] = [
  {
    to: 'mitglied@sportzentrum.test',
    subject: 'Buchung bestätigt: Yoga',
    text: `Hallo Max,\n\nIhre Buchung für Yoga ist bestätigt. Wir freuen uns auf Sie!${footer}`,
    template: 'booking-confirmed',
    ageMs: 3 * DAY,
  },
  {
    to: 'julia.schmidt@example.de',
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung – Sportzentrum Lindenau',
    text: `Hallo,\n\nvielen Dank für Ihr Interesse am Newsletter des Sportzentrum Lindenau. Bitte bestätigen Sie Ihre Anmeldung über den Link in dieser E-Mail.${footer}`,
    template: 'newsletter-confirm',
    ageMs: 60 * DAY,
  },
  {
    to: 'info@sportzentrum-lindenau.de',
    replyTo: 'sabine.frank@example.de',
    subject: 'Kontaktanfrage von Sabine Frank',
    text: 'Neue Nachricht über das Kontaktformular von Sportzentrum Lindenau:\n\nName: Sabine Frank\nE-Mail: sabine.frank@example.de\n\nGuten Tag, ich interessiere mich für eine kostenlose Probestunde Rückenfitness. Wann wäre das möglich?',
    template: 'contact-notification',
    ageMs: 2 * DAY,
  },
];

const FAILED: (DemoMail & { lastError: string })[] = [
  {
    to: 'thomas.berg@example.de',
    subject: 'Ein Platz ist frei: Pilates am Donnerstag',
    text: `Hallo Thomas,\n\nim Kurs Pilates ist ein Platz frei geworden. Wer zuerst bucht, bekommt den Platz.${footer}`,
    template: 'waitlist-spot-free',
    ageMs: 26 * HOUR,
    lastError: '550 5.1.1 Mailbox unavailable: thomas.berg@example.de',
  },
  {
    to: 'eva.lorenz@example.de',
    subject: 'Erinnerung: Rückenfitness morgen um 09:00 Uhr',
    text: `Hallo Eva,\n\nwir erinnern Sie an Ihren Kurs Rückenfitness morgen um 09:00 Uhr.${footer}`,
    template: 'booking-reminder',
    ageMs: 5 * HOUR,
    lastError: 'connect ETIMEDOUT 192.0.2.25:587',
  },
];

/**
 * The Postausgang's demo content: delivered mails, two the runner gave up on (to send again), and one
 * waiting for its next attempt. Written directly, so the job runner does not deliver the old ones again.
 */
export async function seedOutbox(tx: Tx, now: Date) {
  const at = (ms: number) => new Date(now.getTime() - ms);
  for (const mail of DELIVERED) {
    const { ageMs, ...rest } = mail;
    await tx.insert(mails).values({ ...rest, status: 'logged', attempts: 1, createdAt: at(ageMs), sentAt: at(ageMs - MINUTE) });
  }
  for (const mail of FAILED) {
    const { ageMs, ...rest } = mail;
    await tx.insert(mails).values({ ...rest, status: 'failed', attempts: 5, createdAt: at(ageMs) });
  }
  const [waiting] = await tx
    .insert(mails)
    .values({
      to: 'paul.neuhaus@example.de',
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung – Sportzentrum Lindenau',
      text: `Hallo,\n\nbitte bestätigen Sie Ihre Anmeldung zum Newsletter über den Link in dieser E-Mail.${footer}`,
      template: 'newsletter-confirm',
      status: 'queued',
      attempts: 1,
      lastError: 'Greeting never received',
      createdAt: at(2 * HOUR),
    })
    .returning({ id: mails.id });
  // The next attempt after the back-off: the outbox shows it as 'Ausstehend' until then.
  await tx.insert(jobs).values({ type: MAIL_JOB, payload: { mailId: waiting.id }, attempts: 1, runAt: new Date(now.getTime() + 15 * MINUTE) });
}
