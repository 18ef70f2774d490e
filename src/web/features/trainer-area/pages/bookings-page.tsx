import { useState } from 'react';
import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { BOOKING_STATUSES, type BookingStatus } from '@shared/enums';
import { BOOKING_STATUS_LABELS } from '@shared/labels';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FilterChip, FilterChipGroup } from '@/components/ui/filter-chip';
import { EmptyState } from '@/components/ui/empty-state';
import { dateTime } from '@/lib/session-format';
import { useTrainerBookings } from '../api/get-trainer-bookings';
import { roomOf, shortDate, timeSpan } from '../components/format';
import { TrainerQueryState } from '../components/trainer-query-state';
import { sessionPath } from '../components/session-table';
import { BookingStatusBadge } from '@/components/data/status-badges';

const countLabel = (n: number) => (n === 1 ? '1 Buchung' : `${n.toLocaleString('de-DE')} Buchungen`);

/** Rows shown at first and added per 'Weitere … anzeigen'. */
const STEP = 50;

/** /trainer/bookings: the bookings of the trainer's own sessions, newest first. */
export function TrainerBookingsPage() {
  const bookings = useTrainerBookings();
  const [shown, setShown] = useState(STEP);
  const [status, setStatus] = useState<BookingStatus | null>(null);
  return (
    <>
      <AreaPageHeader title="Buchungen" intro="Die Buchungen Ihrer Sessions, die neueste zuerst." />
      <TrainerQueryState query={bookings} errorTitle="Die Buchungen konnten nicht geladen werden">
        {({ bookings: loaded, total }) => {
          const counts = new Map(BOOKING_STATUSES.map((s) => [s, loaded.filter((b) => b.status === s).length]));
          const all = status ? loaded.filter((b) => b.status === status) : loaded;
          const rows = all.slice(0, shown);
          const choose = (next: BookingStatus | null) => {
            setStatus(next);
            setShown(STEP);
          };
          return loaded.length === 0 ? (
            <EmptyState icon={ClipboardList} title="Keine Buchungen gefunden." />
          ) : (
            <div className="grid gap-3">
              <FilterChipGroup aria-label="Status">
                <FilterChip pressed={status === null} count={loaded.length} onClick={() => choose(null)}>
                  Alle
                </FilterChip>
                {BOOKING_STATUSES.filter((s) => counts.get(s)! > 0).map((s) => (
                  <FilterChip key={s} pressed={status === s} count={counts.get(s)} onClick={() => choose(s)}>
                    {BOOKING_STATUS_LABELS[s]}
                  </FilterChip>
                ))}
              </FilterChipGroup>
              <p aria-live="polite" className="text-sm text-muted-foreground">
                {status ? countLabel(all.length) : countLabel(total)}
                {all.length > rows.length ? `, ${rows.length.toLocaleString('de-DE')} werden angezeigt` : ''}
                {!status && total > loaded.length ? ` (die neuesten ${loaded.length.toLocaleString('de-DE')} sind geladen)` : ''}
              </p>
              <Card className="overflow-hidden shadow-none">
                {/* Phones: one block per booking; from lg up: a table. */}
                <ul className="divide-y lg:hidden" aria-label="Buchungen">
                  {rows.map((b) => (
                    <li key={b.id} className="grid gap-1 p-4 text-sm">
                      <div className="flex items-start justify-between gap-3">
                        <p className="font-semibold text-foreground">{b.participant.name}</p>
                        <BookingStatusBadge status={b.status} />
                      </div>
                      <p className="break-all text-muted-foreground">{b.participant.email}</p>
                      <p>
                        <Link to={sessionPath(b.session)} className="font-medium text-brand-800 underline-offset-4 hover:underline">
                          {b.session.courseName}
                        </Link>{' '}
                        · <span className="tabular-nums">{shortDate(b.session.startTime)}, {timeSpan(b.session)}</span> · {roomOf(b.session)}
                      </p>
                      <p className="text-xs text-muted-foreground">Gebucht am {dateTime(b.bookedAt)} Uhr</p>
                    </li>
                  ))}
                </ul>
                <table className="hidden w-full text-left text-sm lg:table">
                  <caption className="sr-only">Buchungen Ihrer Sessions, die neueste zuerst</caption>
                  <thead className="bg-muted/60 text-xs text-muted-foreground">
                    <tr className="border-b">
                      <th scope="col" className="px-5 py-3 font-semibold">Teilnehmer/in</th>
                      <th scope="col" className="px-3 py-3 font-semibold">Kurs</th>
                      <th scope="col" className="px-3 py-3 font-semibold">Datum</th>
                      <th scope="col" className="px-3 py-3 font-semibold">Uhrzeit</th>
                      <th scope="col" className="px-3 py-3 font-semibold">Raum</th>
                      <th scope="col" className="px-3 py-3 font-semibold">Status</th>
                      <th scope="col" className="px-5 py-3 font-semibold">Gebucht am</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y">
                    {rows.map((b) => (
                      <tr key={b.id} className="hover:bg-muted/40">
                        <td className="px-5 py-3">
                          <span className="block font-medium text-foreground">{b.participant.name}</span>
                          <span className="block break-all text-xs text-muted-foreground">{b.participant.email}</span>
                        </td>
                        <td className="px-3 py-3">
                          <Link to={sessionPath(b.session)} className="font-medium text-brand-800 underline-offset-4 hover:underline">
                            {b.session.courseName}
                          </Link>
                        </td>
                        <td className="px-3 py-3 whitespace-nowrap tabular-nums">{shortDate(b.session.startTime)}</td>
                        <td className="px-3 py-3 whitespace-nowrap tabular-nums">{timeSpan(b.session)}</td>
                        <td className="px-3 py-3">{roomOf(b.session)}</td>
                        <td className="px-3 py-3">
                          <BookingStatusBadge status={b.status} />
                        </td>
                        <td className="px-5 py-3 whitespace-nowrap text-muted-foreground tabular-nums">{dateTime(b.bookedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Card>
              {all.length > rows.length ? (
                <Button variant="outline" className="justify-self-center" onClick={() => setShown((n) => n + STEP)}>
                  Weitere {Math.min(STEP, all.length - rows.length)} anzeigen
                </Button>
              ) : null}
            </div>
          );
        }}
      </TrainerQueryState>
    </>
  );
}

export default TrainerBookingsPage;
