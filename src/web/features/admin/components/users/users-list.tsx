import type { AdminUser, AssignableRole } from '@shared/schemas/admin-users';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { shortDate } from '@/lib/session-format';
import { AddRoleDialog } from './add-role-dialog';
import { RoleBadges } from './role-badges';
import { TwoFactorBadge, TwoFactorResetButton } from './two-factor-reset';
import { BookingBlockBadge, LiftBookingBlockButton } from './booking-block';

type UsersListProps = { users: AdminUser[]; onRemoveRole: (user: AdminUser, role: AssignableRole) => void; busy: boolean };

function Roles({ user, onRemoveRole }: { user: AdminUser; onRemoveRole: UsersListProps['onRemoveRole'] }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <RoleBadges user={user} onRemove={(role) => onRemoveRole(user, role)} />
      <TwoFactorBadge user={user} />
      <BookingBlockBadge user={user} />
    </div>
  );
}

function Actions({ user }: { user: AdminUser }) {
  return (
    <>
      <AddRoleDialog user={user} />
      <TwoFactorResetButton user={user} />
      <LiftBookingBlockButton user={user} />
    </>
  );
}

/** Accounts as a table from md up and as one card each on phones. */
export function UsersList({ users, onRemoveRole, busy }: UsersListProps) {
  const columns: ListColumn<AdminUser>[] = [
    { header: 'Name', cell: (u) => u.name, className: 'font-medium text-foreground' },
    { header: 'E-Mail', cell: (u) => u.email, className: 'break-all' },
    { header: 'Registriert', cell: (u) => shortDate(u.createdAt), className: 'whitespace-nowrap tabular-nums text-muted-foreground' },
    { header: 'Rollen', cell: (u) => <Roles user={u} onRemoveRole={onRemoveRole} /> },
  ];
  return (
    <ResponsiveList
      caption="Benutzerkonten, neueste zuerst"
      rows={users}
      columns={columns}
      actions={(u) => <Actions user={u} />}
      actionsHeader="Aktionen"
      card={(u) => (
        <>
          <p className="font-semibold text-foreground">{u.name}</p>
          <p className="break-all text-muted-foreground">{u.email}</p>
          <p className="text-xs text-muted-foreground">Registriert am {shortDate(u.createdAt)}</p>
          <Roles user={u} onRemoveRole={onRemoveRole} />
          <div className="flex flex-wrap gap-2">
            <Actions user={u} />
          </div>
        </>
      )}
      cardClassName="gap-2"
      busy={busy}
    />
  );
}
