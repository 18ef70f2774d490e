import { Eye, Reply } from 'lucide-react';
import type { AdminMessage } from '@shared/schemas/messages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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

/** Phones: one block per message; from md up: a table. Unread messages are set in bold. */
export function MessagesList({ messages, busy, onOpen }: MessagesListProps) {
  return (
    <Card className="overflow-hidden shadow-none" aria-busy={busy}>
      <ul className="divide-y md:hidden">
        {messages.map((m) => (
          <li key={m.id} data-message-id={m.id} className="grid gap-1.5 p-4 text-sm">
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
          </li>
        ))}
      </ul>
      <table className="hidden w-full table-fixed text-left text-sm md:table">
        <caption className="sr-only">Nachrichten von Mitgliedern, neueste zuerst</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="w-[28%] px-5 py-3 font-semibold">Mitglied</th>
            <th scope="col" className="px-3 py-3 font-semibold">Betreff</th>
            <th scope="col" className="w-36 px-3 py-3 font-semibold">Datum</th>
            <th scope="col" className="w-32 px-3 py-3 font-semibold">Status</th>
            <th scope="col" className="w-44 px-5 py-3 text-right font-semibold">
              <span className="sr-only">Aktion</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {messages.map((m) => (
            <tr key={m.id} data-message-id={m.id} className="hover:bg-muted/40">
              <td className="px-5 py-3">
                <span className="block truncate font-medium text-foreground">{m.member.name}</span>
                <span className="block break-all text-xs text-muted-foreground">{m.member.email}</span>
              </td>
              <td className={cn('px-3 py-3 break-words', m.status === 'unread' ? 'font-bold' : 'font-medium')}>{m.subject}</td>
              <td className="px-3 py-3 whitespace-nowrap text-muted-foreground tabular-nums">{dateTime(m.createdAt)}</td>
              <td className="px-3 py-3">
                <MessageStatusBadge status={m.status} />
              </td>
              <td className="px-5 py-3 text-right">
                <OpenButton message={m} onOpen={onOpen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
