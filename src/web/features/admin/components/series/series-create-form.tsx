import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { Loader2, Plus } from 'lucide-react';
import type { AdminCourse } from '@shared/schemas/courses';
import { addBerlinDays, berlinDateString } from '@shared/time';
import { Field } from '@/components/form/field';
import { NativeSelect } from '@/components/form/select';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCreateSeries } from '@/features/admin/api/create-series';
import { plannedDates } from './series-dates';
import { SeriesDatesFields } from './series-dates-fields';
import { PreventionFields, SeriesOfferFields, SeriesTitleFields, type SeriesChoices } from './series-facts-fields';
import type { SeriesCreateValues } from '@shared/schemas/series';
import { emptySeriesForm, seriesCreateFormResolver, type SeriesFormValues } from './series-form-values';

type SeriesCreateFormProps = { courses: AdminCourse[]; choices: SeriesChoices; onCancel: () => void };

/** 'Neue Kursreihe': course and offer, the dates with their preview, and the § 20 facts; saved in one go. */
export function SeriesCreateForm({ courses, choices, onCancel }: SeriesCreateFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateSeries();
  const form = useAppForm<SeriesFormValues, SeriesCreateValues>(seriesCreateFormResolver, emptySeriesForm());
  const { errors, isSubmitting } = form.formState;
  const [vatRate, isPrevention] = useWatch({ control: form.control, name: ['vatRate', 'isPrevention'] });

  // Choosing a course suggests its name, places and duration, and the dates the last day to register (the
  // day before the first); what the office typed itself stays.
  const suggested = useRef(new Map<string, string>());
  useEffect(() => {
    // A field takes a suggestion while it is empty or still holds the previous one.
    const suggest = (field: 'title' | 'capacity' | 'dates.durationMinutes' | 'registrationClosesOn', value: string) => {
      const current = form.getValues(field);
      if (current !== '' && current !== suggested.current.get(field)) return;
      suggested.current.set(field, value);
      form.setValue(field, value);
    };
    const watching = form.watch((values, { name }) => {
      const course = name === 'courseId' ? courses.find((c) => c.id === values.courseId) : undefined;
      if (course) {
        suggest('title', course.name);
        suggest('capacity', String(course.maxParticipants));
        suggest('dates.durationMinutes', String(course.durationMinutes));
      }
      const first = name?.startsWith('dates.') ? plannedDates(form.getValues('dates'))[0] : undefined;
      if (first) suggest('registrationClosesOn', addBerlinDays(berlinDateString(new Date(first.startsAt)), -1));
    });
    return () => watching.unsubscribe();
  }, [form, courses]);

  const onValid = (values: SeriesCreateValues) =>
    saveWithFeedback<SeriesFormValues>({
      save: async () => {
        const { series, message } = await create.mutateAsync(values);
        void navigate(`/admin/kursreihen/${series.id}`);
        return { title: 'Kursreihe erstellt', description: message };
      },
      fields: 'any',
      setError: form.setError,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-6" aria-busy={isSubmitting}>
      <Card className="shadow-none">
        <CardHeader>
          <CardTitle>Kurs und Angebot</CardTitle>
          <CardDescription>Was Mitglieder auf der Kursseite lesen und wofür sie sich anmelden.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Field id={`${id}-course`} label="Kurs" error={errors.courseId?.message}>
            {(control) => (
              <NativeSelect aria-required="true" {...control} {...form.register('courseId')}>
                <option value="">Kurs wählen</option>
                {courses.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.isActive ? course.name : `${course.name} (inaktiv)`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <SeriesTitleFields id={id} register={form.register} errors={errors} />
          <SeriesOfferFields id={id} register={form.register} errors={errors} choices={choices} vatRate={vatRate} />
        </CardContent>
      </Card>

      <Card className="shadow-none">
        <CardHeader>
          <CardTitle>Termine</CardTitle>
          <CardDescription>Jeder Termin wird eine Session im Stundenplan, die nur mit der ganzen Reihe gebucht werden kann.</CardDescription>
        </CardHeader>
        <CardContent>
          <SeriesDatesFields id={id} control={form.control} register={form.register} errors={errors} />
        </CardContent>
      </Card>

      <Card className="shadow-none">
        <CardHeader>
          <CardTitle>Präventionskurs</CardTitle>
          <CardDescription>Für Kurse, die Krankenkassen nach § 20 SGB V bezuschussen.</CardDescription>
        </CardHeader>
        <CardContent>
          <PreventionFields id={id} register={form.register} errors={errors} isPrevention={isPrevention} />
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Plus aria-hidden="true" />}
          {isSubmitting ? 'Wird gespeichert...' : 'Kursreihe anlegen'}
        </Button>
      </div>
    </form>
  );
}
