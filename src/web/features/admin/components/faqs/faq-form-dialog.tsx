import { useId } from 'react';
import type { AdminFaq, FaqInput, FaqValues } from '@shared/schemas/admin-faqs';
import { useAppForm } from '@/components/form/use-app-form';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateFaq, useUpdateFaq } from '@/features/admin/api/admin-faqs';
import { CheckboxField } from '@/components/form/checkbox';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';

const resolver = lazyZodResolver(() => import('@shared/schemas/admin-faqs').then((schemas) => schemas.faqInputSchema));

const FIELDS = ['question', 'answer', 'category', 'displayOrder', 'isActive'] as const;

type FaqForm = { question: string; answer: string; category: string; displayOrder: string; isActive: boolean };

/** A new FAQ has display order 0 and is active. */
const valuesOf = (faq: AdminFaq | null): FaqForm => ({
  question: faq?.question ?? '',
  answer: faq?.answer ?? '',
  category: faq?.category ?? '',
  displayOrder: String(faq?.displayOrder ?? 0),
  isActive: faq?.isActive ?? true,
});

type FaqFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; faq: AdminFaq | null; categories: string[] };

/** Create or edit a FAQ. */
export function FaqFormDialog({ open, onOpenChange, faq, categories }: FaqFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={faq ? 'FAQ bearbeiten' : 'Neue FAQ'}
      description="Frage und Antwort; aktive FAQs erscheinen auf /faq und auf der Preisseite."
    >
      {(close) => <FaqFormFields faq={faq} categories={categories} onDone={close} />}
    </FormDialog>
  );
}

function FaqFormFields({ faq, categories, onDone }: { faq: AdminFaq | null; categories: string[]; onDone: () => void }) {
  const id = useId();
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const form = useAppForm<FaqInput, FaqValues>(resolver, valuesOf(faq) as FaqInput);
  const { errors, isSubmitting } = form.formState;

  const onValid = (values: FaqValues) =>
    saveWithFeedback({
      save: async () => {
        if (faq) await update.mutateAsync({ id: faq.id, input: values });
        else await create.mutateAsync(values);
        return { title: faq ? 'FAQ aktualisiert' : 'FAQ erstellt', description: `„${values.question}“ ist gespeichert.` };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: onDone,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-4" aria-busy={isSubmitting}>
      <Field id={`${id}-question`} label="Frage" error={errors.question?.message}>
        {(control) => <Input aria-required="true" autoComplete="off" {...control} {...form.register('question')} />}
      </Field>
      <Field id={`${id}-answer`} label="Antwort" error={errors.answer?.message}>
        {(control) => <Textarea rows={5} aria-required="true" {...control} {...form.register('answer')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-category`} label="Kategorie" hint="Gruppiert die Fragen auf /faq" error={errors.category?.message}>
          {(control) => <Input list={`${id}-categories`} autoComplete="off" {...control} {...form.register('category')} />}
        </Field>
        <Field id={`${id}-order`} label="Reihenfolge" hint="Kleinere Zahlen stehen weiter oben" error={errors.displayOrder?.message}>
          {(control) => <Input inputMode="numeric" {...control} {...form.register('displayOrder')} />}
        </Field>
      </div>
      <datalist id={`${id}-categories`}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <CheckboxField id={`${id}-active`} label="Aktiv" hint="Inaktive FAQs bleiben gespeichert, erscheinen aber nicht auf der Website." {...form.register('isActive')} />
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
