import type { NoticeKind } from '../../../shared/enums';
import { NOTICE_KIND_LABELS } from '../../../shared/labels';
import { CONTRACT_NOTICE_TEXTS, NOTICE_TIMING_LABELS, receiptTime } from '../../../shared/schemas/contract-notice-texts';
import { germanDay } from '../../../shared/time';
import type { OutgoingMail } from '../../mail/outbox';
import { simpleMail } from '../../mail/templates';

/** A notice as its mails describe it. */
export type NoticeFacts = {
  name: string;
  email: string;
  receivedAt: Date;
  contract: string;
  kind: NoticeKind;
  wishedDate: string | null;
  reason: string | null;
  endsOn: string | null;
};

const facts = (notice: NoticeFacts) =>
  [
    `Eingegangen am: ${receiptTime(notice.receivedAt)}`,
    `Vertrag: ${notice.contract}`,
    `Art: ${NOTICE_KIND_LABELS[notice.kind]}`,
    `Gewünschter Zeitpunkt: ${notice.wishedDate ? germanDay(notice.wishedDate) : NOTICE_TIMING_LABELS.earliest}`,
    ...(notice.reason ? [`Grund: ${notice.reason}`] : []),
  ].join('\n');

/**
 * To the sender, at once: the receipt with its time, and the end date where it follows from the contract's
 * terms (an ordinary notice of a known contract). An extraordinary notice waits for the office's review.
 */
export function noticeReceivedMail(notice: NoticeFacts, siteTitle: string): OutgoingMail {
  const end = !notice.endsOn
    ? CONTRACT_NOTICE_TEXTS.studioDetermines
    : notice.kind === 'ordinary'
      ? `Ihr Vertrag endet am ${germanDay(notice.endsOn)}.`
      : `Gewünschtes Vertragsende: ${germanDay(notice.endsOn)}. ${CONTRACT_NOTICE_TEXTS.extraordinaryReview}`;
  return simpleMail({
    to: notice.email,
    template: 'contract-notice-received',
    subject: `${CONTRACT_NOTICE_TEXTS.received} – ${siteTitle}`,
    siteTitle,
    paragraphs: [
      `Hallo ${notice.name},`,
      `wir haben Ihre Kündigung am ${receiptTime(notice.receivedAt)} erhalten.`,
      facts(notice),
      end,
      'Bewahren Sie diese E-Mail als Nachweis Ihrer Kündigung auf.',
    ],
  });
}

/** To the sender: the office confirmed the notice and the contract's last day. */
export function noticeConfirmedMail(notice: NoticeFacts & { endsOn: string }, note: string | null, siteTitle: string): OutgoingMail {
  return simpleMail({
    to: notice.email,
    template: 'contract-notice-confirmed',
    subject: `Ihre Kündigung ist bestätigt – ${siteTitle}`,
    siteTitle,
    paragraphs: [
      `Hallo ${notice.name},`,
      `wir bestätigen Ihre Kündigung vom ${receiptTime(notice.receivedAt)}. Ihr Vertrag endet am ${germanDay(notice.endsOn)}.`,
      facts(notice),
      ...(note ? [`Hinweis des Studios: ${note}`] : []),
      'Bis zum Vertragsende können Sie alle Kurse wie gewohnt besuchen.',
    ],
  });
}

/** To the sender: the office rejected the notice, and why. */
export function noticeRejectedMail(notice: NoticeFacts, note: string, siteTitle: string): OutgoingMail {
  return simpleMail({
    to: notice.email,
    template: 'contract-notice-rejected',
    subject: `Ihre Kündigung wurde abgelehnt – ${siteTitle}`,
    siteTitle,
    paragraphs: [
      `Hallo ${notice.name},`,
      `Ihre Kündigung vom ${receiptTime(notice.receivedAt)} können wir leider nicht annehmen.`,
      `Begründung: ${note}`,
      facts(notice),
      'Bei Fragen melden Sie sich gern bei uns.',
    ],
  });
}
