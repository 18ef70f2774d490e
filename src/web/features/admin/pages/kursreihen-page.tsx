import { Link } from 'react-router';
import { CalendarRange, Plus } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminSeriesList } from '../api/get-admin-series-list';
import { SeriesList } from '../components/series/series-list';

const newSeries = (
  <Button asChild>
    <Link to="/admin/kursreihen/neu">
      <Plus aria-hidden="true" />
      Neue Kursreihe
    </Link>
  </Button>
);

/** /admin/kursreihen: the course series, each registered for as a whole. */
export function AdminSeriesPage() {
  const series = useAdminSeriesList();
  return (
    <>
      <AdminPageHeader title="Kursreihen" description="Kurse mit festen Terminen, zu denen sich Mitglieder für die ganze Reihe anmelden." actions={newSeries} />
      <QueryState
        query={series}
        errorTitle="Die Kursreihen konnten nicht geladen werden"
        isEmpty={(data) => data.series.length === 0}
        empty={
          <EmptyState icon={CalendarRange} title="Noch keine Kursreihen" action={newSeries}>
            Eine Kursreihe bündelt feste Termine eines Kurses, etwa einen Präventionskurs über zehn Wochen.
          </EmptyState>
        }
      >
        {(data) => <SeriesList series={data.series} />}
      </QueryState>
    </>
  );
}

export default AdminSeriesPage;
