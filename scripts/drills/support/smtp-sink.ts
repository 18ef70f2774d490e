/*
 * A real SMTP server inside a drill (smtp-server) that accepts every message and counts it by its
 * Message-ID. The app gives each outbox mail one Message-ID on every attempt, `<mail-{id}@domain>` with
 * the domain of MAIL_FROM (src/server/mail/jobs.ts), so the count tells which outbox mails arrived, which
 * arrived twice and which came from nowhere. It also counts by the name each client gave in EHLO
 * (nodemailer's `name`, `?name=` in SMTP_URL), which tells apart the app servers that delivered.
 */
import { SMTPServer } from 'smtp-server';

export type Deliveries = {
  /** Messages accepted, by Message-ID ('none' for a message without one). */
  byMessageId: Map<string, number>;
  /** Messages accepted, by the client's EHLO name. */
  byClient: Map<string, number>;
};

export const newDeliveries = (): Deliveries => ({ byMessageId: new Map(), byClient: new Map() });

export const deliveredTotal = (deliveries: Deliveries) => [...deliveries.byMessageId.values()].reduce((a, b) => a + b, 0);

/** The Message-ID the app sends an outbox mail under (MAIL_FROM's default domain unless told). */
export const outboxMessageId = (mailId: string, domain = 'sportzentrum.test') => `<mail-${mailId}@${domain}>`;

export type SmtpSink = { close: () => Promise<void> };

/**
 * Listens on 127.0.0.1:`port` and adds every accepted message to `deliveries`. Closing cuts open
 * connections within 100 ms (an outage does that too); a sink started again on the same `deliveries`
 * goes on counting.
 */
export async function startSmtpSink(port: number, deliveries: Deliveries): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4000) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? 'none';
        deliveries.byMessageId.set(id, (deliveries.byMessageId.get(id) ?? 0) + 1);
        const client = session.hostNameAppearsAs || 'unknown';
        deliveries.byClient.set(client, (deliveries.byClient.get(client) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type OutboxComparison = {
  /** Outbox mails the SMTP server never saw. */
  notDelivered: number;
  /** Message-IDs that arrived more than once. */
  twice: number;
  /** Message-IDs that arrived but belong to no outbox mail. */
  unknown: number;
};

/** Compares what arrived with the outbox's mail ids: each must have arrived exactly once, nothing else. */
export function compareWithOutbox(deliveries: Deliveries, mailIds: string[], domain?: string): OutboxComparison {
  const expected = new Set(mailIds.map((id) => outboxMessageId(id, domain)));
  return {
    notDelivered: [...expected].filter((id) => !deliveries.byMessageId.has(id)).length,
    twice: [...deliveries.byMessageId.values()].filter((n) => n > 1).length,
    unknown: [...deliveries.byMessageId.keys()].filter((id) => !expected.has(id)).length,
  };
}
