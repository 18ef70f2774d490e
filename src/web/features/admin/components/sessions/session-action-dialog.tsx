import type { AdminSession } from '@shared/schemas/admin-sessions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
    <Dialog open={open !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        {open ? (
          <>
            <DialogHeader>
              <DialogTitle>{TITLES[open.action]}</DialogTitle>
              <DialogDescription>{sessionTitle(open.session)}</DialogDescription>
            </DialogHeader>
            {open.action === 'cancel' ? <CancelSessionForm session={open.session} onDone={onClose} /> : null}
            {open.action === 'trainer' ? <ChangeTrainerForm session={open.session} onDone={onClose} /> : null}
            {open.action === 'capacity' ? <CapacityForm session={open.session} onDone={onClose} /> : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
