import { useId } from 'react';
import type { AdminSession, ChangeSessionTrainerInput } from '@shared/schemas/admin-sessions';
import { useAppForm } from '@/components/form/use-app-form';
import { Field } from '@/components/form/field';
import { FormDialogActions } from '@/components/form/form-dialog';
import { saveWithFeedback } from '@/components/form/save-with-feedback';
import { NativeSelect } from '@/components/form/select';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useAdminTrainers } from '@/features/admin/api/get-admin-trainers';
import { useChangeSessionTrainer } from '@/features/admin/api/change-session-trainer';

const resolver = lazyZodResolver(() => import('@shared/schemas/admin-sessions').then((schemas) => schemas.changeSessionTrainerSchema));

/** 'Vertretung': another active trainer takes over; the participants get a short mail. */
export function ChangeTrainerForm({ session, onDone }: { session: AdminSession; onDone: () => void }) {
  const id = useId();
  const trainers = useAdminTrainers();
  const change = useChangeSessionTrainer();
  const form = useAppForm(resolver, { trainerId: '' });
  const { errors, isSubmitting } = form.formState;
  const choices = (trainers.data?.trainers ?? []).filter((t) => t.isActive && t.id !== session.trainer?.id);

  const onValid = (values: ChangeSessionTrainerInput) =>
    saveWithFeedback({
      save: async () => {
        const { message } = await change.mutateAsync({ id: session.id, trainerId: values.trainerId });
        return { title: 'Trainer geändert', description: message };
      },
      // The clash and an inactive trainer come back as the field's message.
      fields: ['trainerId'],
      setError: form.setError,
      onSaved: onDone,
      failureTitle: 'Fehler',
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4" aria-busy={isSubmitting}>
      <p className="text-sm">
        Bisher: <span className="font-semibold">{session.trainer?.name ?? 'kein Trainer'}</span>
      </p>
      <Field id={`${id}-trainer`} label="Neuer Trainer" hint="Nur aktive Trainer. Wer zu dieser Zeit schon eingeplant ist, kann nicht übernehmen." error={errors.trainerId?.message}>
        {(control) => (
          // Not disabled while the trainers load: the dialog's first focus belongs on this field.
          <NativeSelect aria-required="true" {...control} {...form.register('trainerId')}>
            <option value="">{trainers.isPending ? 'Lädt...' : 'Bitte wählen'}</option>
            {choices.map((t) => (
              <option key={t.id} value={t.id}>
                {t.firstName} {t.lastName}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} submitLabel="Trainer ändern" />
    </form>
  );
}
