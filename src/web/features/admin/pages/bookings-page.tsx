import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight, ClipboardList } from 'lucide-react';
import { BOOKING_STATUSES, type BookingStatus } from '@shared/enums';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChip, FilterChipGroup } from '@/components/ui/filter-chip';
import { LoadError } from '@/components/ui/load-error';
import { SearchField } from '@/components/ui/search-field';
import { PageSpinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { dateTime } from '@/lib/session-format';
import { useAdminBookings } from '../api/get-admin-bookings';
import { AdminBookingStatus, bookingStatusLabel } from '../components/admin-booking-status';

type StatusFilter = 'alle' | BookingStatus;

const PAGE_SIZE = 50;

const countLabel = (n: number) => (n === 1 ? '1 Buchung' : `${n.toLocaleString('de-DE')} Buchungen`);

/**
 * /admin/bookings: read-only list of all bookings, newest first. The server pages,
 * searches and filters, so every booking can be reached however many there are, and the total is shown.
 */
export function AdminBookingsPage() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('alle');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(query.trim());
  const bookings = useAdminBookings({ q: search || undefined, status: status === 'alle' ? undefined : status, page, pageSize: PAGE_SIZE });

  const data = bookings.data;
  const rows = data?.bookings ?? [];
  const allCount = data ? Object.values(data.counts).reduce((sum, n) => sum + n, 0) : 0;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const firstShown = data && data.total > 0 ? (data.page - 1) * PAGE_SIZE + 1 : 0;
  const nothingAtAll = data && allCount === 0 && !search;

  function chooseStatus(next: StatusFilter) {
    setStatus(next);
    setPage(1);
  }

  return (
    <>
      <AdminPageHeader title="Buchungen" description="Alle Buchungen mit Mitglied, Kurs, Termin und Status." />
      {bookings.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : bookings.isError && !data ? (
        <LoadError title="Die Buchungen konnten nicht geladen werden" onRetry={() => void bookings.refetch()} />
      ) : nothingAtAll ? (
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
                setPage(1);
              }}
              className="md:w-80"
            />
            <FilterChipGroup aria-label="Status">
              <FilterChip pressed={status === 'alle'} count={allCount} onClick={() => chooseStatus('alle')}>
                Alle
              </FilterChip>
              {BOOKING_STATUSES.filter((s) => data!.counts[s] > 0 || status === s).map((s) => (
                <FilterChip key={s} pressed={status === s} count={data!.counts[s]} onClick={() => chooseStatus(s)}>
                  {bookingStatusLabel(s)}
                </FilterChip>
              ))}
            </FilterChipGroup>
          </div>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {countLabel(data!.total)}
            {data!.total > rows.length ? `, ${firstShown.toLocaleString('de-DE')}–${(firstShown + rows.length - 1).toLocaleString('de-DE')} werden angezeigt` : ''}
          </p>

          {rows.length === 0 ? (
            <EmptyState icon={ClipboardList} title="Keine Buchungen gefunden." />
          ) : (
            <Card className="overflow-hidden shadow-none" aria-busy={bookings.isPlaceholderData}>
              {/* Phones: one block per booking; from md up: a table. */}
              <ul className="divide-y md:hidden">
                {rows.map((b) => (
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
                  {rows.map((b) => (
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
          {pages > 1 ? (
            <nav aria-label="Seiten" className="flex items-center justify-center gap-3">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                <ChevronLeft aria-hidden="true" />
                Zurück
              </Button>
              <span className="text-sm tabular-nums text-muted-foreground">
                Seite {data!.page} von {pages}
              </span>
              <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Weiter
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </div>
      )}
    </>
  );
}

export default AdminBookingsPage;
