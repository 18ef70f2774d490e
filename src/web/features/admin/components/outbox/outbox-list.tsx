import type { OutboxMail } from '@shared/schemas/admin';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { dateTime } from '@/lib/session-format';
import { MailStatusBadge } from './mail-status-badge';
import { RetryButton } from './retry-button';

type OutboxListProps = { mails: OutboxMail[]; busy: boolean; onOpen: (mail: OutboxMail) => void };

const columns: ListColumn<OutboxMail>[] = [
  { header: 'Erstellt', cell: (mail) => dateTime(mail.createdAt), className: 'whitespace-nowrap tabular-nums', headerClassName: 'w-36' },
  { header: 'Empfänger', cell: (mail) => mail.to, className: 'break-all', headerClassName: 'w-56' },
  {
    header: 'Betreff',
    cell: (mail) => (
      <>
        {mail.subject}
        {mail.lastError ? <span className="mt-1 block text-xs text-destructive">Fehler: {mail.lastError}</span> : null}
      </>
    ),
    className: 'break-words',
  },
  { header: 'Status', cell: (mail) => <MailStatusBadge status={mail.status} />, headerClassName: 'w-32' },
];

function Actions({ mail, onOpen }: { mail: OutboxMail; onOpen: (mail: OutboxMail) => void }) {
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => onOpen(mail)} aria-label={`Anzeigen: ${mail.subject} an ${mail.to}`}>
        Anzeigen
      </Button>
      {mail.status === 'failed' ? <RetryButton mail={mail} /> : null}
    </>
  );
}

function MailCard({ mail, onOpen }: { mail: OutboxMail; onOpen: (mail: OutboxMail) => void }) {
  return (
    <>
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
        <Actions mail={mail} onOpen={onOpen} />
      </div>
    </>
  );
}

/** The outbox as a table from md up and as one card per mail on phones. */
export function OutboxList({ mails, busy, onOpen }: OutboxListProps) {
  return (
    <ResponsiveList
      caption="Postausgang, neueste E-Mails zuerst"
      rows={mails}
      columns={columns}
      actions={(mail) => <Actions mail={mail} onOpen={onOpen} />}
      actionsClassName="w-64"
      card={(mail) => <MailCard mail={mail} onOpen={onOpen} />}
      cardClassName="gap-2"
      tableClassName="table-fixed"
      rowClassName="align-top"
      busy={busy}
    />
  );
}
