import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import type { MemberBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { EmptyState } from '@/components/ui/empty-state';
import { roomLabel, shortDate, timeRange, trainerName } from '@/lib/session-format';
import { BookingStatusBadge } from '@/components/data/status-badges';

/** The course, and the series when the date is one of a series' ('Rückenfitness · Kursreihe „Rückenfit Frühjahr“'). */
const courseLine = (session: MemberBooking['session']) => (session.series ? `${session.course.name} · Kursreihe „${session.series.title}“` : session.course.name);

const columns: ListColumn<MemberBooking>[] = [
  // 'für Mia' after the course when the place is a family member's.
  { header: 'Kurs', cell: ({ session, familyMember }) => `${courseLine(session)}${familyMember ? ` (für ${familyMember.firstName})` : ''}`, rowHeader: true },
  { header: 'Datum', cell: ({ session }) => shortDate(session.startTime), className: 'whitespace-nowrap tabular-nums' },
  { header: 'Uhrzeit', cell: ({ session }) => timeRange(session), className: 'whitespace-nowrap tabular-nums' },
  { header: 'Raum', cell: ({ session }) => roomLabel(session) },
  { header: 'Trainer', cell: ({ session }) => trainerName(session) ?? '-' },
  { header: 'Status', cell: ({ status, session }) => <BookingStatusBadge status={status} sessionStatus={session.status} /> },
];

/** All the member's bookings (newest session first): a table from md up, one block per booking on phones. */
export function BookingsTable({ bookings }: { bookings: MemberBooking[] }) {
  if (bookings.length === 0) {
    return (
      <EmptyState
        icon={CalendarCheck}
        title="Keine Buchungen vorhanden."
        action={
          <Button asChild>
            <Link to="/kurse">Kurse entdecken</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ResponsiveList
      caption="Meine Buchungen, neueste zuerst"
      cardsLabel="Meine Buchungen"
      rows={bookings}
      columns={columns}
      card={({ status, session, familyMember }) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-foreground">
              {courseLine(session)}
              {familyMember ? <span className="font-normal text-muted-foreground"> für {familyMember.firstName}</span> : null}
            </p>
            <BookingStatusBadge status={status} sessionStatus={session.status} />
          </div>
          <p className="tabular-nums">
            {shortDate(session.startTime)}, {timeRange(session)} Uhr
          </p>
          <p className="text-muted-foreground">
            {roomLabel(session)}
            {trainerName(session) ? ` · ${trainerName(session)}` : ''}
          </p>
        </>
      )}
      cardClassName="gap-1"
    />
  );
}
