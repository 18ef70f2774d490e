import { useState } from 'react';
import { CalendarClock, Plus } from 'lucide-react';
import type { AdminSchedule } from '@shared/schemas/schedules';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminCourses } from '../api/get-admin-courses';
import { useAdminRooms } from '../api/get-admin-rooms';
import { useAdminSchedules } from '../api/get-admin-schedules';
import { useAdminTrainers } from '../api/get-admin-trainers';
import { ScheduleFormDialog } from '../components/schedules/schedule-form-dialog';
import { SchedulesList } from '../components/schedules/schedules-list';

/** /admin/schedules: the weekly slots the Session-Generator works from; create, edit, delete. */
export function AdminSchedulesPage() {
  const schedules = useAdminSchedules();
  const courses = useAdminCourses();
  const trainers = useAdminTrainers();
  const rooms = useAdminRooms();
  const [editing, setEditing] = useState<{ schedule: AdminSchedule | null } | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Zeitpläne"
        description="Wiederkehrende wöchentliche Kurstermine mit Trainer und Raum festlegen."
        actions={
          <Button onClick={() => setEditing({ schedule: null })}>
            <Plus aria-hidden="true" />
            Neuer Zeitplan
          </Button>
        }
      />
      <QueryState
        query={schedules}
        errorTitle="Die Zeitplan-Funktion ist derzeit nicht verfügbar."
        isEmpty={(data) => data.schedules.length === 0}
        empty={
          <EmptyState icon={CalendarClock} title="Noch keine Zeitpläne vorhanden">
            Legen Sie wöchentliche Termine an; der Session-Generator erzeugt daraus die einzelnen Sessions.
          </EmptyState>
        }
      >
        {(data) => (
          <SchedulesList schedules={data.schedules} onEdit={(schedule) => setEditing({ schedule })} />
        )}
      </QueryState>
      <ScheduleFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        schedule={editing?.schedule ?? null}
        choices={{ courses: courses.data?.courses ?? [], trainers: trainers.data?.trainers ?? [], rooms: rooms.data?.rooms ?? [] }}
      />
    </>
  );
}

export default AdminSchedulesPage;
