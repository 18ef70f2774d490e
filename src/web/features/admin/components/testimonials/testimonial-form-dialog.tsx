import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { AdminTestimonial, TestimonialInput, TestimonialValues } from '@shared/schemas/admin-testimonials';
import { useAppForm } from '@/components/form/use-app-form';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateTestimonial, useUpdateTestimonial } from '@/features/admin/api/admin-testimonials';
import { CheckboxField } from '@/components/form/checkbox';
import { NativeSelect } from '@/components/form/select';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';
import { AvatarField } from './avatar-field';

const resolver = lazyZodResolver(() => import('@shared/schemas/admin-testimonials').then((schemas) => schemas.testimonialInputSchema));

const FIELDS = ['name', 'role', 'content', 'rating', 'isActive', 'isFeatured', 'avatarUrl'] as const;
const RATINGS = [5, 4, 3, 2, 1] as const;

type TestimonialForm = { name: string; role: string; content: string; rating: string; isActive: boolean; isFeatured: boolean; avatarUrl: string };

/** A new testimonial: rating 5, active and not featured. */
const valuesOf = (testimonial: AdminTestimonial | null): TestimonialForm => ({
  name: testimonial?.name ?? '',
  role: testimonial?.role ?? '',
  content: testimonial?.content ?? '',
  rating: String(testimonial?.rating ?? 5),
  isActive: testimonial?.isActive ?? true,
  isFeatured: testimonial?.isFeatured ?? false,
  avatarUrl: testimonial?.avatarUrl ?? '',
});

type TestimonialFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; testimonial: AdminTestimonial | null };

/** Create or edit a testimonial. */
export function TestimonialFormDialog({ open, onOpenChange, testimonial }: TestimonialFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={testimonial ? 'Testimonial bearbeiten' : 'Neues Testimonial'}
      description="Name, Text und Bewertung; hervorgehobene aktive Testimonials zeigt die Startseite."
    >
      {(close) => <TestimonialFormFields testimonial={testimonial} onDone={close} />}
    </FormDialog>
  );
}

function TestimonialFormFields({ testimonial, onDone }: { testimonial: AdminTestimonial | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const form = useAppForm<TestimonialInput, TestimonialValues>(resolver, valuesOf(testimonial) as TestimonialInput);
  const { errors, isSubmitting } = form.formState;

  const onValid = (values: TestimonialValues) =>
    saveWithFeedback({
      save: async () => {
        if (testimonial) await update.mutateAsync({ id: testimonial.id, input: values });
        else await create.mutateAsync(values);
        return { title: testimonial ? 'Testimonial aktualisiert' : 'Testimonial erstellt', description: `Das Testimonial von „${values.name}“ ist gespeichert.` };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: onDone,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-4" aria-busy={isSubmitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(control) => <Input aria-required="true" autoComplete="off" {...control} {...form.register('name')} />}
        </Field>
        <Field id={`${id}-role`} label="Rolle" hint="z. B. Mitglied seit 2021" error={errors.role?.message}>
          {(control) => <Input autoComplete="off" {...control} {...form.register('role')} />}
        </Field>
      </div>
      <Field id={`${id}-content`} label="Inhalt" error={errors.content?.message}>
        {(control) => <Textarea rows={4} aria-required="true" {...control} {...form.register('content')} />}
      </Field>
      <Field id={`${id}-rating`} label="Bewertung" error={errors.rating?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('rating')}>
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {rating === 1 ? '1 Stern' : `${rating} Sterne`}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Controller
        control={form.control}
        name="avatarUrl"
        render={({ field }) => (
          <AvatarField value={(field.value as string | null | undefined) ?? ''} onChange={field.onChange} error={errors.avatarUrl?.message} name={form.watch('name') ?? ''} />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckboxField id={`${id}-active`} label="Aktiv" hint="Inaktive Testimonials erscheinen nirgends." {...form.register('isActive')} />
        <CheckboxField id={`${id}-featured`} label="Hervorgehoben" hint="Auf der Startseite zeigen." {...form.register('isFeatured')} />
      </div>
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
