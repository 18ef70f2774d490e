import type { AdminCourse } from '@shared/schemas/courses';
import * as Alert from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateCourse } from '@/features/admin/api/update-course';

export type RefusedDelete = { course: AdminCourse; message: string };

/**
 * Shown when the server keeps a course because of its bookings: the reason, and deactivating as the way
 * to take the course off the programme (for a course already inactive, only the reason).
 */
export function DeactivateInsteadDialog({ refused, onClose }: { refused: RefusedDelete | null; onClose: () => void }) {
  const update = useUpdateCourse();
  const course = refused?.course;
  const deactivate = ({ id, ...values }: AdminCourse) =>
    update.mutate(
      { id, input: { ...values, isActive: false } },
      {
        onSuccess: ({ course: saved }) =>
          toast.success('Kurs deaktiviert', { description: `„${saved.name}“ wird nicht mehr angeboten; seine Buchungen bleiben erhalten.` }),
        onError: (error) => toast.error('Fehler beim Speichern', { description: errorMessage(error) }),
      },
    );

  return (
    <Alert.AlertDialog open={refused !== null} onOpenChange={(open) => !open && onClose()}>
      <Alert.AlertDialogContent>
        <Alert.AlertDialogHeader>
          <Alert.AlertDialogTitle>Kurs kann nicht gelöscht werden</Alert.AlertDialogTitle>
          <Alert.AlertDialogDescription>{refused?.message}</Alert.AlertDialogDescription>
        </Alert.AlertDialogHeader>
        <Alert.AlertDialogFooter>
          {course?.isActive ? (
            <>
              <Alert.AlertDialogCancel>Abbrechen</Alert.AlertDialogCancel>
              <Alert.AlertDialogAction onClick={() => deactivate(course)}>Deaktivieren</Alert.AlertDialogAction>
            </>
          ) : (
            <Alert.AlertDialogCancel>Schließen</Alert.AlertDialogCancel>
          )}
        </Alert.AlertDialogFooter>
      </Alert.AlertDialogContent>
    </Alert.AlertDialog>
  );
}
