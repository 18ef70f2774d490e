import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SquarePen } from 'lucide-react';
import type { AdminSeries, SeriesUpdateValues } from '@shared/schemas/series';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { useUpdateSeries } from '@/features/admin/api/update-series';
import { PreventionFields, SeriesOfferFields, SeriesTitleFields, type SeriesChoices } from './series-facts-fields';
import { SERIES_FACT_FIELDS, seriesFormOf, seriesUpdateFormResolver, type SeriesFormValues } from './series-form-values';

/** 'Angaben bearbeiten': the facts of a series; its dates change only by cancelling one. */
export function SeriesEditDialog({ series, choices }: { series: AdminSeries; choices: SeriesChoices }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      width="2xl"
      title="Angaben bearbeiten"
      description={`${series.title} · ${series.courseName}. Zusätzliche Plätze gehen der Reihe nach an die Wartenden.`}
      trigger={
        <Button variant="outline">
          <SquarePen aria-hidden="true" />
          Angaben bearbeiten
        </Button>
      }
    >
      {(close) => <SeriesEditForm series={series} choices={choices} onDone={close} />}
    </FormDialog>
  );
}

function SeriesEditForm({ series, choices, onDone }: { series: AdminSeries; choices: SeriesChoices; onDone: () => void }) {
  const id = useId();
  const update = useUpdateSeries();
  const form = useAppForm<SeriesFormValues, SeriesUpdateValues>(seriesUpdateFormResolver, seriesFormOf(series));
  const { errors, isSubmitting } = form.formState;
  const [vatRate, isPrevention] = useWatch({ control: form.control, name: ['vatRate', 'isPrevention'] });

  const onValid = (values: SeriesUpdateValues) =>
    saveWithFeedback<SeriesFormValues>({
      save: async () => {
        const { message } = await update.mutateAsync({ id: series.id, input: values });
        return { title: 'Kursreihe aktualisiert', description: message };
      },
      fields: SERIES_FACT_FIELDS,
      setError: form.setError,
      onSaved: onDone,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-4" aria-busy={isSubmitting}>
      <SeriesTitleFields id={id} register={form.register} errors={errors} />
      <SeriesOfferFields id={id} register={form.register} errors={errors} choices={choices} vatRate={vatRate} />
      <PreventionFields id={id} register={form.register} errors={errors} isPrevention={isPrevention} />
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
