import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, CalendarX2 } from 'lucide-react';
import { SERIES_TEXTS } from '@shared/schemas/series';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api-client';
import { useAdminRooms } from '../api/get-admin-rooms';
import { useAdminSeries } from '../api/get-admin-series';
import { useAdminTrainers } from '../api/get-admin-trainers';
import { AttendanceSection } from '../components/series/attendance-grid';
import { SeriesDatesCard } from '../components/series/series-dates-card';
import { SeriesEditDialog } from '../components/series/series-edit-dialog';
import { SeriesFacts } from '../components/series/series-facts';
import { SeriesParticipants } from '../components/series/series-participants';

/** The page's parts, by the value of ?ansicht= (so a link or a reload opens the same one). */
const VIEWS = ['termine', 'teilnehmende', 'anwesenheit'] as const;
type View = (typeof VIEWS)[number];
/** Three tabs side by side fit a 360 px phone with narrower padding. */
const TAB = 'px-2 sm:px-4';

/** /admin/kursreihen/:id: one series, its dates, participants and waiting list, and its attendance grid. */
export function AdminSeriesDetailPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const view: View = VIEWS.find((v) => v === search.get('ansicht')) ?? 'termine';
  const detail = useAdminSeries(id);
  const trainers = useAdminTrainers();
  const rooms = useAdminRooms();

  return (
    <>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-2">
        <Link to="/admin/kursreihen">
          <ArrowLeft aria-hidden="true" />
          Zurück zu den Kursreihen
        </Link>
      </Button>
      <QueryState
        query={detail}
        errorTitle="Die Kursreihe konnte nicht geladen werden"
        renderError={(error) => (isApiError(error, 404) ? <EmptyState icon={CalendarX2} title={SERIES_TEXTS.notFound} /> : null)}
      >
        {({ series }) => {
          const confirmed = series.registrations.filter((r) => r.status === 'confirmed').length;
          return (
            <>
              <AdminPageHeader
                title={series.title}
                description={`Kursreihe des Kurses ${series.courseName}`}
                actions={<SeriesEditDialog series={series} choices={{ trainers: trainers.data?.trainers ?? [], rooms: rooms.data?.rooms ?? [] }} />}
              />
              <SeriesFacts series={series} />
              <Tabs value={view} onValueChange={(next) => setSearch(next === 'termine' ? {} : { ansicht: next }, { replace: true })} className="mt-6 min-w-0">
                <TabsList aria-label="Teile der Kursreihe" className="sm:w-auto sm:self-start">
                  <TabsTrigger value="termine" className={TAB}>
                    Termine
                  </TabsTrigger>
                  <TabsTrigger value="teilnehmende" className={TAB}>
                    Teilnehmende <span className="tabular-nums">({confirmed})</span>
                  </TabsTrigger>
                  <TabsTrigger value="anwesenheit" className={TAB}>
                    Anwesenheit
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="termine">
                  <SeriesDatesCard series={series} />
                </TabsContent>
                <TabsContent value="teilnehmende">
                  <SeriesParticipants series={series} />
                </TabsContent>
                <TabsContent value="anwesenheit" className="min-w-0">
                  <AttendanceSection series={series} />
                </TabsContent>
              </Tabs>
            </>
          );
        }}
      </QueryState>
    </>
  );
}

export default AdminSeriesDetailPage;
