import { useId } from 'react';
import { Ban, CalendarPlus } from 'lucide-react';
import type { SeriesDate } from '@shared/schemas/series';
import { berlinDateString, berlinTimeString } from '@shared/time';
import type { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import type { seriesDateCancelInputSchema, seriesReplacementInputSchema } from '@shared/schemas/series';
import { Field } from '@/components/form/field';
import { FormDialogActions } from '@/components/form/form-dialog';
import { saveWithFeedback } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useAddSeriesReplacement } from '@/features/admin/api/add-series-replacement';
import { useCancelSeriesDate } from '@/features/admin/api/cancel-series-date';
import { dateLine } from './series-text';

type CancelForm = { reason: string; replacement: { date: string; startTime: string } };
type CancelValues = z.output<typeof seriesDateCancelInputSchema>;
type ReplacementForm = { replacesSessionId: string; date: string; startTime: string };
type ReplacementValues = z.output<typeof seriesReplacementInputSchema>;

const cancelSchema = lazyZodResolver(() => import('@shared/schemas/series').then((schemas) => schemas.seriesDateCancelInputSchema));
const replacementSchema = lazyZodResolver(() => import('@shared/schemas/series').then((schemas) => schemas.seriesReplacementInputSchema));

/** No Ersatztermin unless a day or a time is typed; then both are checked. */
const cancelResolver: Resolver<CancelForm, unknown, CancelValues> = (values, context, options) => {
  const { date, startTime } = values.replacement;
  return cancelSchema({ reason: values.reason, replacement: date || startTime ? { date, startTime } : null }, context, options as never) as never;
};
const replacementResolver: Resolver<ReplacementForm, unknown, ReplacementValues> = (values, context, options) =>
  replacementSchema(values, context, options as never) as never;

const people = (count: number) => (count === 1 ? 'Die angemeldete Person erhält' : `Die ${count} angemeldeten Personen erhalten`);

type DateFormProps = { seriesId: string; date: SeriesDate; participants: number; onDone: () => void };

/** 'Termin absagen': the reason, and an Ersatztermin at once if the day is known. Everyone registered is mailed. */
export function CancelDateForm({ seriesId, date, participants, onDone }: DateFormProps) {
  const id = useId();
  const cancel = useCancelSeriesDate();
  const form = useAppForm<CancelForm, CancelValues>(cancelResolver, { reason: '', replacement: { date: '', startTime: berlinTimeString(new Date(date.startsAt)) } });
  const { errors, isSubmitting } = form.formState;

  const onValid = (values: CancelValues) =>
    saveWithFeedback<CancelForm>({
      save: async () => {
        const { message } = await cancel.mutateAsync({ seriesId, sessionId: date.sessionId, input: values });
        return { title: 'Termin abgesagt', description: message };
      },
      fields: 'any',
      setError: form.setError,
      onSaved: onDone,
      failureTitle: 'Fehler',
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4" aria-busy={isSubmitting}>
      <p className="rounded-lg bg-muted p-3 text-sm">
        {participants === 0 ? 'Noch ist niemand angemeldet.' : `${people(participants)} eine E-Mail mit dem Grund und, falls angegeben, dem Ersatztermin.`}
      </p>
      <Field id={`${id}-reason`} label="Grund der Absage" hint="Steht so in der E-Mail an die Teilnehmenden." error={errors.reason?.message}>
        {(control) => <Textarea rows={3} className="min-h-20" maxLength={500} aria-required="true" {...control} {...form.register('reason')} />}
      </Field>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Ersatztermin (optional)</legend>
        <p className="-mt-1 text-xs text-muted-foreground">Er zählt für die Anwesenheit wie jeder andere Termin; alle Angemeldeten sind dafür gebucht.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-date`} label="Tag" error={errors.replacement?.date?.message}>
            {(control) => <Input type="date" min={berlinDateString(new Date())} {...control} {...form.register('replacement.date')} />}
          </Field>
          <Field id={`${id}-time`} label="Uhrzeit" error={errors.replacement?.startTime?.message}>
            {(control) => <Input type="time" {...control} {...form.register('replacement.startTime')} />}
          </Field>
        </div>
        {errors.replacement?.message ? <p className="text-sm font-medium text-destructive">{errors.replacement.message}</p> : null}
      </fieldset>
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} submitLabel="Termin absagen" icon={<Ban aria-hidden="true" />} submitVariant="destructive" />
    </form>
  );
}

/** 'Ersatztermin anlegen' for a date cancelled without one: the registered are booked on it and mailed. */
export function ReplacementForm({ seriesId, date, participants, onDone }: DateFormProps) {
  const id = useId();
  const add = useAddSeriesReplacement();
  const form = useAppForm<ReplacementForm, ReplacementValues>(replacementResolver, {
    replacesSessionId: date.sessionId,
    date: '',
    startTime: berlinTimeString(new Date(date.startsAt)),
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = (values: ReplacementValues) =>
    saveWithFeedback<ReplacementForm>({
      save: async () => {
        const { message } = await add.mutateAsync({ seriesId, input: values });
        return { title: 'Ersatztermin angelegt', description: message };
      },
      fields: ['date', 'startTime'],
      setError: form.setError,
      onSaved: onDone,
      failureTitle: 'Fehler',
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4" aria-busy={isSubmitting}>
      <p className="rounded-lg bg-muted p-3 text-sm">
        Ersatz für den abgesagten Termin am {dateLine(date)}. {participants === 0 ? '' : `${people(participants)} eine E-Mail mit dem neuen Termin.`}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-date`} label="Tag" error={errors.date?.message}>
          {(control) => <Input type="date" aria-required="true" min={berlinDateString(new Date())} {...control} {...form.register('date')} />}
        </Field>
        <Field id={`${id}-time`} label="Uhrzeit" error={errors.startTime?.message}>
          {(control) => <Input type="time" aria-required="true" {...control} {...form.register('startTime')} />}
        </Field>
      </div>
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} submitLabel="Ersatztermin anlegen" icon={<CalendarPlus aria-hidden="true" />} />
    </form>
  );
}
