import type { AdminSession } from '@shared/schemas/admin-sessions';
import { FormDialog } from '@/components/form/form-dialog';
import { CancelSessionForm } from './cancel-session-dialog';
import { CapacityForm } from './capacity-dialog';
import { ChangeTrainerForm } from './change-trainer-dialog';
import type { SessionAction } from './session-actions';
import { sessionTitle } from './session-text';

const TITLES: Record<SessionAction, string> = { cancel: 'Session absagen', trainer: 'Vertretung', capacity: 'Plätze ändern' };

export type OpenSessionAction = { action: SessionAction; session: AdminSession } | null;

/** The dialog of the chosen change; the form is mounted per opening, so it starts from that session. */
export function SessionActionDialog({ open, onClose }: { open: OpenSessionAction; onClose: () => void }) {
  return (
    <FormDialog
      open={open !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      width="lg"
      title={open ? TITLES[open.action] : null}
      description={open ? sessionTitle(open.session) : null}
    >
      {() =>
        open ? (
          <>
            {open.action === 'cancel' ? <CancelSessionForm session={open.session} onDone={onClose} /> : null}
            {open.action === 'trainer' ? <ChangeTrainerForm session={open.session} onDone={onClose} /> : null}
            {open.action === 'capacity' ? <CapacityForm session={open.session} onDone={onClose} /> : null}
          </>
        ) : null
      }
    </FormDialog>
  );
}
