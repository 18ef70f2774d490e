import { useId } from 'react';
import type { z } from 'zod';
import { SquarePen } from 'lucide-react';
import { MAX_PASS_CORRECTION, passBalanceText } from '@shared/schemas/pass-texts';
import type { AdminPass, PassCorrectionInput, passCorrectionSchema } from '@shared/schemas/passes';
import { Field } from '@/components/form/field';
import { FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback, serverMessage } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCorrectPass } from '@/features/admin/api/correct-pass';

type Values = z.input<typeof passCorrectionSchema>;

const resolver = lazyZodResolver(() => import('@shared/schemas/passes').then((schemas) => schemas.passCorrectionSchema));

/** The balance the correction would leave, while the number typed is one the server would take. */
function afterCorrection(pass: AdminPass, typed: unknown) {
  const delta = Number(typed);
  if (pass.balance === null || pass.credits === null || !Number.isInteger(delta) || delta === 0 || Math.abs(delta) > MAX_PASS_CORRECTION) return null;
  const balance = pass.balance + delta;
  return balance < 0 ? null : `Danach: ${passBalanceText({ credits: pass.credits, balance })}`;
}

/** 'Korrektur': ±n entries with a reason, which the pass's history shows to the office and the member. */
export function CorrectionForm({ pass, onBusy, onDone }: { pass: AdminPass; onBusy: (busy: boolean) => void; onDone: () => void }) {
  const id = useId();
  const correct = useCorrectPass();
  const form = useAppForm<Values, PassCorrectionInput>(resolver, { delta: '', reason: '' });
  const { errors, isSubmitting } = form.formState;
  const preview = afterCorrection(pass, form.watch('delta'));

  const onValid = async (values: PassCorrectionInput) => {
    onBusy(true);
    await saveWithFeedback({
      save: async () => {
        const { message, pass: changed } = await correct.mutateAsync({ id: pass.id, ...values });
        return { title: message, description: `${changed.productName}: ${passBalanceText(changed)}.` };
      },
      fields: ['delta', 'reason'],
      setError: form.setError,
      onSaved: onDone,
      failureDescription: serverMessage,
    });
    onBusy(false);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-5" aria-busy={isSubmitting}>
      <p className="rounded-lg bg-muted p-3 text-sm">
        Jetzt: <span className="font-semibold">{passBalanceText(pass)}</span>
      </p>
      <Field
        id={`${id}-delta`}
        label="Eintritte (+/−)"
        hint={preview ?? 'Eine positive Zahl schreibt Eintritte gut, eine negative zieht sie ab, z. B. -2.'}
        error={errors.delta?.message}
      >
        {(control) => <Input type="number" step={1} inputMode="numeric" autoComplete="off" aria-required="true" className="sm:w-40" {...control} {...form.register('delta')} />}
      </Field>
      <Field id={`${id}-reason`} label="Grund" hint="Steht im Verlauf der Karte, auch für das Mitglied." error={errors.reason?.message}>
        {(control) => <Textarea rows={2} maxLength={200} aria-required="true" className="min-h-20" {...control} {...form.register('reason')} />}
      </Field>
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} submitLabel="Korrektur buchen" pendingLabel="Wird gebucht..." icon={<SquarePen aria-hidden="true" />} />
    </form>
  );
}
