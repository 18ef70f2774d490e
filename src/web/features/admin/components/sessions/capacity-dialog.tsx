import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import type { AdminSession } from '@shared/schemas/admin-sessions';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useUpdateSessionCapacity } from '@/features/admin/api/update-session-capacity';
import { applyFieldErrors } from '../catalog/form-parts';

const resolver = lazyZodResolver(() => import('@shared/schemas/admin-sessions').then((schemas) => schemas.sessionCapacityFormSchema));

/** 'Plätze ändern': never below the confirmed bookings; more spots tell the waiting list. */
export function CapacityForm({ session, onDone }: { session: AdminSession; onDone: () => void }) {
  const id = useId();
  const update = useUpdateSessionCapacity();
  const form = useForm<{ maxParticipants: string }, unknown, { maxParticipants: number }>({
    resolver,
    defaultValues: { maxParticipants: String(session.maxParticipants) },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ maxParticipants }: { maxParticipants: number }) => {
    try {
      const { message } = await update.mutateAsync({ id: session.id, maxParticipants });
      toast.success('Plätze geändert', { description: message });
      onDone();
    } catch (error) {
      // 'Die Kapazität kann nicht unter die Zahl der bestätigten Buchungen …' belongs under the field.
      if (isApiError(error)) applyFieldErrors(error.fields, ['maxParticipants'] as const, form.setError);
      toast.error('Fehler beim Speichern', { description: errorMessage(error) });
    }
  };

  const hint =
    session.waitlistCount > 0
      ? `Gebucht: ${session.currentParticipants}. Mehr Plätze benachrichtigen die ${session.waitlistCount} auf der Warteliste.`
      : `Gebucht: ${session.currentParticipants}. Weniger Plätze als Buchungen sind nicht möglich.`;

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4" aria-busy={isSubmitting}>
      <Field id={`${id}-capacity`} label="Plätze" hint={hint} error={errors.maxParticipants?.message}>
        {(control) => <Input inputMode="numeric" autoComplete="off" aria-required="true" {...control} {...form.register('maxParticipants')} />}
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Plätze speichern
        </Button>
      </DialogFooter>
    </form>
  );
}
