import { useId } from 'react';
import type { z } from 'zod';
import { CirclePause } from 'lucide-react';
import type { AdminPass, PausePassInput, pausePassSchema } from '@shared/schemas/passes';
import { addBerlinDays, berlinToday } from '@shared/time';
import { Field } from '@/components/form/field';
import { FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback, serverMessage } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { usePausePass } from '@/features/admin/api/pause-pass';
import { daysIncluded, germanDay } from './pass-text';

type Values = z.input<typeof pausePassSchema>;

const resolver = lazyZodResolver(() => import('@shared/schemas/passes').then((schemas) => schemas.pausePassSchema));

const days = (n: number) => (n === 1 ? '1 Tag' : `${n} Tage`);

/** 'Pausieren' from–to: the validity grows by the paused days; bookings inside the pause are cancelled. */
export function PauseForm({ pass, onBusy, onDone }: { pass: AdminPass; onBusy: (busy: boolean) => void; onDone: () => void }) {
  const id = useId();
  const pause = usePausePass();
  const today = berlinToday();
  const form = useAppForm<Values, PausePassInput>(resolver, { startsOn: today, endsOn: '', reason: '' });
  const { errors, isSubmitting } = form.formState;
  const paused = daysIncluded(form.watch('startsOn'), form.watch('endsOn'));

  const onValid = async (values: PausePassInput) => {
    onBusy(true);
    await saveWithFeedback({
      save: async () => {
        const { message, pass: changed } = await pause.mutateAsync({ id: pass.id, ...values });
        return { title: message, description: `Vom ${germanDay(values.startsOn)} bis ${germanDay(values.endsOn)}; gültig jetzt bis ${germanDay(changed.validUntil)}.` };
      },
      fields: ['startsOn', 'endsOn', 'reason'],
      setError: form.setError,
      onSaved: onDone,
      failureDescription: serverMessage,
    });
    onBusy(false);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-5" aria-busy={isSubmitting}>
      <p className="rounded-lg bg-muted p-3 text-sm">
        Gebuchte Termine in der Pause werden storniert, ihre Eintritte gehen auf die Karte zurück. Das Mitglied erhält eine E-Mail.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-from`} label="Von" error={errors.startsOn?.message}>
          {(control) => <Input type="date" min={today} max={pass.validUntil} aria-required="true" {...control} {...form.register('startsOn')} />}
        </Field>
        <Field id={`${id}-to`} label="Bis (einschließlich)" error={errors.endsOn?.message}>
          {(control) => <Input type="date" min={today} aria-required="true" {...control} {...form.register('endsOn')} />}
        </Field>
      </div>
      <p className="text-sm text-muted-foreground">
        {paused > 0
          ? `${days(paused)} Pause: gültig dann bis ${germanDay(addBerlinDays(pass.validUntil, paused))} statt ${germanDay(pass.validUntil)}.`
          : `Die Gültigkeit (bis ${germanDay(pass.validUntil)}) verlängert sich um die pausierten Tage.`}
      </p>
      <Field id={`${id}-reason`} label="Grund" hint="Steht in der E-Mail an das Mitglied." error={errors.reason?.message}>
        {(control) => <Textarea rows={2} maxLength={200} aria-required="true" className="min-h-20" {...control} {...form.register('reason')} />}
      </Field>
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} submitLabel="Pausieren" pendingLabel="Wird pausiert..." icon={<CirclePause aria-hidden="true" />} />
    </form>
  );
}
