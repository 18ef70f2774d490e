import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { ADMIN_LEVEL_LABELS, VIDEO_TYPE_LABELS } from '@shared/labels';
import { COURSE_HAS_BOOKINGS, type AdminCourse } from '@shared/schemas/courses';
import { Button } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteCourse } from '@/features/admin/api/delete-course';
import { useUpdateCourse } from '@/features/admin/api/update-course';
import { ActiveBadge, CatalogTable, type CatalogColumn } from '../catalog/catalog-table';
import { DeleteButton } from '../catalog/delete-button';
import { DeactivateInsteadDialog } from './deactivate-instead-dialog';

const columns: CatalogColumn<AdminCourse>[] = [
  { header: 'Niveau', cell: (c) => ADMIN_LEVEL_LABELS[c.level] },
  { header: 'Dauer', cell: (c) => `${c.durationMinutes} Min.`, className: 'whitespace-nowrap tabular-nums' },
  { header: 'Max. Teilnehmer', cell: (c) => c.maxParticipants, className: 'tabular-nums' },
  { header: 'Video', cell: (c) => VIDEO_TYPE_LABELS[c.videoType] },
  { header: 'Aktiv', cell: (c) => <ActiveBadge active={c.isActive} /> },
];

/** Courses ordered by name (spec 2 §2 Kurse), inactive ones included; edit and delete, or deactivate when booked. */
export function CoursesList({ courses, onEdit }: { courses: AdminCourse[]; onEdit: (course: AdminCourse) => void }) {
  const remove = useDeleteCourse();
  const update = useUpdateCourse();
  const [refused, setRefused] = useState<{ course: AdminCourse; message: string } | null>(null);
  const deleteCourse = (course: AdminCourse) =>
    remove.mutate(course.id, {
      onSuccess: ({ message }) => toast.success('Kurs gelöscht', { description: message }),
      onError: (error) => {
        if (isApiError(error, 409) && error.code === COURSE_HAS_BOOKINGS) setRefused({ course, message: errorMessage(error) });
        else toast.error('Fehler beim Löschen', { description: errorMessage(error) });
      },
    });
  const deactivate = ({ id, ...values }: AdminCourse) =>
    update.mutate(
      { id, input: { ...values, isActive: false } },
      {
        onSuccess: ({ course }) =>
          toast.success('Kurs deaktiviert', { description: `„${course.name}“ wird nicht mehr angeboten; seine Buchungen bleiben erhalten.` }),
        onError: (error) => toast.error('Fehler beim Speichern', { description: errorMessage(error) }),
      },
    );

  return (
    <>
      <CatalogTable
        caption="Alle Kurse nach Name"
        rows={courses}
        columns={columns}
        actions={(course) => (
          <>
            <Button variant="ghost" size="sm" onClick={() => onEdit(course)} aria-label={`${course.name} bearbeiten`}>
              <Pencil aria-hidden="true" />
              <span>Bearbeiten</span>
            </Button>
            <DeleteButton
              name={course.name}
              question={`Kurs „${course.name}“ wirklich löschen?`}
              description="Ein Kurs ohne Buchungen wird mit seinen Zeitplänen und Terminen gelöscht. Hat er Buchungen, auch vergangene oder stornierte, bleibt er als Nachweis erhalten; deaktivieren Sie ihn dann stattdessen."
              disabled={remove.isPending}
              onConfirm={() => deleteCourse(course)}
            />
          </>
        )}
      />
      <DeactivateInsteadDialog refused={refused} onClose={() => setRefused(null)} onDeactivate={deactivate} />
    </>
  );
}
