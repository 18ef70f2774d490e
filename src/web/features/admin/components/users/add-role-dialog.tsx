import { useId, useState } from 'react';
import { ShieldPlus } from 'lucide-react';
import { ROLE_LABELS } from '@shared/labels';
import { ASSIGNABLE_ROLES, type AdminUser, type AssignableRole } from '@shared/schemas/admin-users';
import { Field } from '@/components/form/field';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { LabelledOptions, NativeSelect } from '@/components/form/select';
import { Button } from '@/components/ui/button';
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
    <FormDialog
      open={open}
      onOpenChange={openChange}
      width="default"
      title="Rolle hinzufügen"
      description={`${user.name} (${user.email})`}
      trigger={
        <Button variant="outline" size="sm" disabled={missing.length === 0} aria-label={`Rolle hinzufügen für ${user.name}`}>
          <ShieldPlus aria-hidden="true" />
          Rolle hinzufügen
        </Button>
      }
    >
      {(close) => (
        <form onSubmit={submit} className="grid gap-5">
          <Field id={`${id}-role`} label="Rolle" hint="Admins sehen die gesamte Verwaltung, Trainer den Trainerbereich. Mitglied ist jedes Konto.">
            {(control) => (
              <NativeSelect {...control} value={role} onChange={(event) => setRole(event.target.value as AssignableRole)}>
                <LabelledOptions values={missing} labels={ROLE_LABELS} />
              </NativeSelect>
            )}
          </Field>
          <FormDialogActions
            isSubmitting={add.isPending}
            onCancel={close}
            submitLabel="Hinzufügen"
            icon={<ShieldPlus aria-hidden="true" />}
            disabled={!role}
          />
        </form>
      )}
    </FormDialog>
  );
}
