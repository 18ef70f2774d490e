import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { Field } from '@/components/form/field';
import { RadioGroupField } from '@/components/form/radio-group';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { plannedDates } from './series-dates';
import type { SeriesCreateValues } from '@shared/schemas/series';
import type { SeriesFormValues } from './series-form-values';
import { DatesPreview } from './dates-preview';

type SeriesDatesFieldsProps = {
  id: string;
  control: Control<SeriesFormValues, unknown, SeriesCreateValues>;
  register: UseFormRegister<SeriesFormValues>;
  errors: FieldErrors<SeriesFormValues>;
};

const MODES = [
  { value: 'weekly', label: 'Wöchentlich', description: 'Ein fester Wochentag und eine Uhrzeit, für eine Anzahl Wochen.' },
  { value: 'picked', label: 'Einzelne Termine', description: 'Jeder Termin mit eigenem Tag und eigener Uhrzeit.' },
];

/** The dates of a new series: a weekly slot for N weeks or days picked one by one, with the dates they give. */
export function SeriesDatesFields({ id, control, register, errors }: SeriesDatesFieldsProps) {
  const draft = useWatch({ control, name: 'dates' });
  const rows = useFieldArray({ control, name: 'dates.dates' });
  const dateErrors = errors.dates;
  const listError = dateErrors?.dates?.message ?? dateErrors?.dates?.root?.message ?? dateErrors?.message;

  return (
    <div className="grid gap-5">
      <RadioGroupField id={`${id}-mode`} legend="Termine" choices={MODES} choicesClassName="sm:grid-cols-2" inputProps={register('dates.mode')} />
      {draft.mode === 'weekly' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-first`} label="Erster Termin" hint="Der Wochentag dieses Tages gilt für alle Termine." error={dateErrors?.firstDate?.message}>
            {(control) => <Input type="date" aria-required="true" {...control} {...register('dates.firstDate')} />}
          </Field>
          <Field id={`${id}-time`} label="Uhrzeit" error={dateErrors?.startTime?.message}>
            {(control) => <Input type="time" aria-required="true" {...control} {...register('dates.startTime')} />}
          </Field>
          <Field id={`${id}-duration`} label="Dauer (Minuten)" error={dateErrors?.durationMinutes?.message}>
            {(control) => <Input inputMode="numeric" aria-required="true" {...control} {...register('dates.durationMinutes')} />}
          </Field>
          <Field id={`${id}-weeks`} label="Anzahl Wochen" error={dateErrors?.weeks?.message}>
            {(control) => <Input inputMode="numeric" aria-required="true" {...control} {...register('dates.weeks')} />}
          </Field>
        </div>
      ) : (
        <div className="grid gap-4">
          <Field id={`${id}-duration`} label="Dauer je Termin (Minuten)" className="sm:max-w-[calc(50%-0.5rem)]" error={dateErrors?.durationMinutes?.message}>
            {(control) => <Input inputMode="numeric" aria-required="true" {...control} {...register('dates.durationMinutes')} />}
          </Field>
          <ol className="grid gap-3" aria-label="Einzelne Termine">
            {rows.fields.map((row, index) => {
              const rowErrors = dateErrors?.dates?.[index];
              return (
                <li key={row.id} className="relative rounded-xl border border-border p-3">
                  <fieldset className="grid min-w-0 gap-3">
                    <legend className="mb-3 text-sm leading-8 font-semibold text-foreground">{index + 1}. Termin</legend>
                    <div className="grid gap-3 sm:grid-cols-2">
                      <Field id={`${id}-date-${index}`} label="Tag" error={rowErrors?.date?.message}>
                        {(control) => <Input type="date" aria-required="true" {...control} {...register(`dates.dates.${index}.date`)} />}
                      </Field>
                      <Field id={`${id}-start-${index}`} label="Uhrzeit" error={rowErrors?.startTime?.message}>
                        {(control) => <Input type="time" aria-required="true" {...control} {...register(`dates.dates.${index}.startTime`)} />}
                      </Field>
                    </div>
                  </fieldset>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    className="absolute top-3 right-3 text-muted-foreground hover:text-destructive"
                    aria-label={`${index + 1}. Termin entfernen`}
                    disabled={rows.fields.length === 1}
                    onClick={() => rows.remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ol>
          <div>
            <Button type="button" variant="outline" onClick={() => rows.append({ date: '', startTime: draft.dates.at(-1)?.startTime ?? '' })}>
              <CalendarPlus aria-hidden="true" />
              Termin hinzufügen
            </Button>
          </div>
        </div>
      )}
      {listError ? <p className="text-sm font-medium text-destructive">{listError}</p> : null}
      <DatesPreview dates={plannedDates(draft)} />
    </div>
  );
}
