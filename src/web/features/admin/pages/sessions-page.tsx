import { useId, useState } from 'react';
import { CalendarX2 } from 'lucide-react';
import { berlinToday, berlinWeekMonday } from '@shared/time';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminCourses } from '../api/get-admin-courses';
import { useAdminSessions } from '../api/get-admin-sessions';
import { NativeSelect } from '@/components/form/select';
import { ListPager } from '../components/list-pager';
import { SessionActionDialog, type OpenSessionAction } from '../components/sessions/session-action-dialog';
import { SessionsList } from '../components/sessions/sessions-list';
import { weekChoices, weekLabel } from '../components/sessions/week-options';

const PAGE_SIZE = 20;

const countLabel = (n: number) => (n === 1 ? '1 Session' : `${n.toLocaleString('de-DE')} Sessions`);

/** /admin/sessions: every session, newest start first, paged and filtered by week and course; cancel, substitute, capacity. */
export function AdminSessionsPage() {
  const id = useId();
  const [week, setWeek] = useState('');
  const [courseId, setCourseId] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OpenSessionAction>(null);
  const courses = useAdminCourses();
  const list = useAdminSessions({ week: week || undefined, courseId: courseId || undefined, page, pageSize: PAGE_SIZE });
  const data = list.data;
  const rows = data?.sessions ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const firstShown = data && data.total > 0 ? (data.page - 1) * PAGE_SIZE + 1 : 0;
  const thisWeek = berlinWeekMonday(berlinToday());

  return (
    <>
      <AdminPageHeader title="Sessions" description="Alle Kurstermine mit Trainer, Raum, Auslastung und Status – die neuesten zuerst." />
      <div className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-week`}>Woche</Label>
            <NativeSelect
              id={`${id}-week`}
              value={week}
              onChange={(event) => {
                setWeek(event.target.value);
                setPage(1);
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
                setPage(1);
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
        {list.isPending ? (
          <PageSpinner label="Lädt..." />
        ) : list.isError && !data ? (
          <LoadError title="Die Sessions konnten nicht geladen werden" onRetry={() => void list.refetch()} />
        ) : (
          <>
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {countLabel(data!.total)}
              {data!.total > rows.length ? `, ${firstShown.toLocaleString('de-DE')}–${(firstShown + rows.length - 1).toLocaleString('de-DE')} werden angezeigt` : ''}
            </p>
            {rows.length === 0 ? (
              <EmptyState icon={CalendarX2} title={week || courseId ? 'Keine Sessions für diese Auswahl' : 'Noch keine Sessions vorhanden'}>
                {week || courseId ? 'Wählen Sie eine andere Woche oder einen anderen Kurs.' : 'Sessions entstehen im Session-Generator aus den Zeitplänen.'}
              </EmptyState>
            ) : (
              <SessionsList sessions={rows} busy={list.isPlaceholderData} onAction={(action, session) => setOpen({ action, session })} />
            )}
            <ListPager page={page} pages={pages} onPage={setPage} />
          </>
        )}
      </div>
      <SessionActionDialog open={open} onClose={() => setOpen(null)} />
    </>
  );
}

export default AdminSessionsPage;
