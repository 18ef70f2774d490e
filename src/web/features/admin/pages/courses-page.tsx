import { useState } from 'react';
import { Dumbbell, Plus } from 'lucide-react';
import type { AdminCourse } from '@shared/schemas/courses';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminCourses } from '../api/get-admin-courses';
import { CourseFormDialog } from '../components/courses/course-form-dialog';
import { CoursesList } from '../components/courses/courses-list';
import { DeactivateInsteadDialog, type RefusedDelete } from '../components/courses/deactivate-instead-dialog';

/** /admin/courses: all courses; create, edit, deactivate, delete (a booked course: deactivate instead). */
export function AdminCoursesPage() {
  const courses = useAdminCourses();
  const [editing, setEditing] = useState<{ course: AdminCourse | null } | null>(null);
  const [refused, setRefused] = useState<RefusedDelete | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Kurse"
        description="Das Kursangebot mit Beschreibung, Level, Dauer, Teilnehmerzahl, Bild und Video pflegen."
        actions={
          <Button onClick={() => setEditing({ course: null })}>
            <Plus aria-hidden="true" />
            Neuer Kurs
          </Button>
        }
      />
      <QueryState
        query={courses}
        errorTitle="Die Kurse konnten nicht geladen werden"
        isEmpty={(data) => data.courses.length === 0}
        empty={<EmptyState icon={Dumbbell} title="Noch keine Kurse vorhanden" />}
      >
        {(data) => (
          <CoursesList courses={data.courses} onEdit={(course) => setEditing({ course })} onDeleteRefused={(course, message) => setRefused({ course, message })} />
        )}
      </QueryState>
      <DeactivateInsteadDialog refused={refused} onClose={() => setRefused(null)} />
      <CourseFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} course={editing?.course ?? null} />
    </>
  );
}

export default AdminCoursesPage;
