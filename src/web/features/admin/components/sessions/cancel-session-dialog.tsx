import { useId } from 'react';
import { Ban } from 'lucide-react';
import type { AdminSession, CancelSessionInput, CancelSessionValues } from '@shared/schemas/admin-sessions';
import { Field } from '@/components/form/field';
import { FormDialogActions } from '@/components/form/form-dialog';
import { saveWithFeedback } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCancelSession } from '@/features/admin/api/cancel-session';

const resolver = lazyZodResolver(() => import('@shared/schemas/admin-sessions').then((schemas) => schemas.cancelSessionSchema));

const people = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** 'Absagen': the reason goes to everyone booked or waiting, by e-mail (and Web Push where allowed). */
export function CancelSessionForm({ session, onDone }: { session: AdminSession; onDone: () => void }) {
  const id = useId();
  const cancel = useCancelSession();
  const form = useAppForm<CancelSessionInput, CancelSessionValues>(resolver, { reason: '' });
  const { errors, isSubmitting } = form.formState;

  const onValid = (values: CancelSessionValues) =>
    saveWithFeedback({
      save: async () => {
        const { message } = await cancel.mutateAsync({ id: session.id, reason: values.reason });
        return { title: 'Session abgesagt', description: message };
      },
      fields: ['reason'],
      setError: form.setError,
      onSaved: onDone,
      failureTitle: 'Fehler',
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4" aria-busy={isSubmitting}>
      <p className="rounded-lg bg-muted p-3 text-sm">
        {people(session.currentParticipants, 'Teilnehmer', 'Teilnehmende')} und {people(session.waitlistCount, 'Person', 'Personen')} auf der
        Warteliste erhalten eine E-Mail mit dem Grund. Die Session kann danach nicht mehr gebucht werden.
      </p>
      <Field id={`${id}-reason`} label="Grund der Absage" hint="Steht so in der E-Mail an die Teilnehmenden." error={errors.reason?.message}>
        {(control) => <Textarea rows={3} maxLength={500} aria-required="true" {...control} {...form.register('reason')} />}
      </Field>
      <FormDialogActions
        isSubmitting={isSubmitting}
        onCancel={onDone}
        submitLabel="Session absagen"
        icon={<Ban aria-hidden="true" />}
        submitVariant="destructive"
      />
    </form>
  );
}
