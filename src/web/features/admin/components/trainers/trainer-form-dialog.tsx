import { useId, useState } from 'react';
import type { AdminTrainer, SaveTrainer, SaveTrainerInput } from '@shared/schemas/admin-trainers';
import { useAppForm } from '@/components/form/use-app-form';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateAdminTrainer } from '@/features/admin/api/create-admin-trainer';
import { useUpdateAdminTrainer } from '@/features/admin/api/update-admin-trainer';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';
import { UserLinkField, type LinkedUser } from './user-link-field';

const resolver = lazyZodResolver(() => import('@shared/schemas/admin-trainers').then((schemas) => schemas.saveTrainerSchema));

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'bio', 'specialties', 'isActive', 'userId'] as const;

const valuesOf = (trainer: AdminTrainer | null): SaveTrainerInput => ({
  firstName: trainer?.firstName ?? '',
  lastName: trainer?.lastName ?? '',
  email: trainer?.email ?? '',
  phone: trainer?.phone ?? '',
  bio: trainer?.bio ?? '',
  specialties: trainer?.specialties.join(', ') ?? '',
  isActive: trainer?.isActive ?? true,
  userId: trainer?.user?.id ?? null,
});

type TrainerFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trainer to edit; null creates a new one. */
  trainer: AdminTrainer | null;
};

/** 'Neuer Trainer' / 'Trainer bearbeiten': the record, validated with the server's schema. */
export function TrainerFormDialog({ open, onOpenChange, trainer }: TrainerFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={trainer ? 'Trainer bearbeiten' : 'Neuer Trainer'}
      description="Kontaktdaten und Profil erscheinen auf der öffentlichen Trainerseite, solange der Trainer aktiv ist."
      width="2xl"
    >
      {(close) => <TrainerForm trainer={trainer} onDone={close} />}
    </FormDialog>
  );
}

function TrainerForm({ trainer, onDone }: { trainer: AdminTrainer | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateAdminTrainer();
  const update = useUpdateAdminTrainer();
  const [linked, setLinked] = useState<LinkedUser | null>(trainer?.user ?? null);
  const form = useAppForm<SaveTrainerInput, SaveTrainer>(resolver, valuesOf(trainer));
  const { errors, isSubmitting } = form.formState;

  const onValid = (values: SaveTrainer) =>
    saveWithFeedback({
      save: async () => {
        const input: SaveTrainerInput = {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email ?? '',
          phone: values.phone ?? '',
          bio: values.bio ?? '',
          specialties: values.specialties.join(', '),
          isActive: values.isActive,
          userId: linked?.id ?? null,
        };
        const saved = trainer ? await update.mutateAsync({ id: trainer.id, input }) : await create.mutateAsync(input);
        return { title: saved.message, description: `${saved.trainer.firstName} ${saved.trainer.lastName}`.trim() };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: onDone,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-5" aria-busy={isSubmitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-first`} label="Vorname" error={errors.firstName?.message}>
          {(control) => <Input autoComplete="off" aria-required="true" {...control} {...form.register('firstName')} />}
        </Field>
        <Field id={`${id}-last`} label="Nachname" error={errors.lastName?.message}>
          {(control) => <Input autoComplete="off" aria-required="true" {...control} {...form.register('lastName')} />}
        </Field>
        <Field id={`${id}-email`} label="E-Mail" error={errors.email?.message}>
          {(control) => <Input type="email" inputMode="email" autoComplete="off" {...control} {...form.register('email')} />}
        </Field>
        <Field id={`${id}-phone`} label="Telefon" error={errors.phone?.message}>
          {(control) => <Input type="tel" inputMode="tel" autoComplete="off" {...control} {...form.register('phone')} />}
        </Field>
      </div>
      <Field id={`${id}-specialties`} label="Schwerpunkte" hint="Durch Kommas getrennt, z. B. Yoga, Pilates" error={errors.specialties?.message}>
        {(control) => <Input autoComplete="off" {...control} {...form.register('specialties')} />}
      </Field>
      <Field id={`${id}-bio`} label="Biografie" error={errors.bio?.message}>
        {(control) => <Textarea rows={4} {...control} {...form.register('bio')} />}
      </Field>
      <UserLinkField value={linked} onChange={setLinked} error={errors.userId?.message} />
      <label htmlFor={`${id}-active`} className="flex items-center gap-3 text-sm font-medium">
        <input id={`${id}-active`} type="checkbox" className="size-4 accent-primary" {...form.register('isActive')} />
        Aktiv (auf der Trainerseite sichtbar)
      </label>
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
