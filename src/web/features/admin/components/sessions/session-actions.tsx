import { Ban, MoreHorizontal, UserRoundCog, Users } from 'lucide-react';
import type { AdminSession } from '@shared/schemas/admin-sessions';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { sessionTitle } from './session-text';

export type SessionAction = 'cancel' | 'trainer' | 'capacity';

type SessionActionsProps = { session: AdminSession; onAction: (action: SessionAction, session: AdminSession) => void; className?: string };

/** The office's three changes of a session that has not started: 'Absagen', 'Vertretung', 'Plätze ändern'. */
export function SessionActions({ session, onAction, className }: SessionActionsProps) {
  if (!session.changeable) return null;
  return (
    // Not modal: the dialog it opens takes the focus over without fighting the menu's focus trap.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className={className} aria-label={`Aktionen für ${sessionTitle(session)}`}>
          <MoreHorizontal aria-hidden="true" />
          Ändern
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('trainer', session)}>
          <UserRoundCog aria-hidden="true" />
          Vertretung
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('capacity', session)}>
          <Users aria-hidden="true" />
          Plätze ändern
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('cancel', session)} className="text-destructive [&_svg]:text-destructive">
          <Ban aria-hidden="true" />
          Absagen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
