import { useId, useMemo, useState } from 'react';
import { ClipboardList } from 'lucide-react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChip, FilterChipGroup } from '@/components/ui/filter-chip';
import { LoadError } from '@/components/ui/load-error';
import { SearchField } from '@/components/ui/search-field';
import { PageSpinner } from '@/components/ui/spinner';
import { dateTime } from '@/features/bookings/lib/session-format';
import { useAdminBookings, type AdminBooking } from '../api/get-admin-bookings';
import { AdminBookingStatus, bookingStatusLabel } from '../components/admin-booking-status';

type StatusFilter = 'alle' | AdminBooking['status'];

/** Rows shown at first and added by 'Weitere anzeigen' (the list holds up to 500 bookings). */
const PAGE_SIZE = 50;

/** /admin/bookings: read-only list of all bookings (spec 2 §2 Buchungen), with search and status filter. */
export function AdminBookingsPage() {
  const id = useId();
  const bookings = useAdminBookings();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('alle');
  const [limit, setLimit] = useState(PAGE_SIZE);

  const all = useMemo(() => bookings.data ?? [], [bookings.data]);
  const statuses = useMemo(() => [...new Set(all.map((b) => b.status))], [all]);
  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase('de');
    return all.filter(
      (b) =>
        (status === 'alle' || b.status === status) &&
        (!needle || [b.user.name, b.user.email, b.courseName].some((text) => text.toLocaleLowerCase('de').includes(needle))),
    );
  }, [all, query, status]);
  const shown = visible.slice(0, limit);

  return (
    <>
      <AdminPageHeader title="Buchungen" description="Alle Buchungen mit Mitglied, Kurs, Termin und Status." />
      {bookings.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : bookings.isError ? (
        <LoadError title="Die Buchungen konnten nicht geladen werden" onRetry={() => void bookings.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState icon={ClipboardList} title="Keine Buchungen gefunden." />
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
            <SearchField
              id={`${id}-search`}
              label="Buchungen durchsuchen"
              placeholder="Name, E-Mail oder Kurs"
              value={query}
              onValueChange={(value) => {
                setQuery(value);
                setLimit(PAGE_SIZE);
              }}
              className="md:w-80"
            />
            <FilterChipGroup aria-label="Status">
              <FilterChip pressed={status === 'alle'} count={all.length} onClick={() => {
                  setStatus('alle');
                  setLimit(PAGE_SIZE);
                }}>
                Alle
              </FilterChip>
              {statuses.map((s) => (
                <FilterChip key={s} pressed={status === s} count={all.filter((b) => b.status === s).length} onClick={() => {
                    setStatus(s);
                    setLimit(PAGE_SIZE);
                  }}>
                  {bookingStatusLabel(s)}
                </FilterChip>
              ))}
            </FilterChipGroup>
          </div>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {visible.length === 1 ? '1 Buchung' : `${visible.length} Buchungen`}
            {visible.length > shown.length ? `, die ersten ${shown.length} werden angezeigt` : ''}
          </p>

          {visible.length === 0 ? (
            <EmptyState icon={ClipboardList} title="Keine Buchungen gefunden." />
          ) : (
            <Card className="overflow-hidden shadow-none">
              {/* Phones: one block per booking; from md up: a table. */}
              <ul className="divide-y md:hidden">
                {shown.map((b) => (
                  <li key={b.id} className="grid gap-1 p-4 text-sm">
                    <div className="flex items-start justify-between gap-3">
                      <p className="font-semibold text-foreground">{b.user.name}</p>
                      <AdminBookingStatus status={b.status} />
                    </div>
                    <p className="break-all text-muted-foreground">{b.user.email}</p>
                    <p>
                      <span className="font-medium">{b.courseName}</span> · {dateTime(b.sessionStart)} Uhr
                    </p>
                    <p className="text-xs text-muted-foreground">Gebucht am {dateTime(b.bookedAt)} Uhr</p>
                  </li>
                ))}
              </ul>
              <table className="hidden w-full text-left text-sm md:table">
                <caption className="sr-only">Alle Buchungen, neueste zuerst</caption>
                <thead className="bg-muted/60 text-xs text-muted-foreground">
                  <tr className="border-b">
                    <th scope="col" className="px-5 py-3 font-semibold">Mitglied</th>
                    <th scope="col" className="px-3 py-3 font-semibold">Kurs</th>
                    <th scope="col" className="px-3 py-3 font-semibold">Termin</th>
                    <th scope="col" className="px-3 py-3 font-semibold">Gebucht am</th>
                    <th scope="col" className="px-5 py-3 font-semibold">Status</th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {shown.map((b) => (
                    <tr key={b.id} className="hover:bg-muted/40">
                      <td className="px-5 py-3">
                        <span className="block font-medium text-foreground">{b.user.name}</span>
                        <span className="block break-all text-xs text-muted-foreground">{b.user.email}</span>
                      </td>
                      <td className="px-3 py-3 font-medium">{b.courseName}</td>
                      <td className="px-3 py-3 whitespace-nowrap tabular-nums">{dateTime(b.sessionStart)}</td>
                      <td className="px-3 py-3 whitespace-nowrap text-muted-foreground tabular-nums">{dateTime(b.bookedAt)}</td>
                      <td className="px-5 py-3">
                        <AdminBookingStatus status={b.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          )}
          {visible.length > shown.length ? (
            <Button variant="outline" className="justify-self-center" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
              Weitere {Math.min(PAGE_SIZE, visible.length - shown.length)} anzeigen
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}

export default AdminBookingsPage;
