import { useId, useState } from 'react';
import { ChevronDown, Loader2, ShieldPlus } from 'lucide-react';
import { ROLE_LABELS } from '@shared/labels';
import { ASSIGNABLE_ROLES, type AdminUser, type AssignableRole } from '@shared/schemas/admin-users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddUserRole } from '@/features/admin/api/add-user-role';

/** 'Rolle hinzufügen': picks one of the roles the user does not hold yet. */
export function AddRoleDialog({ user }: { user: AdminUser }) {
  const id = useId();
  const add = useAddUserRole();
  const missing = ASSIGNABLE_ROLES.filter((role) => !user.roles.includes(role));
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<AssignableRole | ''>('');

  function openChange(next: boolean) {
    setOpen(next);
    if (next) setRole(missing[0] ?? '');
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!role) return;
    add.mutate(
      { userId: user.id, role },
      {
        onSuccess: ({ message }) => {
          toast.success(message, { description: `${user.name}: ${ROLE_LABELS[role]}` });
          setOpen(false);
        },
        onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={missing.length === 0} aria-label={`Rolle hinzufügen für ${user.name}`}>
          <ShieldPlus aria-hidden="true" />
          Rolle hinzufügen
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rolle hinzufügen</DialogTitle>
          <DialogDescription>
            {user.name} ({user.email})
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-role`}>Rolle</Label>
            <div className="relative">
              <select
                id={`${id}-role`}
                value={role}
                onChange={(event) => setRole(event.target.value as AssignableRole)}
                className="h-10 w-full appearance-none rounded-lg border border-input bg-background pr-9 pl-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 md:text-sm"
              >
                {missing.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
              <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
            </div>
            <p className="text-xs text-muted-foreground">Admins sehen die gesamte Verwaltung, Trainer den Trainerbereich. Mitglied ist jedes Konto.</p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Abbrechen
            </Button>
            <Button type="submit" disabled={!role || add.isPending}>
              {add.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ShieldPlus aria-hidden="true" />}
              Hinzufügen
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
