import { useId, useState } from 'react';
import { CalendarX2 } from 'lucide-react';
import { berlinToday, berlinWeekMonday } from '@shared/time';
import { PagedList, usePaging } from '@/components/data/paged-list';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { useAdminCourses } from '../api/get-admin-courses';
import { useAdminSessions } from '../api/get-admin-sessions';
import { NativeSelect } from '@/components/form/select';
import { SessionActionDialog, type OpenSessionAction } from '../components/sessions/session-action-dialog';
import { SessionsList } from '../components/sessions/sessions-list';
import { weekLabel } from '@shared/calendar-week';
import { weekChoices } from '../components/sessions/week-options';

/** /admin/sessions: every session, newest start first, paged and filtered by week and course; cancel, substitute, capacity. */
export function AdminSessionsPage() {
  const id = useId();
  const [week, setWeek] = useState('');
  const [courseId, setCourseId] = useState('');
  const paging = usePaging(20);
  const [open, setOpen] = useState<OpenSessionAction>(null);
  const courses = useAdminCourses();
  const list = useAdminSessions({ week: week || undefined, courseId: courseId || undefined, page: paging.page, pageSize: paging.pageSize });
  const thisWeek = berlinWeekMonday(berlinToday());

  return (
    <>
      <AdminPageHeader title="Sessions" description="Alle Kurstermine mit Trainer, Raum, Auslastung und Status – die neuesten zuerst." />
      <PagedList
        query={list}
        paging={paging}
        errorTitle="Die Sessions konnten nicht geladen werden"
        noun={{ one: 'Session', many: 'Sessions' }}
        rows={(data) => data.sessions}
        toolbar={
          <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-week`}>Woche</Label>
              <NativeSelect
                id={`${id}-week`}
                value={week}
                onChange={(event) => {
                  setWeek(event.target.value);
                  paging.restart();
                }}
              >
                <option value="">Alle Wochen</option>
                {weekChoices().map((monday) => (
                  <option key={monday} value={monday}>
                    {weekLabel(monday)}
                    {monday === thisWeek ? ' (diese Woche)' : ''}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-course`}>Kurs</Label>
              <NativeSelect
                id={`${id}-course`}
                value={courseId}
                onChange={(event) => {
                  setCourseId(event.target.value);
                  paging.restart();
                }}
              >
                <option value="">Alle Kurse</option>
                {(courses.data?.courses ?? []).map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        }
        empty={() => (
          <EmptyState icon={CalendarX2} title={week || courseId ? 'Keine Sessions für diese Auswahl' : 'Noch keine Sessions vorhanden'}>
            {week || courseId ? 'Wählen Sie eine andere Woche oder einen anderen Kurs.' : 'Sessions entstehen im Session-Generator aus den Zeitplänen.'}
          </EmptyState>
        )}
      >
        {(rows) => <SessionsList sessions={rows} busy={list.isPlaceholderData} onAction={(action, session) => setOpen({ action, session })} />}
      </PagedList>
      <SessionActionDialog open={open} onClose={() => setOpen(null)} />
    </>
  );
}

export default AdminSessionsPage;
