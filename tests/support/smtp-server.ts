import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on a free local port that records every message it accepts; `setFailing` makes it refuse. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let failing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (failing) return callback(new Error('451 Mailserver vorübergehend nicht verfügbar'));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setFailing(value: boolean) {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The files a received mail carries: each MIME part with a Content-Disposition of attachment, base64-decoded. */
export function attachmentsOf(raw: string): { filename: string; contentType: string; content: Buffer }[] {
  const files: { filename: string; contentType: string; content: Buffer }[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const head = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    if (!/Content-Disposition:\s*attachment/i.test(head)) continue;
    const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '';
    const contentType = /Content-Type:\s*([^;\r\n]+)/i.exec(head)?.[1].trim() ?? '';
    files.push({ filename, contentType, content: Buffer.from(part.slice(split).replace(/\s+/g, ''), 'base64') });
  }
  return files;
}
