import type { OutgoingMail } from './outbox';
import { escapeHtml } from '../html/escape';


function layout(siteTitle: string, paragraphs: string[], action?: { label: string; url: string }) {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', `Ihr Team vom ${siteTitle}`].join('\n\n');
  const html = `<!doctype html><html lang="de"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#6b7280">${escapeHtml(action.url)}</p>` : ''}
<p>Ihr Team vom ${escapeHtml(siteTitle)}</p></body></html>`;
  return { text, html };
}

/** A mail of a few paragraphs and an optional button, in the centre's layout. */
/** Whom a member's mail is addressed to. */
export type MailPerson = { email: string; firstName: string | null; name: string };

/** 'Hallo Mia,': the first name where the profile has one, the full name otherwise. */
export const greeting = (person: Pick<MailPerson, 'firstName' | 'name'>) => `Hallo ${person.firstName || person.name},`;

export function simpleMail(input: {
  to: string;
  template: string;
  subject: string;
  siteTitle: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}): OutgoingMail {
  return { to: input.to, template: input.template, subject: input.subject, ...layout(input.siteTitle, input.paragraphs, input.action) };
}

export function passwordResetMail(to: string, name: string, url: string, siteTitle: string): OutgoingMail {
  return {
    to,
    template: 'password-reset',
    subject: `Passwort zurücksetzen – ${siteTitle}`,
    ...layout(
      siteTitle,
      [
        `Hallo ${name},`,
        'Sie haben angefordert, Ihr Passwort zurückzusetzen. Über den folgenden Link können Sie ein neues Passwort festlegen. Der Link ist eine Stunde gültig.',
        'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
      ],
      { label: 'Neues Passwort festlegen', url },
    ),
  };
}

export function newsletterConfirmMail(to: string, confirmUrl: string, siteTitle: string): OutgoingMail {
  return {
    to,
    template: 'newsletter-confirm',
    subject: `Bitte bestätigen Sie Ihre Newsletter-Anmeldung – ${siteTitle}`,
    ...layout(
      siteTitle,
      [
        'Hallo,',
        `vielen Dank für Ihr Interesse am Newsletter des ${siteTitle}. Bitte bestätigen Sie Ihre Anmeldung über den folgenden Link. Erst danach erhalten Sie unseren Newsletter.`,
        'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.',
      ],
      { label: 'Anmeldung bestätigen', url: confirmUrl },
    ),
  };
}

export function contactNotificationMail(
  to: string,
  message: { name: string; email: string; message: string },
  siteTitle: string,
): OutgoingMail {
  const text = [
    `Neue Nachricht über das Kontaktformular von ${siteTitle}:`,
    `Name: ${message.name}`,
    `E-Mail: ${message.email}`,
    '',
    message.message,
    '',
    'Antworten Sie einfach auf diese E-Mail, um der Person zu antworten.',
  ].join('\n');
  return {
    to,
    replyTo: message.email,
    template: 'contact-notification',
    subject: `Kontaktanfrage von ${message.name}`,
    text,
    html: `<!doctype html><html lang="de"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>Neue Nachricht über das Kontaktformular von ${escapeHtml(siteTitle)}:</p>
<p><strong>Name:</strong> ${escapeHtml(message.name)}<br><strong>E-Mail:</strong> ${escapeHtml(message.email)}</p>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
<p style="font-size:13px;color:#6b7280">Antworten Sie einfach auf diese E-Mail, um der Person zu antworten.</p></body></html>`,
  };
}

/**
 * One subscriber's copy of a newsletter: the sanitized body, then a footer with this subscriber's own
 * unsubscribe link, which also goes into List-Unsubscribe so mail apps offer their own button.
 */
export function newsletterMail(input: { to: string; subject: string; html: string; text: string; unsubscribeUrl: string; siteTitle: string }): OutgoingMail {
  const footer = `Sie erhalten diese E-Mail, weil Sie den Newsletter des ${input.siteTitle} abonniert haben.`;
  const html = `<!doctype html><html lang="de"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
${input.html}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:13px;color:#6b7280">${escapeHtml(footer)} <a href="${escapeHtml(input.unsubscribeUrl)}">Vom Newsletter abmelden</a></p>
</body></html>`;
  const text = [input.text, '--', footer, `Vom Newsletter abmelden: ${input.unsubscribeUrl}`].join('\n\n');
  return {
    to: input.to,
    template: 'newsletter',
    subject: input.subject,
    html,
    text,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
