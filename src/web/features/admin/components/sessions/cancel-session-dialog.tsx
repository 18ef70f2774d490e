import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Ban, Loader2 } from 'lucide-react';
import type { AdminSession, CancelSessionInput, CancelSessionValues } from '@shared/schemas/admin-sessions';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useCancelSession } from '@/features/admin/api/cancel-session';
import { applyFieldErrors } from '../catalog/form-parts';

const resolver = lazyZodResolver(() => import('@shared/schemas/admin-sessions').then((schemas) => schemas.cancelSessionSchema));

const people = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** 'Absagen': the reason goes to everyone booked or waiting, by e-mail (and Web Push where allowed). */
export function CancelSessionForm({ session, onDone }: { session: AdminSession; onDone: () => void }) {
  const id = useId();
  const cancel = useCancelSession();
  const form = useForm<CancelSessionInput, unknown, CancelSessionValues>({ resolver, defaultValues: { reason: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: CancelSessionValues) => {
    try {
      const { message } = await cancel.mutateAsync({ id: session.id, reason: values.reason });
      toast.success('Session abgesagt', { description: message });
      onDone();
    } catch (error) {
      if (isApiError(error)) applyFieldErrors(error.fields, ['reason'] as const, form.setError);
      toast.error('Fehler', { description: errorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4" aria-busy={isSubmitting}>
      <p className="rounded-lg bg-muted p-3 text-sm">
        {people(session.currentParticipants, 'Teilnehmer', 'Teilnehmende')} und {people(session.waitlistCount, 'Person', 'Personen')} auf der
        Warteliste erhalten eine E-Mail mit dem Grund. Die Session kann danach nicht mehr gebucht werden.
      </p>
      <Field id={`${id}-reason`} label="Grund der Absage" hint="Steht so in der E-Mail an die Teilnehmenden." error={errors.reason?.message}>
        {(control) => <Textarea rows={3} maxLength={500} aria-required="true" {...control} {...form.register('reason')} />}
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Ban aria-hidden="true" />}
          Session absagen
        </Button>
      </DialogFooter>
    </form>
  );
}
