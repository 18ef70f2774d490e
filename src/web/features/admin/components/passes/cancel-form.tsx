import { useId } from 'react';
import type { z } from 'zod';
import { TicketX, TriangleAlert } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { AdminPass, CancelPassInput, cancelPassSchema } from '@shared/schemas/passes';
import { Field } from '@/components/form/field';
import { FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback, serverMessage } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Alert } from '@/components/ui/alert';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCancelPass } from '@/features/admin/api/cancel-pass';

type Values = z.input<typeof cancelPassSchema>;

const resolver = lazyZodResolver(() => import('@shared/schemas/passes').then((schemas) => schemas.cancelPassSchema));

/** What a cancellation does to this pass, said before it is done. */
function consequences(pass: AdminPass): string[] {
  const left = pass.credits === null ? 0 : (pass.balance ?? 0);
  const lapse =
    left === 0
      ? 'Die Karte gilt ab sofort nicht mehr.'
      : `Die Karte gilt ab sofort nicht mehr: ${left === 1 ? 'Der restliche Eintritt verfällt.' : `Die restlichen ${left} Eintritte verfallen.`}`;
  const payment = !pass.payment
    ? null
    : pass.payment.status === 'completed'
      ? `Die Zahlung über ${formatMoney(pass.payment.amount)} wird als erstattet markiert.`
      : pass.payment.status === 'pending'
        ? `Die Zahlung über ${formatMoney(pass.payment.amount)} ist noch offen und bleibt es.`
        : null;
  return [lapse, ...(payment ? [payment] : []), 'Bereits gebuchte Termine bleiben bestehen. Das lässt sich nicht rückgängig machen.'];
}

/** 'Stornieren': the pass ends now, entries left are void and its payment refunded; the reason is kept. */
export function CancelForm({ pass, onBusy, onDone }: { pass: AdminPass; onBusy: (busy: boolean) => void; onDone: () => void }) {
  const id = useId();
  const cancel = useCancelPass();
  const form = useAppForm<Values, CancelPassInput>(resolver, { reason: '' });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: CancelPassInput) => {
    onBusy(true);
    await saveWithFeedback({
      save: async () => {
        const { message, pass: changed } = await cancel.mutateAsync({ id: pass.id, ...values });
        return { title: message, description: `${changed.productName} von ${changed.member.name}.` };
      },
      fields: ['reason'],
      setError: form.setError,
      onSaved: onDone,
      failureDescription: serverMessage,
    });
    onBusy(false);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-5" aria-busy={isSubmitting}>
      <Alert variant="destructive" role="note">
        <TriangleAlert aria-hidden="true" />
        <ul className="grid gap-1">
          {consequences(pass).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Alert>
      <Field id={`${id}-reason`} label="Grund der Stornierung" hint="Wird mit der Stornierung gespeichert." error={errors.reason?.message}>
        {(control) => <Textarea rows={2} maxLength={200} aria-required="true" className="min-h-20" {...control} {...form.register('reason')} />}
      </Field>
      <FormDialogActions
        isSubmitting={isSubmitting}
        onCancel={onDone}
        submitLabel="Karte stornieren"
        pendingLabel="Wird storniert..."
        icon={<TicketX aria-hidden="true" />}
        submitVariant="destructive"
      />
    </form>
  );
}
