import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Dumbbell } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminCourses } from '../api/get-admin-courses';
import { useAdminRooms } from '../api/get-admin-rooms';
import { useAdminTrainers } from '../api/get-admin-trainers';
import { SeriesCreateForm } from '../components/series/series-create-form';

/** /admin/kursreihen/neu: a new series with all its dates. */
export function AdminNewSeriesPage() {
  const navigate = useNavigate();
  const courses = useAdminCourses();
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
      <AdminPageHeader title="Neue Kursreihe" description="Feste Termine eines Kurses, zu denen sich Mitglieder als Ganzes anmelden." />
      <QueryState
        query={courses}
        errorTitle="Die Kurse konnten nicht geladen werden"
        isEmpty={(data) => data.courses.length === 0}
        empty={
          <EmptyState
            icon={Dumbbell}
            title="Noch keine Kurse vorhanden"
            action={
              <Button asChild>
                <Link to="/admin/courses">Zu den Kursen</Link>
              </Button>
            }
          >
            Eine Kursreihe gehört zu einem Kurs. Legen Sie zuerst den Kurs an.
          </EmptyState>
        }
      >
        {(data) => (
          <div className="max-w-3xl">
            <SeriesCreateForm
              courses={data.courses}
              choices={{ trainers: trainers.data?.trainers ?? [], rooms: rooms.data?.rooms ?? [] }}
              onCancel={() => void navigate('/admin/kursreihen')}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}

export default AdminNewSeriesPage;
