import { useId } from 'react';
import { PASS_TYPES, VAT_RATES } from '@shared/enums';
import { PASS_TYPE_LABELS, VAT_RATE_LABELS } from '@shared/labels';
import type { AdminCourse } from '@shared/schemas/courses';
import type { AdminPrice, PriceInput, PriceValues } from '@shared/schemas/prices';
import { useAppForm } from '@/components/form/use-app-form';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreatePrice } from '@/features/admin/api/create-price';
import { useUpdatePrice } from '@/features/admin/api/update-price';
import { CheckboxField } from '@/components/form/checkbox';
import { LabelledOptions, NativeSelect } from '@/components/form/select';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';

const resolver = lazyZodResolver(() => import('@shared/schemas/prices').then((schemas) => schemas.priceInputSchema));

const FIELDS = ['passType', 'amount', 'credits', 'validityDays', 'name', 'description', 'courseId', 'isActive', 'vatRate', 'vatExemptionNote'] as const;

type PriceForm = {
  passType: PriceValues['passType'];
  amount: string;
  credits: string;
  validityDays: string;
  name: string;
  description: string;
  courseId: string;
  isActive: boolean;
  vatRate: string;
  vatExemptionNote: string;
};

/** The select's options: the rates as the form holds them (text). */
const VAT_RATE_TEXTS = Object.fromEntries(VAT_RATES.map((rate) => [String(rate), VAT_RATE_LABELS[rate]])) as Record<string, string>;

/** '59,90': the amount as a German user types it. */
const amountText = (amount: number) => amount.toFixed(2).replace('.', ',');

const valuesOf = (price: AdminPrice | null): PriceForm => ({
  passType: price?.passType ?? 'SINGLE',
  amount: price ? amountText(price.amount) : '',
  credits: price?.credits != null ? String(price.credits) : '',
  validityDays: price ? String(price.validityDays) : '',
  name: price?.name ?? '',
  description: price?.description ?? '',
  courseId: price?.courseId ?? '',
  isActive: price?.isActive ?? true,
  vatRate: String(price?.vatRate ?? 19),
  vatExemptionNote: price?.vatExemptionNote ?? '',
});

type PriceFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; price: AdminPrice | null; courses: AdminCourse[] };

/** Create or edit a price: name, price with 2 decimals and validity required. */
export function PriceFormDialog({ open, onOpenChange, price, courses }: PriceFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={price ? 'Preis bearbeiten' : 'Neuer Preis'} description="Kartenart, Preis, Eintritte und Gültigkeit; optional an einen Kurs gebunden.">
      {(close) => <PriceForm price={price} courses={courses} onDone={close} />}
    </FormDialog>
  );
}

function PriceForm({ price, courses, onDone }: { price: AdminPrice | null; courses: AdminCourse[]; onDone: () => void }) {
  const id = useId();
  const create = useCreatePrice();
  const update = useUpdatePrice();
  const form = useAppForm<PriceInput, PriceValues>(resolver, valuesOf(price) as PriceInput);
  const { errors, isSubmitting } = form.formState;

  const onValid = (values: PriceValues) =>
    saveWithFeedback({
      save: async () => {
        if (price) await update.mutateAsync({ id: price.id, input: values });
        else await create.mutateAsync(values);
        return { title: price ? 'Preis aktualisiert' : 'Preis erstellt', description: `„${values.name}“ ist gespeichert.` };
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
      <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(control) => <Input aria-required="true" autoComplete="off" {...control} {...form.register('name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-type`} label="Kartenart" error={errors.passType?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('passType')}>
              <LabelledOptions values={PASS_TYPES} labels={PASS_TYPE_LABELS} />
            </NativeSelect>
          )}
        </Field>
        <Field id={`${id}-amount`} label="Preis (€)" hint="z. B. 59,90" error={errors.amount?.message}>
          {(control) => <Input inputMode="decimal" aria-required="true" {...control} {...form.register('amount')} />}
        </Field>
        <Field id={`${id}-credits`} label="Eintritte" hint="Leer lassen, wenn unbegrenzt" error={errors.credits?.message}>
          {(control) => <Input inputMode="numeric" {...control} {...form.register('credits')} />}
        </Field>
        <Field id={`${id}-validity`} label="Gültigkeit (Tage)" error={errors.validityDays?.message}>
          {(control) => <Input inputMode="numeric" aria-required="true" {...control} {...form.register('validityDays')} />}
        </Field>
        <Field id={`${id}-vat`} label="Umsatzsteuer" hint="Im Preis enthalten; die Rechnung weist sie aus." error={errors.vatRate?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('vatRate')}>
              <LabelledOptions values={VAT_RATES.map(String)} labels={VAT_RATE_TEXTS} />
            </NativeSelect>
          )}
        </Field>
      </div>
      {form.watch('vatRate') === '0' ? (
        <Field id={`${id}-vat-note`} label="Grund der Steuerbefreiung" hint="Steht so auf der Rechnung, z. B. Steuerfrei nach § 4 Nr. 22 UStG" error={errors.vatExemptionNote?.message}>
          {(control) => <Input aria-required="true" {...control} {...form.register('vatExemptionNote')} />}
        </Field>
      ) : null}
      <Field id={`${id}-course`} label="Kurs" hint="Ohne Kurs gilt der Preis allgemein." error={errors.courseId?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('courseId')}>
            <option value="">Allgemein</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.isActive ? course.name : `${course.name} (inaktiv)`}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${id}-description`} label="Beschreibung" error={errors.description?.message}>
        {(control) => <Textarea rows={3} {...control} {...form.register('description')} />}
      </Field>
      <CheckboxField id={`${id}-active`} label="Aktiv" hint="Aktive Preise stehen auf der öffentlichen Preisseite." {...form.register('isActive')} />
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
