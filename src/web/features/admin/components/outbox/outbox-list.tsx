import type { OutboxMail } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { dateTime } from '@/lib/session-format';
import { MailStatusBadge } from './mail-status-badge';
import { RetryButton } from './retry-button';

type OutboxListProps = { mails: OutboxMail[]; busy: boolean; onOpen: (mail: OutboxMail) => void };

/** The outbox as a table from md up and as one card per mail on phones. */
export function OutboxList({ mails, busy, onOpen }: OutboxListProps) {
  return (
    <Card className="overflow-hidden shadow-none" aria-busy={busy}>
      <ul className="divide-y md:hidden">
        {mails.map((mail) => (
          <li key={mail.id} className="grid gap-2 p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold break-words text-foreground">{mail.subject}</p>
              <MailStatusBadge status={mail.status} />
            </div>
            <p className="break-all text-muted-foreground">An {mail.to}</p>
            <p className="text-xs text-muted-foreground tabular-nums">
              {dateTime(mail.createdAt)}
              {mail.attempts > 1 ? ` · ${mail.attempts} Versuche` : ''}
            </p>
            {mail.lastError ? <p className="text-xs break-words text-destructive">Fehler: {mail.lastError}</p> : null}
            <div className="flex flex-wrap gap-2">
              <Button variant="ghost" size="sm" onClick={() => onOpen(mail)} aria-label={`Anzeigen: ${mail.subject} an ${mail.to}`}>
                Anzeigen
              </Button>
              {mail.status === 'failed' ? <RetryButton mail={mail} /> : null}
            </div>
          </li>
        ))}
      </ul>
      <table className="hidden w-full table-fixed text-left text-sm md:table">
        <caption className="sr-only">Postausgang, neueste E-Mails zuerst</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="w-36 px-5 py-3 font-semibold">Erstellt</th>
            <th scope="col" className="w-56 px-3 py-3 font-semibold">Empfänger</th>
            <th scope="col" className="px-3 py-3 font-semibold">Betreff</th>
            <th scope="col" className="w-32 px-3 py-3 font-semibold">Status</th>
            <th scope="col" className="w-64 px-5 py-3 text-right font-semibold">
              <span className="sr-only">Aktionen</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {mails.map((mail) => (
            <tr key={mail.id} className="align-top hover:bg-muted/40">
              <td className="px-5 py-3 whitespace-nowrap tabular-nums">{dateTime(mail.createdAt)}</td>
              <td className="px-3 py-3 break-all">{mail.to}</td>
              <td className="px-3 py-3 break-words">
                {mail.subject}
                {mail.lastError ? <span className="mt-1 block text-xs text-destructive">Fehler: {mail.lastError}</span> : null}
              </td>
              <td className="px-3 py-3">
                <MailStatusBadge status={mail.status} />
              </td>
              <td className="px-5 py-2">
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="ghost" size="sm" onClick={() => onOpen(mail)} aria-label={`Anzeigen: ${mail.subject} an ${mail.to}`}>
                    Anzeigen
                  </Button>
                  {mail.status === 'failed' ? <RetryButton mail={mail} /> : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
