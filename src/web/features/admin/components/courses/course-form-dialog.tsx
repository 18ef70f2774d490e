import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import { COURSE_LEVELS, VIDEO_TYPES } from '@shared/enums';
import { ADMIN_LEVEL_LABELS, VIDEO_TYPE_LABELS } from '@shared/labels';
import type { AdminCourse, CourseInput, CourseValues } from '@shared/schemas/courses';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useCreateCourse } from '@/features/admin/api/create-course';
import { useUpdateCourse } from '@/features/admin/api/update-course';
import { applyFieldErrors, CheckboxField, NativeSelect } from '../catalog/form-parts';

const resolver = lazyZodResolver(() => import('@shared/schemas/courses').then((schemas) => schemas.courseInputSchema));

const FIELDS = ['name', 'description', 'level', 'durationMinutes', 'maxParticipants', 'isActive', 'imageUrl', 'videoType', 'videoUrl'] as const;

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
};

const valuesOf = (course: AdminCourse | null): CourseForm => ({
  name: course?.name ?? '',
  description: course?.description ?? '',
  level: course?.level ?? 'BEGINNER',
  durationMinutes: String(course?.durationMinutes ?? 60),
  maxParticipants: String(course?.maxParticipants ?? 12),
  isActive: course?.isActive ?? true,
  imageUrl: course?.imageUrl ?? '',
  videoType: course?.videoType ?? 'none',
  videoUrl: course?.videoUrl ?? '',
});

type CourseFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; course: AdminCourse | null };

/** Create or edit a course (spec 2 §2 Kurse, §3 courses): new courses are for beginners and active. */
export function CourseFormDialog({ open, onOpenChange, course }: CourseFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{course ? 'Kurs bearbeiten' : 'Neuer Kurs'}</DialogTitle>
          <DialogDescription>Beschreibung, Niveau, Dauer, Teilnehmerzahl, Bild und Video des Kurses.</DialogDescription>
        </DialogHeader>
        {open ? <CourseForm course={course} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CourseForm({ course, onDone }: { course: AdminCourse | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const form = useForm<CourseInput, unknown, CourseValues>({ resolver, defaultValues: valuesOf(course) as CourseInput, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { errors, isSubmitting } = form.formState;
  const videoType = form.watch('videoType');

  const onValid = async (values: CourseValues) => {
    try {
      if (course) await update.mutateAsync({ id: course.id, input: values });
      else await create.mutateAsync(values);
      toast.success(course ? 'Kurs aktualisiert' : 'Kurs erstellt', { description: `„${values.name}“ ist gespeichert.` });
      onDone();
    } catch (error) {
      if (isApiError(error)) applyFieldErrors(error.fields, FIELDS, form.setError);
      toast.error('Fehler beim Speichern', { description: errorMessage(error) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, () => toast.error('Fehler beim Speichern', { description: 'Bitte überprüfen Sie Ihre Eingaben.' }))}
      className="grid gap-4"
      aria-busy={isSubmitting}
    >
      <Field id={`${id}-name`} label="Kursname" error={errors.name?.message}>
        {(control) => <Input aria-required="true" autoComplete="off" {...control} {...form.register('name')} />}
      </Field>
      <Field id={`${id}-description`} label="Beschreibung" error={errors.description?.message}>
        {(control) => <Textarea rows={4} {...control} {...form.register('description')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-level`} label="Niveau" error={errors.level?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('level')}>
              {COURSE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {ADMIN_LEVEL_LABELS[level]}
                </option>
              ))}
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
      <Field id={`${id}-image`} label="Bild-URL" hint="Ohne eigenes Bild zeigt die Website das passende Standardbild." error={errors.imageUrl?.message}>
        {(control) => <Input type="url" inputMode="url" placeholder="https://" {...control} {...form.register('imageUrl')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <Field id={`${id}-video-type`} label="Video" error={errors.videoType?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('videoType')}>
              {VIDEO_TYPES.map((type) => (
                <option key={type} value={type}>
                  {VIDEO_TYPE_LABELS[type]}
                </option>
              ))}
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {isSubmitting ? 'Wird gespeichert...' : 'Speichern'}
        </Button>
      </DialogFooter>
    </form>
  );
}
