import type { AdminUser, AssignableRole } from '@shared/schemas/admin-users';
import { Card } from '@/components/ui/card';
import { shortDate } from '@/lib/session-format';
import { AddRoleDialog } from './add-role-dialog';
import { RoleBadges } from './role-badges';
import { TwoFactorBadge, TwoFactorResetButton } from './two-factor-reset';

type UsersListProps = { users: AdminUser[]; onRemoveRole: (user: AdminUser, role: AssignableRole) => void; busy: boolean };

/** Accounts as a table from md up and as one card each on phones. */
export function UsersList({ users, onRemoveRole, busy }: UsersListProps) {
  return (
    <Card className="overflow-hidden shadow-none" aria-busy={busy}>
      <ul className="divide-y md:hidden">
        {users.map((u) => (
          <li key={u.id} className="grid gap-2 p-4 text-sm">
            <p className="font-semibold text-foreground">{u.name}</p>
            <p className="break-all text-muted-foreground">{u.email}</p>
            <p className="text-xs text-muted-foreground">Registriert am {shortDate(u.createdAt)}</p>
            <div className="flex flex-wrap items-center gap-1.5">
              <RoleBadges user={u} onRemove={(role) => onRemoveRole(u, role)} />
              <TwoFactorBadge user={u} />
            </div>
            <div className="flex flex-wrap gap-2">
              <AddRoleDialog user={u} />
              <TwoFactorResetButton user={u} />
            </div>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">Benutzerkonten, neueste zuerst</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="px-5 py-3 font-semibold">Name</th>
            <th scope="col" className="px-3 py-3 font-semibold">E-Mail</th>
            <th scope="col" className="px-3 py-3 font-semibold">Registriert</th>
            <th scope="col" className="px-3 py-3 font-semibold">Rollen</th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">Aktionen</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {users.map((u) => (
            <tr key={u.id} className="hover:bg-muted/40">
              <td className="px-5 py-3 font-medium text-foreground">{u.name}</td>
              <td className="px-3 py-3 break-all">{u.email}</td>
              <td className="px-3 py-3 whitespace-nowrap tabular-nums text-muted-foreground">{shortDate(u.createdAt)}</td>
              <td className="px-3 py-3">
                <div className="flex flex-wrap items-center gap-1.5">
                  <RoleBadges user={u} onRemove={(role) => onRemoveRole(u, role)} />
                  <TwoFactorBadge user={u} />
                </div>
              </td>
              <td className="px-5 py-3">
                <div className="flex flex-wrap justify-end gap-2">
                  <AddRoleDialog user={u} />
                  <TwoFactorResetButton user={u} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
