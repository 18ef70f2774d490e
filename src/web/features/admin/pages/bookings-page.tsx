import { useState } from 'react';
import { ClipboardList } from 'lucide-react';
import { BOOKING_STATUSES, type BookingStatus } from '@shared/enums';
import type { AdminBooking } from '@shared/schemas/bookings';
import { PagedList, usePagedSearch, usePaging } from '@/components/data/paged-list';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChip, FilterChipGroup } from '@/components/ui/filter-chip';
import { dateTime } from '@/lib/session-format';
import { useAdminBookings } from '../api/get-admin-bookings';
import { AdminBookingStatus, bookingStatusLabel } from '../components/admin-booking-status';

type StatusFilter = 'alle' | BookingStatus;

const columns: ListColumn<AdminBooking>[] = [
  {
    header: 'Mitglied',
    cell: (b) => (
      <>
        <span className="block font-medium text-foreground">{b.user.name}</span>
        {b.forName ? <span className="block text-xs font-medium text-session-mint-ink">für {b.forName}</span> : null}
        <span className="block break-all text-xs text-muted-foreground">{b.user.email}</span>
      </>
    ),
  },
  { header: 'Kurs', cell: (b) => b.courseName, className: 'font-medium' },
  { header: 'Termin', cell: (b) => dateTime(b.sessionStart), className: 'whitespace-nowrap tabular-nums' },
  { header: 'Gebucht am', cell: (b) => dateTime(b.bookedAt), className: 'whitespace-nowrap text-muted-foreground tabular-nums' },
  { header: 'Status', cell: (b) => <AdminBookingStatus status={b.status} /> },
];

function BookingCard({ booking: b }: { booking: AdminBooking }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-foreground">
          {b.user.name}
          {b.forName ? <span className="font-medium text-session-mint-ink"> für {b.forName}</span> : null}
        </p>
        <AdminBookingStatus status={b.status} />
      </div>
      <p className="break-all text-muted-foreground">{b.user.email}</p>
      <p>
        <span className="font-medium">{b.courseName}</span> · {dateTime(b.sessionStart)} Uhr
      </p>
      <p className="text-xs text-muted-foreground">Gebucht am {dateTime(b.bookedAt)} Uhr</p>
    </>
  );
}

const allCount = (counts: Record<BookingStatus, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/**
 * /admin/bookings: read-only list of all bookings, newest first. The server pages, searches and filters,
 * so every booking can be reached however many there are, and the total is shown.
 */
export function AdminBookingsPage() {
  const paging = usePaging(50);
  const search = usePagedSearch(paging);
  const [status, setStatus] = useState<StatusFilter>('alle');
  const bookings = useAdminBookings({ q: search.term || undefined, status: status === 'alle' ? undefined : status, page: paging.page, pageSize: paging.pageSize });

  function chooseStatus(next: StatusFilter) {
    setStatus(next);
    paging.restart();
  }

  return (
    <>
      <AdminPageHeader title="Buchungen" description="Alle Buchungen mit Mitglied, Kurs, Termin und Status." />
      <PagedList
        query={bookings}
        paging={paging}
        errorTitle="Die Buchungen konnten nicht geladen werden"
        noun={{ one: 'Buchung', many: 'Buchungen' }}
        rows={(data) => data.bookings}
        search={{ label: 'Buchungen durchsuchen', placeholder: 'Name, E-Mail oder Kurs', ...search }}
        nothingAtAll={(data) => allCount(data.counts) === 0 && !search.term}
        filters={(data) => (
          <FilterChipGroup aria-label="Status">
            <FilterChip pressed={status === 'alle'} count={allCount(data.counts)} onClick={() => chooseStatus('alle')}>
              Alle
            </FilterChip>
            {BOOKING_STATUSES.filter((s) => data.counts[s] > 0 || status === s).map((s) => (
              <FilterChip key={s} pressed={status === s} count={data.counts[s]} onClick={() => chooseStatus(s)}>
                {bookingStatusLabel(s)}
              </FilterChip>
            ))}
          </FilterChipGroup>
        )}
        empty={() => <EmptyState icon={ClipboardList} title="Keine Buchungen gefunden." />}
      >
        {(rows) => (
          <ResponsiveList
            caption="Alle Buchungen, neueste zuerst"
            rows={rows}
            columns={columns}
            card={(b) => <BookingCard booking={b} />}
            cardClassName="gap-1"
            busy={bookings.isPlaceholderData}
          />
        )}
      </PagedList>
    </>
  );
}

export default AdminBookingsPage;
