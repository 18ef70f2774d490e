import { useId } from 'react';
import { FilePlus2, Loader2 } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { CollectionRunsOverview, CreateCollectionRunInput } from '@shared/schemas/collections';
import { germanDay } from '@shared/time';
import { Field } from '@/components/form/field';
import { reportInvalidInput, saveWithFeedback, serverMessage } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateCollectionRun } from '@/features/admin/api/create-collection-run';
import { debitsText } from './collection-badges';

const resolver = lazyZodResolver(() => import('@shared/schemas/collections').then((schemas) => schemas.createCollectionRunSchema));

type CreateRunFormProps = { overview: CollectionRunsOverview; onCreated: (runId: string) => void };

/**
 * 'Lastschriftlauf erstellen': the collection date, by default the first bank business day the
 * pre-notification lead allows. The server takes every debit due by then and writes the file.
 */
export function CreateRunForm({ overview, onCreated }: CreateRunFormProps) {
  const id = useId();
  const create = useCreateCollectionRun();
  const form = useAppForm<CreateCollectionRunInput, CreateCollectionRunInput>(resolver, { collectionDate: overview.earliestCollectionDate });
  const { errors, isSubmitting } = form.formState;
  const lead = overview.prenotificationDays;
  const chosen = form.watch('collectionDate');
  const dueBy = overview.due.byDate.filter((day) => chosen && day.dueOn <= chosen);
  const dueByCount = dueBy.reduce((sum, day) => sum + day.count, 0);
  const dueBySum = dueBy.reduce((sum, day) => sum + Math.round(day.sum * 100), 0) / 100;

  const onValid = (values: CreateCollectionRunInput) =>
    saveWithFeedback({
      save: async () => {
        const { message, run } = await create.mutateAsync(values);
        onCreated(run.id);
        return { title: message, description: `${debitsText(run.transactionCount)} über ${formatMoney(run.controlSum)} zum ${germanDay(run.collectionDate)}.` };
      },
      fields: ['collectionDate'],
      setError: form.setError,
      failureTitle: 'Lastschriftlauf nicht erstellt',
      failureDescription: serverMessage,
    });

  return (
    <Card className="grid content-start gap-4 p-5 shadow-none" role="region" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-base font-semibold text-brand-950">
          Lastschriftlauf erstellen
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Alle bis zum Einzugsdatum fälligen Lastschriften kommen in eine SEPA-Datei (pain.008) für das Online-Banking. Mitglieder erhalten ihre Vorabankündigung per E-Mail.
        </p>
      </div>
      <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_auto] sm:items-start" aria-busy={isSubmitting}>
        <Field
          id={`${id}-date`}
          label="Einzugsdatum"
          hint={`Frühestens ${germanDay(overview.earliestCollectionDate)}${lead ? ` (${lead} Tage Vorabankündigung)` : ''}, nur Bankarbeitstage`}
          error={errors.collectionDate?.message}
        >
          {(control) => <Input type="date" min={overview.earliestCollectionDate} aria-required="true" {...control} {...form.register('collectionDate')} />}
        </Field>
        <Button type="submit" disabled={isSubmitting || !overview.ready} className="w-full sm:mt-7 sm:w-auto">
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <FilePlus2 aria-hidden="true" />}
          {isSubmitting ? 'Wird erstellt...' : 'Lastschriftlauf erstellen'}
        </Button>
      </form>
      <p className="rounded-xl bg-muted px-4 py-3 text-sm" aria-live="polite">
        {dueByCount === 0 ? (
          'Bis zu diesem Datum ist keine Lastschrift fällig.'
        ) : (
          <>
            Bis zu diesem Datum fällig: <span className="font-semibold tabular-nums">{debitsText(dueByCount)}</span> über{' '}
            <span className="font-semibold tabular-nums">{formatMoney(dueBySum)}</span>
          </>
        )}
      </p>
    </Card>
  );
}
