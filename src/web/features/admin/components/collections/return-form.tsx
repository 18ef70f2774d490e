import { useId } from 'react';
import { Loader2, Undo2 } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { ChargeReturnInput, ChargeReturnValues, CollectionCharge } from '@shared/schemas/collections';
import { SEPA_RETURN_REASON_CODES, SEPA_RETURN_REASONS } from '@shared/sepa-return-reasons';
import { Field } from '@/components/form/field';
import { FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback, serverMessage } from '@/components/form/save-with-feedback';
import { NativeSelect } from '@/components/form/select';
import { useAppForm } from '@/components/form/use-app-form';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useRecordChargeReturn } from '@/features/admin/api/record-charge-return';

const resolver = lazyZodResolver(() => import('@shared/schemas/collections').then((schemas) => schemas.chargeReturnSchema));

/** The fee as typed ('3,50'), or null while it is no amount. */
function typedFee(value: unknown): number | null {
  const text = String(value ?? '').trim().replace(',', '.');
  if (text === '') return 0;
  const fee = Number(text);
  return Number.isFinite(fee) && fee >= 0 ? fee : null;
}

type ReturnFormProps = { charge: CollectionCharge; onBusy: (busy: boolean) => void; onDone: () => void };

/**
 * 'Rücklastschrift erfassen': the reason code from the bank's notice and the fee it charged. The member is
 * mailed the open amount (debit plus fee); a second return may hold their passes (Zahlungsverkehr).
 */
export function ReturnForm({ charge, onBusy, onDone }: ReturnFormProps) {
  const id = useId();
  const record = useRecordChargeReturn();
  const form = useAppForm<ChargeReturnInput, ChargeReturnValues>(resolver, { reasonCode: '' as ChargeReturnInput['reasonCode'], fee: '' });
  const { errors, isSubmitting } = form.formState;
  const fee = typedFee(form.watch('fee'));

  const onValid = async (values: ChargeReturnValues) => {
    onBusy(true);
    await saveWithFeedback({
      save: async () => {
        const result = await record.mutateAsync({ id: charge.id, ...values });
        const held = result.passesHeld > 0 ? ` ${result.passesHeld === 1 ? 'Eine Karte ist' : `${result.passesHeld} Karten sind`} bis zur Zahlung gesperrt.` : '';
        return { title: result.message, description: `${charge.member.name} erhält eine E-Mail über ${formatMoney(result.openAmount)}.${held}` };
      },
      fields: ['reasonCode', 'fee'],
      setError: form.setError,
      onSaved: onDone,
      failureTitle: 'Rücklastschrift nicht erfasst',
      failureDescription: serverMessage,
    });
    onBusy(false);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-5" aria-busy={isSubmitting}>
      <Field id={`${id}-reason`} label="Rückgabegrund" hint="Der Code steht auf der Rückbuchung im Kontoauszug, z. B. AM04." error={errors.reasonCode?.message}>
        {(control) => (
          <NativeSelect aria-required="true" {...control} {...form.register('reasonCode')}>
            <option value="" disabled>
              Bitte wählen
            </option>
            {SEPA_RETURN_REASON_CODES.map((code) => (
              <option key={code} value={code}>
                {code} – {SEPA_RETURN_REASONS[code]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${id}-fee`} label="Gebühr der Bank (€)" hint="Leer lassen, wenn die Bank nichts berechnet hat." error={errors.fee?.message}>
        {(control) => <Input inputMode="decimal" autoComplete="off" placeholder="0,00" className="sm:max-w-40" {...control} {...form.register('fee')} />}
      </Field>
      <p className="rounded-xl bg-muted px-4 py-3 text-sm" aria-live="polite">
        Offener Betrag für {charge.member.name}:{' '}
        <span className="font-semibold tabular-nums">{fee === null ? '–' : formatMoney((Math.round(charge.amount * 100) + Math.round(fee * 100)) / 100)}</span>
        <span className="block text-xs text-muted-foreground">
          {formatMoney(charge.amount)} Lastschrift zuzüglich Gebühr; das Mitglied erhält dazu eine E-Mail mit den Zahlungswegen.
        </span>
      </p>
      <FormDialogActions
        isSubmitting={isSubmitting}
        onCancel={onDone}
        submitLabel="Rücklastschrift erfassen"
        pendingLabel="Wird erfasst..."
        icon={isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Undo2 aria-hidden="true" />}
        submitVariant="destructive"
      />
    </form>
  );
}
