import { useId, useState } from 'react';
import type { z } from 'zod';
import { Plus } from 'lucide-react';
import { PAYMENT_STATUSES } from '@shared/enums';
import { PAYMENT_STATUS_LABELS } from '@shared/labels';
import { formatMoney } from '@shared/money';
import { PAYMENT_METHODS } from '@shared/constants';
import type { CreatePaymentInput, createPaymentSchema, PaymentMember } from '@shared/schemas/payments';
import { Field } from '@/components/form/field';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { saveWithFeedback, serverMessage } from '@/components/form/save-with-feedback';
import { LabelledOptions, NativeSelect } from '@/components/form/select';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { usePrices } from '@/features/prices';
import { useCreatePayment } from '@/features/admin/api/create-payment';
import { MemberPicker } from '../member-picker';

type Values = z.input<typeof createPaymentSchema>;

const resolver = lazyZodResolver(() => import('@shared/schemas/payments').then((schemas) => schemas.createPaymentSchema));

const FIELDS = ['userId', 'amount', 'paymentMethod', 'status', 'priceId'] as const;
const EMPTY: Values = { userId: '', amount: '', paymentMethod: '', status: 'pending', priceId: '' };

/** 'Zahlung erfassen': a payment for a member found by e-mail, with amount, method, status and an optional price. */
export function RecordPaymentDialog() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      width="lg"
      title="Zahlung erfassen"
      description="Die Zahlung erscheint sofort im Mitgliederbereich des Mitglieds."
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Zahlung erfassen
        </Button>
      }
    >
      {(close) => <RecordPaymentForm onBusy={setBusy} onDone={close} />}
    </FormDialog>
  );
}

function RecordPaymentForm({ onBusy, onDone }: { onBusy: (busy: boolean) => void; onDone: () => void }) {
  const id = useId();
  const create = useCreatePayment();
  const prices = usePrices();
  const [member, setMember] = useState<PaymentMember | null>(null);
  const form = useAppForm<Values, CreatePaymentInput>(resolver, EMPTY);
  const { errors, isSubmitting } = form.formState;

  function pick(next: PaymentMember | null) {
    setMember(next);
    form.setValue('userId', next?.id ?? '', { shouldValidate: form.formState.isSubmitted });
  }

  function pickPrice(priceId: string) {
    form.setValue('priceId', priceId);
    const price = prices.data?.find((p) => p.id === priceId);
    if (price) form.setValue('amount', price.amount.toFixed(2).replace('.', ','), { shouldValidate: form.formState.isSubmitted });
  }

  const onValid = async (values: CreatePaymentInput) => {
    onBusy(true);
    await saveWithFeedback({
      save: async () => {
        const { message } = await create.mutateAsync(values);
        return { title: message, description: member ? `Für ${member.name} (${member.email}).` : undefined };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: onDone,
      failureDescription: serverMessage,
    });
    onBusy(false);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid min-w-0 gap-5" aria-busy={isSubmitting}>
      <MemberPicker id={`${id}-member`} member={member} onPick={pick} error={errors.userId?.message} />

      <Field id={`${id}-price`} label="Preis (optional)" hint="Übernimmt den Betrag des Preises." error={errors.priceId?.message}>
        {(control) => (
          <NativeSelect {...control} value={form.watch('priceId') ?? ''} onChange={(event) => pickPrice(event.target.value)}>
            <option value="">Kein Preis</option>
            {(prices.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} – {formatMoney(p.amount, p.currency)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-amount`} label="Betrag in €" hint="Zum Beispiel 59,00" error={errors.amount?.message}>
          {(control) => <Input inputMode="decimal" autoComplete="off" aria-required="true" {...control} {...form.register('amount')} />}
        </Field>
        <Field id={`${id}-method`} label="Zahlungsart" error={errors.paymentMethod?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('paymentMethod')}>
              <option value="">Keine Angabe</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {method}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>

      <Field id={`${id}-status`} label="Status" hint="Abgeschlossen setzt das Zahlungsdatum auf heute." error={errors.status?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('status')}>
            <LabelledOptions values={PAYMENT_STATUSES} labels={PAYMENT_STATUS_LABELS} />
          </NativeSelect>
        )}
      </Field>

      <FormDialogActions isSubmitting={isSubmitting} submitLabel="Zahlung erfassen" pendingLabel="Wird gespeichert..." icon={<Plus aria-hidden="true" />} />
    </form>
  );
}
