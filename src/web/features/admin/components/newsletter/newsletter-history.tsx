import { MailCheck } from 'lucide-react';
import type { AdminNewsletter } from '@shared/schemas/admin-newsletter';
import { berlinGermanDate, berlinTimeString } from '@shared/time';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

const count = (n: number) => n.toLocaleString('de-DE');

function NewsletterProgress({ newsletter }: { newsletter: AdminNewsletter }) {
  const { sent, failed, queued, recipientCount } = newsletter;
  const done = recipientCount > 0 ? Math.round(((recipientCount - queued) / recipientCount) * 100) : 100;
  const label = `${count(sent)} von ${count(recipientCount)} verschickt`;
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label={`Fortschritt: ${newsletter.subject}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${done}%` }} />
      </div>
      <p className="text-sm tabular-nums text-muted-foreground">
        {label}
        {failed > 0 ? <span className="text-destructive"> · {count(failed)} fehlgeschlagen</span> : null}
        {newsletter.queued > 0 ? ` · ${count(newsletter.queued)} in der Warteschlange` : null}
      </p>
    </div>
  );
}

/** What was sent to how many, newest first; progress moves while mails wait in the outbox. */
export function NewsletterHistory({ newsletters }: { newsletters: AdminNewsletter[] }) {
  if (newsletters.length === 0) return <EmptyState icon={MailCheck} title="Noch keine Newsletter verschickt" />;
  return (
    <Card className="overflow-hidden shadow-none">
      <ul className="divide-y" aria-label="Verschickte Newsletter">
        {newsletters.map((newsletter) => {
          const at = new Date(newsletter.createdAt);
          return (
            <li key={newsletter.id} className="grid gap-3 p-4 md:px-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-foreground">{newsletter.subject}</h3>
                  <p className="text-sm text-muted-foreground">
                    {berlinGermanDate(at)} um {berlinTimeString(at)} Uhr{newsletter.sentBy ? ` · ${newsletter.sentBy}` : ''}
                  </p>
                </div>
                <Badge variant={newsletter.queued > 0 ? 'outline' : 'default'}>{newsletter.queued > 0 ? 'Wird verschickt' : 'Verschickt'}</Badge>
              </div>
              <NewsletterProgress newsletter={newsletter} />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
