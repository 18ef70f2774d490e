import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { COURSE_LEVELS, VIDEO_TYPES } from '@shared/enums';
import { courseImageFor } from '@shared/images';
import { ADMIN_LEVEL_LABELS, VIDEO_TYPE_LABELS } from '@shared/labels';
import { AI_MESSAGES } from '@shared/schemas/ai';
import type { AdminCourse, CourseFormInput, CourseValues } from '@shared/schemas/courses';
import { AGE_UNIT_LABELS, AGE_UNITS, ageRangeInUnit, type AgeUnit } from '@shared/age-range';
import { useAppForm } from '@/components/form/use-app-form';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { generateCourseDescription } from '@/features/admin/api/ai';
import { useCreateCourse } from '@/features/admin/api/create-course';
import { useUpdateCourse } from '@/features/admin/api/update-course';
import { AiButton } from '../ai/ai-button';
import { CheckboxField } from '@/components/form/checkbox';
import { LabelledOptions, NativeSelect } from '@/components/form/select';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';
import { ImageAddressField } from '../media/image-address-field';

const resolver = lazyZodResolver(() => import('@shared/schemas/courses').then((schemas) => schemas.courseFormSchema));

const FIELDS = ['name', 'description', 'level', 'durationMinutes', 'maxParticipants', 'isActive', 'imageUrl', 'videoType', 'videoUrl', 'ageFrom', 'ageTo', 'ageUnit'] as const;

type CourseForm = {
  name: string;
  description: string;
  level: CourseValues['level'];
  durationMinutes: string;
  maxParticipants: string;
  isActive: boolean;
  imageUrl: string;
  videoType: CourseValues['videoType'];
  videoUrl: string;
  ageFrom: string;
  ageTo: string;
  ageUnit: AgeUnit;
};

const valuesOf = (course: AdminCourse | null): CourseForm => {
  // Stored in months; shown in years where the range covers whole years.
  const age = course ? ageRangeInUnit(course) : null;
  return {
  name: course?.name ?? '',
  description: course?.description ?? '',
  level: course?.level ?? 'BEGINNER',
  durationMinutes: String(course?.durationMinutes ?? 60),
  maxParticipants: String(course?.maxParticipants ?? 12),
  isActive: course?.isActive ?? true,
  imageUrl: course?.imageUrl ?? '',
  videoType: course?.videoType ?? 'none',
  videoUrl: course?.videoUrl ?? '',
  ageFrom: age?.from === null || age?.from === undefined ? '' : String(age.from),
  ageTo: age?.to === null || age?.to === undefined ? '' : String(age.to),
  ageUnit: age?.unit ?? 'years',
  };
};

type CourseFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; course: AdminCourse | null };

/** Create or edit a course: new courses are for beginners and active. */
export function CourseFormDialog({ open, onOpenChange, course }: CourseFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={course ? 'Kurs bearbeiten' : 'Neuer Kurs'} description="Beschreibung, Niveau, Dauer, Teilnehmerzahl, Bild und Video des Kurses." width="2xl">
      {(close) => <CourseForm course={course} onDone={close} />}
    </FormDialog>
  );
}

function CourseForm({ course, onDone }: { course: AdminCourse | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const form = useAppForm<CourseFormInput, CourseValues>(resolver, valuesOf(course) as CourseFormInput);
  const { errors, isSubmitting } = form.formState;
  const videoType = form.watch('videoType');

  const onValid = (values: CourseValues) =>
    saveWithFeedback({
      save: async () => {
        if (course) await update.mutateAsync({ id: course.id, input: values });
        else await create.mutateAsync(values);
        return { title: course ? 'Kurs aktualisiert' : 'Kurs erstellt', description: `„${values.name}“ ist gespeichert.` };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: onDone,
    });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, reportInvalidInput)}
      className="grid gap-4"
      aria-busy={isSubmitting}
    >
      <Field id={`${id}-name`} label="Kursname" error={errors.name?.message}>
        {(control) => <Input aria-required="true" autoComplete="off" {...control} {...form.register('name')} />}
      </Field>
      <div className="grid gap-2">
        <Field id={`${id}-description`} label="Beschreibung" error={errors.description?.message}>
          {(control) => <Textarea rows={4} {...control} {...form.register('description')} />}
        </Field>
        <AiButton
          label="Beschreibung mit KI generieren"
          className="justify-self-start"
          input={() => form.getValues('name') ?? ''}
          missingInput={AI_MESSAGES.courseNameMissing}
          generate={async (name) => {
            const { text, message } = await generateCourseDescription(name);
            form.setValue('description', text, { shouldDirty: true, shouldValidate: true });
            return { message };
          }}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-level`} label="Niveau" error={errors.level?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('level')}>
              <LabelledOptions values={COURSE_LEVELS} labels={ADMIN_LEVEL_LABELS} />
            </NativeSelect>
          )}
        </Field>
        <Field id={`${id}-duration`} label="Dauer (Minuten)" error={errors.durationMinutes?.message}>
          {(control) => <Input inputMode="numeric" aria-required="true" {...control} {...form.register('durationMinutes')} />}
        </Field>
        <Field id={`${id}-max`} label="Max. Teilnehmer" error={errors.maxParticipants?.message}>
          {(control) => <Input inputMode="numeric" aria-required="true" {...control} {...form.register('maxParticipants')} />}
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-foreground">Altersgruppe</legend>
        <p id={`${id}-age-hint`} className="-mt-0.5 text-xs text-muted-foreground">
          Optional, z. B. 0 bis 12 Monate für PEKiP oder 6 bis 10 Jahre für Kindersport. Buchungen für Personen außerhalb werden abgelehnt;
          endet die Gruppe unter 16 Jahren, bucht ein Mitglied den Kurs nur für sein Kind.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={`${id}-age-from`} label="Alter von" error={errors.ageFrom?.message}>
            {(control) => <Input inputMode="numeric" {...control} aria-describedby={`${id}-age-hint ${control['aria-describedby'] ?? ''}`.trim()} {...form.register('ageFrom')} />}
          </Field>
          <Field id={`${id}-age-to`} label="Alter bis" error={errors.ageTo?.message}>
            {(control) => <Input inputMode="numeric" {...control} aria-describedby={`${id}-age-hint ${control['aria-describedby'] ?? ''}`.trim()} {...form.register('ageTo')} />}
          </Field>
          <Field id={`${id}-age-unit`} label="Einheit" error={errors.ageUnit?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('ageUnit')}>
                <LabelledOptions values={AGE_UNITS} labels={AGE_UNIT_LABELS} />
              </NativeSelect>
            )}
          </Field>
        </div>
      </fieldset>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <ImageAddressField
            label="Kursbild"
            hint="Adresse (https://… oder /…), aus den Medien wählen oder hochladen. Ohne eigenes Bild zeigt die Website das passende Standardbild."
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            preview={courseImageFor(form.getValues('name'), field.value)}
            folder="courses"
            uploadAltText={() => form.getValues('name')}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <Field id={`${id}-video-type`} label="Video" error={errors.videoType?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('videoType')}>
              <LabelledOptions values={VIDEO_TYPES} labels={VIDEO_TYPE_LABELS} />
            </NativeSelect>
          )}
        </Field>
        {videoType !== 'none' ? (
          <Field id={`${id}-video-url`} label="Video-URL" error={errors.videoUrl?.message}>
            {(control) => <Input type="url" inputMode="url" placeholder="https://" aria-required="true" {...control} {...form.register('videoUrl')} />}
          </Field>
        ) : null}
      </div>
      <CheckboxField id={`${id}-active`} label="Aktiv" hint="Inaktive Kurse erscheinen nicht auf der Website und können nicht gebucht werden." {...form.register('isActive')} />
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
