import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

/** A file attached to a mail as it is sent. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailTransport = {
  kind: 'smtp' | 'log';
  send(mail: {
    messageId: string;
    from: string;
    to: string;
    replyTo?: string | null;
    subject: string;
    text: string;
    html?: string | null;
    headers?: Record<string, string> | null;
    attachments?: MailAttachment[];
  }): Promise<void>;
  close(): void;
};

/** SMTP when SMTP_URL is set; otherwise the mail stays in the outbox table and is written to the log. */
export function createMailTransport(smtpUrl: string | undefined, log: Logger): MailTransport {
  if (!smtpUrl) {
    return {
      kind: 'log',
      async send(mail) {
        const attachments = mail.attachments?.map((file) => ({ filename: file.filename, bytes: file.content.length }));
        log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text, ...(attachments?.length ? { attachments } : {}) } }, 'mail kept in outbox (no SMTP_URL)');
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ ...mail, html: mail.html ?? undefined, replyTo: mail.replyTo ?? undefined, headers: mail.headers ?? undefined });
    },
    close: () => transporter.close(),
  };
}
