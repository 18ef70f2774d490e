import { useId } from 'react';
import { Link } from 'react-router';
import { Hourglass, Loader2, LogOut } from 'lucide-react';
import { berlinDateString } from '@shared/time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { LevelBadge } from '@/components/courses/level-badge';
import { dateTime, freeSpotsText, isFull } from '@/lib/session-format';
import type { MemberWaitlistEntry } from '@shared/schemas/bookings';
import { SessionFacts } from './session-facts';

type WaitlistCardProps = {
  entry: MemberWaitlistEntry;
  onLeave: (entry: MemberWaitlistEntry) => void;
  leaving: boolean;
};

/** A waiting-list place: position, date added, and the way off the list. */
export function WaitlistCard({ entry, onLeave, leaving }: WaitlistCardProps) {
  const id = useId();
  const { session } = entry;

  return (
    <article aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-title`} className="text-lg font-semibold text-brand-950">
            {session.course.name}
          </h3>
          <LevelBadge level={session.course.level} />
        </div>
        <Badge className="bg-session-sand text-sm text-session-sand-ink">
          <Hourglass aria-hidden="true" />
          Platz {entry.position}
        </Badge>
      </div>
      <div className="mt-4">
        <SessionFacts session={session} />
      </div>
      {!isFull(session) ? (
        <p className="mt-4 rounded-lg bg-session-mint px-3 py-2 text-sm font-medium text-session-mint-ink">
          Gerade ist ein Platz frei ({freeSpotsText(session.availableSpots)}).{' '}
          <Link
            to={`/stundenplan?woche=${berlinDateString(new Date(session.startTime))}&termin=${encodeURIComponent(session.id)}`}
            className="font-semibold underline underline-offset-2"
          >
            Jetzt im Stundenplan buchen
          </Link>
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">Hinzugefügt am {dateTime(entry.addedAt)} Uhr</p>
        <ConfirmAction
          trigger={
            <Button variant="outline" size="sm" disabled={leaving} aria-describedby={`${id}-title`}>
              {leaving ? <Loader2 aria-hidden="true" className="animate-spin" /> : <LogOut aria-hidden="true" />}
              Von der Warteliste entfernen
            </Button>
          }
          title="Von der Warteliste entfernen?"
          description={<p>Ihr Platz in der Warteschlange für {session.course.name} am {dateTime(session.startTime)} Uhr geht verloren.</p>}
          confirmLabel="Entfernen"
          onConfirm={() => onLeave(entry)}
        />
      </div>
    </article>
  );
}
