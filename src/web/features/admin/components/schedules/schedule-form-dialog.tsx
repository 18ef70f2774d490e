import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { WEEKDAY_LABELS } from '@shared/labels';
import type { AdminCourse } from '@shared/schemas/courses';
import type { AdminRoom } from '@shared/schemas/rooms';
import type { AdminSchedule, ScheduleInput, ScheduleValues } from '@shared/schemas/schedules';
import type { AdminTrainer } from '@shared/schemas/admin-trainers';
import { useAppForm } from '@/components/form/use-app-form';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateSchedule } from '@/features/admin/api/create-schedule';
import { useUpdateSchedule } from '@/features/admin/api/update-schedule';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';
import { CheckboxField } from '@/components/form/checkbox';
import { NativeSelect } from '@/components/form/select';

const resolver = lazyZodResolver(() => import('@shared/schemas/schedules').then((schemas) => schemas.scheduleInputSchema));

const FIELDS = ['courseId', 'dayOfWeek', 'startTime', 'endTime', 'trainerId', 'roomId', 'isActive'] as const;

/** The office's week: Monday first, Sunday (0) last. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

type ScheduleForm = { courseId: string; dayOfWeek: string; startTime: string; endTime: string; trainerId: string; roomId: string; isActive: boolean };

const valuesOf = (schedule: AdminSchedule | null): ScheduleForm => ({
  courseId: schedule?.courseId ?? '',
  dayOfWeek: String(schedule?.dayOfWeek ?? 1),
  startTime: schedule?.startTime ?? '',
  endTime: schedule?.endTime ?? '',
  trainerId: schedule?.trainerId ?? '',
  roomId: schedule?.roomId ?? '',
  isActive: schedule?.isActive ?? true,
});

export type ScheduleChoices = { courses: AdminCourse[]; trainers: AdminTrainer[]; rooms: AdminRoom[] };

type ScheduleFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; schedule: AdminSchedule | null; choices: ScheduleChoices };

/** Create or edit a weekly slot: Monday by default, the end from the course's duration. */
export function ScheduleFormDialog({ open, onOpenChange, schedule, choices }: ScheduleFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={schedule ? 'Zeitplan bearbeiten' : 'Neuer Zeitplan'}
      description="Kurs, Wochentag, Uhrzeit, Trainer und Raum eines wöchentlichen Termins."
    >
      {(close) => <ScheduleForm schedule={schedule} choices={choices} onDone={close} />}
    </FormDialog>
  );
}

const inactive = (name: string, isActive: boolean) => (isActive ? name : `${name} (inaktiv)`);

function ScheduleForm({ schedule, choices, onDone }: { schedule: AdminSchedule | null; choices: ScheduleChoices; onDone: () => void }) {
  const id = useId();
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const form = useAppForm<ScheduleInput, ScheduleValues>(resolver, valuesOf(schedule) as ScheduleInput);
  const { errors, isSubmitting } = form.formState;
  const courseId = useWatch({ control: form.control, name: 'courseId' });
  const duration = choices.courses.find((course) => course.id === courseId)?.durationMinutes;

  const onValid = (values: ScheduleValues) =>
    saveWithFeedback({
      save: async () => {
        const { schedule: s } = schedule ? await update.mutateAsync({ id: schedule.id, input: values }) : await create.mutateAsync(values);
        return { title: schedule ? 'Zeitplan aktualisiert' : 'Zeitplan erstellt', description: `${s.courseName}, ${WEEKDAY_LABELS[s.dayOfWeek]} ${s.startTime}–${s.endTime} Uhr` };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: onDone,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-4" aria-busy={isSubmitting}>
      <Field id={`${id}-course`} label="Kurs" error={errors.courseId?.message}>
        {(control) => (
          <NativeSelect aria-required="true" {...control} {...form.register('courseId')}>
            <option value="">Kurs wählen</option>
            {choices.courses.map((course) => (
              <option key={course.id} value={course.id}>
                {inactive(course.name, course.isActive)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${id}-day`} label="Wochentag" error={errors.dayOfWeek?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('dayOfWeek')}>
            {WEEK_ORDER.map((day) => (
              <option key={day} value={String(day)}>
                {WEEKDAY_LABELS[day]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-start`} label="Startzeit" error={errors.startTime?.message}>
          {(control) => <Input type="time" aria-required="true" {...control} {...form.register('startTime')} />}
        </Field>
        <Field
          id={`${id}-end`}
          label="Endzeit"
          hint={duration ? `Leer lassen: Startzeit plus Kursdauer (${duration} Minuten).` : 'Leer lassen: Startzeit plus Kursdauer.'}
          error={errors.endTime?.message}
        >
          {(control) => <Input type="time" {...control} {...form.register('endTime')} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-trainer`} label="Trainer" error={errors.trainerId?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('trainerId')}>
              <option value="">Kein Trainer</option>
              {choices.trainers.map((trainer) => (
                <option key={trainer.id} value={trainer.id}>
                  {inactive(`${trainer.firstName} ${trainer.lastName}`, trainer.isActive)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id={`${id}-room`} label="Raum" error={errors.roomId?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('roomId')}>
              <option value="">Kein Raum</option>
              {choices.rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {inactive(room.name, room.isActive)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <CheckboxField
        id={`${id}-active`}
        label="Aktiv"
        hint="Der Session-Generator erzeugt nur aus aktiven Zeitplänen neue Sessions."
        {...form.register('isActive')}
      />
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
