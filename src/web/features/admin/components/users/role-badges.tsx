import { X } from 'lucide-react';
import type { Role } from '@shared/enums';
import { ROLE_LABELS } from '@shared/labels';
import type { AdminUser, AssignableRole } from '@shared/schemas/admin-users';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { ConfirmAction } from '@/components/ui/confirm-action';

const VARIANT: Record<Role, BadgeProps['variant']> = { ADMIN: 'destructive', TRAINER: 'default', MEMBER: 'secondary' };

/** A user's roles; one without stored roles is shown as MEMBER. Stored roles can be removed. */
export function RoleBadges({ user, onRemove }: { user: AdminUser; onRemove: (role: AssignableRole) => void }) {
  if (user.roles.length === 0) return <Badge variant={VARIANT.MEMBER}>{ROLE_LABELS.MEMBER}</Badge>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Rollen">
      {user.roles.map((role) => (
        <li key={role}>
          <Badge variant={VARIANT[role]} className="gap-0.5 pr-1">
            {ROLE_LABELS[role]}
            {role === 'MEMBER' ? null : (
              <ConfirmAction
                trigger={
                  <button
                    type="button"
                    aria-label={`Rolle ${ROLE_LABELS[role]} von ${user.name} entfernen`}
                    className="ml-0.5 inline-flex size-5 items-center justify-center rounded-full hover:bg-black/15 focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                }
                title={`Rolle ${ROLE_LABELS[role]} entfernen?`}
                description={`${user.name} (${user.email}) verliert die Rolle ${ROLE_LABELS[role]}.`}
                confirmLabel="Entfernen"
                onConfirm={() => onRemove(role)}
              />
            )}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
