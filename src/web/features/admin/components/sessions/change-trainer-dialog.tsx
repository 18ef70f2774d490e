import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import type { AdminSession, ChangeSessionTrainerInput } from '@shared/schemas/admin-sessions';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useAdminTrainers } from '@/features/admin/api/get-admin-trainers';
import { useChangeSessionTrainer } from '@/features/admin/api/change-session-trainer';
import { applyFieldErrors, NativeSelect } from '../catalog/form-parts';

const resolver = lazyZodResolver(() => import('@shared/schemas/admin-sessions').then((schemas) => schemas.changeSessionTrainerSchema));

/** 'Vertretung': another active trainer takes over; the participants get a short mail. */
export function ChangeTrainerForm({ session, onDone }: { session: AdminSession; onDone: () => void }) {
  const id = useId();
  const trainers = useAdminTrainers();
  const change = useChangeSessionTrainer();
  const form = useForm<ChangeSessionTrainerInput>({ resolver, defaultValues: { trainerId: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { errors, isSubmitting } = form.formState;
  const choices = (trainers.data?.trainers ?? []).filter((t) => t.isActive && t.id !== session.trainer?.id);

  const onValid = async (values: ChangeSessionTrainerInput) => {
    try {
      const { message } = await change.mutateAsync({ id: session.id, trainerId: values.trainerId });
      toast.success('Trainer geändert', { description: message });
      onDone();
    } catch (error) {
      // The clash and an inactive trainer come back as the field's message.
      if (isApiError(error)) applyFieldErrors(error.fields, ['trainerId'] as const, form.setError);
      toast.error('Fehler', { description: errorMessage(error) });
    }
  };

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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Trainer ändern
        </Button>
      </DialogFooter>
    </form>
  );
}
