import { useId } from 'react';
import type { AdminSession } from '@shared/schemas/admin-sessions';
import { useAppForm } from '@/components/form/use-app-form';
import { Field } from '@/components/form/field';
import { FormDialogActions } from '@/components/form/form-dialog';
import { saveWithFeedback } from '@/components/form/save-with-feedback';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdateSessionCapacity } from '@/features/admin/api/update-session-capacity';

const resolver = lazyZodResolver(() => import('@shared/schemas/admin-sessions').then((schemas) => schemas.sessionCapacityFormSchema));

/** 'Plätze ändern': never below the confirmed bookings; more spots tell the waiting list. */
export function CapacityForm({ session, onDone }: { session: AdminSession; onDone: () => void }) {
  const id = useId();
  const update = useUpdateSessionCapacity();
  const form = useAppForm<{ maxParticipants: string }, { maxParticipants: number }>(resolver, { maxParticipants: String(session.maxParticipants) });
  const { errors, isSubmitting } = form.formState;

  const onValid = ({ maxParticipants }: { maxParticipants: number }) =>
    saveWithFeedback({
      save: async () => {
        const { message } = await update.mutateAsync({ id: session.id, maxParticipants });
        return { title: 'Plätze geändert', description: message };
      },
      // 'Die Kapazität kann nicht unter die Zahl der bestätigten Buchungen …' belongs under the field.
      fields: ['maxParticipants'],
      setError: form.setError,
      onSaved: onDone,
    });

  const hint =
    session.waitlistCount > 0
      ? `Gebucht: ${session.currentParticipants}. Mehr Plätze benachrichtigen die ${session.waitlistCount} auf der Warteliste.`
      : `Gebucht: ${session.currentParticipants}. Weniger Plätze als Buchungen sind nicht möglich.`;

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4" aria-busy={isSubmitting}>
      <Field id={`${id}-capacity`} label="Plätze" hint={hint} error={errors.maxParticipants?.message}>
        {(control) => <Input inputMode="numeric" autoComplete="off" aria-required="true" {...control} {...form.register('maxParticipants')} />}
      </Field>
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} submitLabel="Plätze speichern" />
    </form>
  );
}
