import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import type { MemberBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { roomLabel, shortDate, timeRange, trainerName } from '@/lib/session-format';
import { BookingStatusBadge } from './status-badges';

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
    <Card className="overflow-hidden shadow-none">
      <ul aria-label="Meine Buchungen" className="divide-y md:hidden">
        {bookings.map(({ id, status, session }) => (
          <li key={id} className="grid gap-1 p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-foreground">{session.course.name}</p>
              <BookingStatusBadge status={status} sessionStatus={session.status} />
            </div>
            <p className="tabular-nums">
              {shortDate(session.startTime)}, {timeRange(session)} Uhr
            </p>
            <p className="text-muted-foreground">
              {roomLabel(session)}
              {trainerName(session) ? ` · ${trainerName(session)}` : ''}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">Meine Buchungen, neueste zuerst</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="px-5 py-3 font-semibold">Kurs</th>
            <th scope="col" className="px-3 py-3 font-semibold">Datum</th>
            <th scope="col" className="px-3 py-3 font-semibold">Uhrzeit</th>
            <th scope="col" className="px-3 py-3 font-semibold">Raum</th>
            <th scope="col" className="px-3 py-3 font-semibold">Trainer</th>
            <th scope="col" className="px-5 py-3 font-semibold">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {bookings.map(({ id, status, session }) => (
            <tr key={id} className="hover:bg-muted/40">
              <th scope="row" className="px-5 py-3 font-medium text-foreground">{session.course.name}</th>
              <td className="px-3 py-3 whitespace-nowrap tabular-nums">{shortDate(session.startTime)}</td>
              <td className="px-3 py-3 whitespace-nowrap tabular-nums">{timeRange(session)}</td>
              <td className="px-3 py-3">{roomLabel(session)}</td>
              <td className="px-3 py-3">{trainerName(session) ?? '-'}</td>
              <td className="px-5 py-3">
                <BookingStatusBadge status={status} sessionStatus={session.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
