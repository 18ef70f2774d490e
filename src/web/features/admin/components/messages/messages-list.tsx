import { Eye, Reply } from 'lucide-react';
import type { AdminMessage } from '@shared/schemas/messages';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dateTime } from '@/lib/session-format';
import { MessageStatusBadge } from './message-status-badge';

type MessagesListProps = { messages: AdminMessage[]; busy: boolean; onOpen: (message: AdminMessage) => void };

/** The reply action, or for an answered message a way to read the answer (the reply action is gone then). */
function OpenButton({ message, onOpen, className }: { message: AdminMessage; onOpen: (m: AdminMessage) => void; className?: string }) {
  const answered = message.status === 'replied';
  return (
    <Button
      variant={answered ? 'ghost' : 'outline'}
      size="sm"
      className={className}
      onClick={() => onOpen(message)}
      aria-label={`${answered ? 'Anzeigen' : 'Antworten'}: ${message.subject} von ${message.member.name}`}
    >
      {answered ? <Eye aria-hidden="true" /> : <Reply aria-hidden="true" />}
      {answered ? 'Anzeigen' : 'Antworten'}
    </Button>
  );
}

const columns: ListColumn<AdminMessage>[] = [
  {
    header: 'Mitglied',
    cell: (m) => (
      <>
        <span className="block truncate font-medium text-foreground">{m.member.name}</span>
        <span className="block break-all text-xs text-muted-foreground">{m.member.email}</span>
      </>
    ),
    headerClassName: 'w-[28%]',
  },
  { header: 'Betreff', cell: (m) => <span className={m.status === 'unread' ? 'font-bold' : 'font-medium'}>{m.subject}</span>, className: 'break-words' },
  { header: 'Datum', cell: (m) => dateTime(m.createdAt), className: 'whitespace-nowrap text-muted-foreground tabular-nums', headerClassName: 'w-36' },
  { header: 'Status', cell: (m) => <MessageStatusBadge status={m.status} />, headerClassName: 'w-32' },
];

function MessageCard({ message: m, onOpen }: { message: AdminMessage; onOpen: (m: AdminMessage) => void }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className={cn('min-w-0 break-words text-foreground', m.status === 'unread' ? 'font-bold' : 'font-semibold')}>{m.subject}</p>
        <MessageStatusBadge status={m.status} />
      </div>
      <p className="min-w-0">
        <span className="font-medium">{m.member.name}</span>
        <span className="block break-all text-muted-foreground">{m.member.email}</span>
      </p>
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground tabular-nums">{dateTime(m.createdAt)} Uhr</p>
        <OpenButton message={m} onOpen={onOpen} />
      </div>
    </>
  );
}

/** Phones: one block per message; from md up: a table. Unread messages are set in bold. */
export function MessagesList({ messages, busy, onOpen }: MessagesListProps) {
  return (
    <ResponsiveList
      caption="Nachrichten von Mitgliedern, neueste zuerst"
      rows={messages}
      columns={columns}
      actions={(m) => <OpenButton message={m} onOpen={onOpen} />}
      actionsClassName="w-44"
      card={(m) => <MessageCard message={m} onOpen={onOpen} />}
      cardClassName="gap-1.5"
      tableClassName="table-fixed"
      rowProps={(m) => ({ 'data-message-id': m.id })}
      busy={busy}
    />
  );
}
