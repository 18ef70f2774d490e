import { Ban, LockOpen } from 'lucide-react';
import type { AdminUser } from '@shared/schemas/admin-users';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { errorMessage } from '@/lib/api-client';
import { shortDate } from '@/lib/session-format';
import { toast } from '@/lib/toast';
import { useLiftBookingBlock } from '@/features/admin/api/lift-booking-block';

/** Shown for a member who may not book after too many no-shows, with the day the block ends. */
export function BookingBlockBadge({ user }: { user: AdminUser }) {
  if (!user.bookingBlockedUntil) return null;
  return (
    <Badge variant="outline" className="gap-1 border-red-200 bg-red-50 text-red-800">
      <Ban aria-hidden="true" className="size-3.5" />
      Gesperrt bis {shortDate(user.bookingBlockedUntil)}
    </Badge>
  );
}

/** 'Sperre aufheben': the member's no-shows so far stop counting (audited). */
export function LiftBookingBlockButton({ user }: { user: AdminUser }) {
  const lift = useLiftBookingBlock();
  if (!user.bookingBlockedUntil) return null;
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm" disabled={lift.isPending} aria-label={`Buchungssperre von ${user.name} aufheben`}>
          <LockOpen aria-hidden="true" />
          Sperre aufheben
        </Button>
      }
      title="Buchungssperre aufheben?"
      description={<p>{user.name} kann danach sofort wieder buchen; die bisherigen Fehltermine zählen für eine neue Sperre nicht mehr.</p>}
      confirmLabel="Aufheben"
      onConfirm={() =>
        lift.mutate(user.id, {
          onSuccess: ({ message }) => toast.success(message, { description: `${user.name} kann wieder buchen.` }),
          onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
        })
      }
    />
  );
}
