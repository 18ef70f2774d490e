import type { OutgoingMail } from '../../mail/outbox';
import { simpleMail } from '../../mail/templates';

type Sender = { name: string; email: string };

/** The centre's notice of a member's new message; replying to the mail reaches the member. */
export function memberMessageNotificationMail(
  to: string,
  sender: Sender,
  message: { subject: string; message: string },
  siteTitle: string,
  publicUrl: string,
): OutgoingMail {
  return {
    ...simpleMail({
      to,
      template: 'member-message-notification',
      subject: `Neue Nachricht von ${sender.name}: ${message.subject}`,
      siteTitle,
      paragraphs: [
        `${sender.name} (${sender.email}) hat im Mitgliederbereich eine Nachricht geschrieben.`,
        `Betreff: ${message.subject}`,
        message.message,
      ],
      action: { label: 'Nachrichten öffnen', url: `${publicUrl}/admin/messages` },
    }),
    replyTo: sender.email,
  };
}

/** The office's reply to a member's message, with the original quoted. */
export function messageReplyMail(
  to: string,
  name: string,
  message: { subject: string; message: string; reply: string },
  siteTitle: string,
  publicUrl: string,
): OutgoingMail {
  return simpleMail({
    to,
    template: 'message-reply',
    subject: `Antwort auf Ihre Nachricht: ${message.subject}`,
    siteTitle,
    paragraphs: [`Hallo ${name},`, message.reply, `Ihre Nachricht „${message.subject}“:`, message.message],
    action: { label: 'Nachrichten öffnen', url: `${publicUrl}/member/dashboard` },
  });
}
