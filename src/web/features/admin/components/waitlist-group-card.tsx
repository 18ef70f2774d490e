import { useId, useRef } from 'react';
import { CalendarDays, Loader2, MapPin, Trash2, UserRound, UserRoundCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { LevelBadge } from '@/components/courses/level-badge';
import { dateTime, roomLabel, shortDate, timeRange, trainerName } from '@/lib/session-format';
import type { AdminWaitlistEntry, AdminWaitlistGroup } from '@shared/schemas/admin';
import { offerDeadlineText } from '@shared/booking-rules';

type WaitlistGroupCardProps = {
  group: AdminWaitlistGroup;
  onPromote: (group: AdminWaitlistGroup) => void;
  promoting: boolean;
  /** `afterDelete` puts the focus back in this card (the pressed button is gone by then). */
  onDelete: (entry: AdminWaitlistEntry, afterDelete: () => void) => void;
  deletingId: string | null;
};

function DeleteEntry({ entry, onDelete, deleting }: { entry: AdminWaitlistEntry; onDelete: (e: AdminWaitlistEntry) => void; deleting: boolean }) {
  return (
    <ConfirmAction
      trigger={
        <Button variant="ghost" size="icon-sm" disabled={deleting} aria-label={`Eintrag von ${entry.name} löschen`} className="text-destructive hover:bg-red-50">
          {deleting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
        </Button>
      }
      title="Möchten Sie diesen Eintrag wirklich löschen?"
      description={
        <p>
          {entry.name} ({entry.email}) verliert Platz {entry.position} der Warteliste.
        </p>
      }
      confirmLabel="Löschen"
      onConfirm={() => onDelete(entry)}
    />
  );
}

/** 'Platz anbieten': the place held for this entry, and until when. */
function HeldPlace({ entry, className = 'ml-2' }: { entry: AdminWaitlistEntry; className?: string }) {
  if (!entry.offerExpiresAt) return null;
  return <Badge className={cn('bg-session-mint text-session-mint-ink', className)}>Platz gehalten bis {offerDeadlineText(entry.offerExpiresAt)}</Badge>;
}

const columns: ListColumn<AdminWaitlistEntry>[] = [
  { header: 'Position', cell: (entry) => entry.position, className: 'w-20 font-semibold tabular-nums' },
  {
    header: 'Name',
    cell: (entry) => (
      <>
        {entry.name}
        {entry.forName ? <span className="block text-xs font-medium text-session-mint-ink">für {entry.forName}</span> : null}
        <HeldPlace entry={entry} />
      </>
    ),
    rowHeader: true,
  },
  { header: 'E-Mail', cell: (entry) => entry.email, className: 'break-all text-muted-foreground' },
  { header: 'Hinzugefügt', cell: (entry) => dateTime(entry.addedAt), className: 'whitespace-nowrap text-muted-foreground tabular-nums' },
];

/** One session's waiting list: session facts, promote, and the queue. */
export function WaitlistGroupCard({ group, onPromote, promoting, onDelete, deletingId }: WaitlistGroupCardProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = (entry: AdminWaitlistEntry) =>
    onDelete(entry, () => {
      // The card itself is gone when its last entry was deleted: then the page's main region.
      if (heading.current?.isConnected) heading.current.focus();
      else document.getElementById('main')?.focus();
    });
  const { session, entries } = group;
  const free = session.availableSpots;
  const trainer = trainerName(session);

  return (
    <Card className="overflow-hidden shadow-none">
      <section aria-labelledby={`${id}-title`}>
        <div className="flex flex-col gap-4 border-b bg-muted/50 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 ref={heading} id={`${id}-title`} tabIndex={-1} className="text-lg font-semibold text-brand-950 outline-none">
                {session.course.name}
              </h2>
              <LevelBadge level={session.course.level} admin />
              <Badge className={cn(free > 0 ? 'bg-session-mint text-session-mint-ink' : 'bg-session-grey text-session-grey-ink')}>
                {free > 0 ? (free === 1 ? '1 freier Platz' : `${free} freie Plätze`) : 'Ausgebucht'}
              </Badge>
            </div>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
                {shortDate(session.startTime)}, {timeRange(session)} Uhr
              </span>
              <span className="inline-flex items-center gap-1.5">
                <UserRound aria-hidden="true" className="size-4 text-brand-700" />
                {trainer ?? 'Kein Trainer'}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-brand-700" />
                {roomLabel(session)}
              </span>
            </p>
          </div>
          {free > 0 ? (
            <Button size="sm" onClick={() => onPromote(group)} disabled={promoting} aria-describedby={`${id}-title ${id}-first`} className="self-start">
              {promoting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <UserRoundCheck aria-hidden="true" />}
              Befördern
            </Button>
          ) : (
            <p className="max-w-56 text-xs text-muted-foreground sm:text-right">Befördern ist möglich, sobald ein Platz frei wird.</p>
          )}
        </div>
        <p id={`${id}-first`} className="sr-only">
          {entries[0] ? `Bucht ${entries[0].name} (Platz 1) auf den freien Platz.` : ''}
        </p>

        <ResponsiveList
          framed={false}
          ordered
          caption={`Warteliste ${session.course.name}, ${shortDate(session.startTime)}`}
          rows={entries}
          columns={columns}
          actions={(entry) => <DeleteEntry entry={entry} onDelete={remove} deleting={deletingId === entry.id} />}
          cardClassName="flex items-start justify-between gap-3"
          card={(entry) => (
            <>
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-foreground">
                  <span className="mr-2 inline-flex size-6 items-center justify-center rounded-full bg-brand-50 text-xs text-brand-800 tabular-nums">
                    {entry.position}
                  </span>
                  {entry.name}
                  {entry.forName ? <span className="font-medium text-session-mint-ink"> für {entry.forName}</span> : null}
                </p>
                <HeldPlace entry={entry} className="mt-1" />
                <p className="mt-1 break-all text-muted-foreground">{entry.email}</p>
                <p className="mt-0.5 text-xs text-muted-foreground">Hinzugefügt {dateTime(entry.addedAt)}</p>
              </div>
              <DeleteEntry entry={entry} onDelete={remove} deleting={deletingId === entry.id} />
            </>
          )}
        />
      </section>
    </Card>
  );
}
