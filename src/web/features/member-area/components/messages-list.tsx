import { useId } from 'react';
import { MessageSquare } from 'lucide-react';
import type { MemberMessage } from '@shared/schemas/messages';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { dateTime } from '@/lib/session-format';
import { MessageStatusBadge } from '@/components/data/status-badges';

function MessageItem({ message }: { message: MemberMessage }) {
  const id = useId();
  return (
    <article aria-labelledby={`${id}-subject`} className="rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h3 id={`${id}-subject`} className="text-base font-semibold break-words text-brand-950">
            {message.subject}
          </h3>
          <p className="text-xs text-muted-foreground tabular-nums">
            <time dateTime={message.createdAt}>{dateTime(message.createdAt)} Uhr</time>
          </p>
        </div>
        <MessageStatusBadge status={message.status} />
      </div>
      <p className="mt-3 text-sm leading-6 break-words whitespace-pre-line text-foreground">{message.message}</p>
      {message.reply ? (
        <div className="mt-4 rounded-xl border-l-4 border-brand-600 bg-brand-50 p-3 sm:p-4">
          <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-brand-900">
            <span>
              Antwort
              {message.repliedAt ? (
                <>
                  {' vom '}
                  <time dateTime={message.repliedAt}>{dateTime(message.repliedAt)} Uhr</time>
                </>
              ) : null}
            </span>
            {message.newReply ? <Badge variant="accent">Neu</Badge> : null}
          </p>
          <p className="mt-1.5 text-sm leading-6 break-words whitespace-pre-line text-foreground">{message.reply}</p>
        </div>
      ) : null}
    </article>
  );
}

/** The member's messages to the centre with the centre's replies, newest first. */
export function MessagesList({ messages }: { messages: MemberMessage[] }) {
  if (messages.length === 0) return <EmptyState icon={MessageSquare} title="Keine Nachrichten vorhanden." />;
  return (
    <ul aria-label="Nachrichten" className="grid gap-4">
      {messages.map((message) => (
        <li key={message.id}>
          <MessageItem message={message} />
        </li>
      ))}
    </ul>
  );
}
