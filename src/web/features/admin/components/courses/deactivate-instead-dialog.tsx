import type { AdminCourse } from '@shared/schemas/courses';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

type DeactivateInsteadDialogProps = {
  /** The course whose delete was refused, with the server's reason; null while closed. */
  refused: { course: AdminCourse; message: string } | null;
  onClose: () => void;
  onDeactivate: (course: AdminCourse) => void;
};

/**
 * Shown when the server keeps a course because of its bookings: the reason, and deactivating as the way
 * to take the course off the programme (an inactive course is only acknowledged).
 */
export function DeactivateInsteadDialog({ refused, onClose, onDeactivate }: DeactivateInsteadDialogProps) {
  const course = refused?.course;
  return (
    <AlertDialog open={refused !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Kurs kann nicht gelöscht werden</AlertDialogTitle>
          <AlertDialogDescription>{refused?.message}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {course?.isActive ? (
            <>
              <AlertDialogCancel>Abbrechen</AlertDialogCancel>
              <AlertDialogAction onClick={() => onDeactivate(course)}>Deaktivieren</AlertDialogAction>
            </>
          ) : (
            <AlertDialogCancel>Schließen</AlertDialogCancel>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
