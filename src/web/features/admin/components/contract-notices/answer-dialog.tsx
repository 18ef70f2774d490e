import { useId, useState } from 'react';
import type { z } from 'zod';
import { Check, X } from 'lucide-react';
import type {
  AdminContractNotice,
  ConfirmContractNoticeInput,
  confirmContractNoticeSchema,
  RejectContractNoticeInput,
  rejectContractNoticeSchema,
} from '@shared/schemas/contract-notices';
import { germanDay } from '@shared/time';
import { Field } from '@/components/form/field';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback, serverMessage } from '@/components/form/save-with-feedback';
import { NativeSelect } from '@/components/form/select';
import { useAppForm } from '@/components/form/use-app-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useConfirmContractNotice } from '@/features/admin/api/confirm-contract-notice';
import { useRejectContractNotice } from '@/features/admin/api/reject-contract-notice';
import type { NoticeAction } from './notices-list';
import { noticeFacts, noticeOf } from './notice-text';

const confirmResolver = lazyZodResolver(() => import('@shared/schemas/contract-notices').then((schemas) => schemas.confirmContractNoticeSchema));
const rejectResolver = lazyZodResolver(() => import('@shared/schemas/contract-notices').then((schemas) => schemas.rejectContractNoticeSchema));

type AnswerDialogProps = { open: { notice: AdminContractNotice; action: NoticeAction } | null; onClose: () => void };

/** 'Bestätigen' or 'Ablehnen' of one notice, over the list; the facts the decision rests on come first. */
export function AnswerDialog({ open, onClose }: AnswerDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirming = open?.action === 'confirm';
  return (
    <FormDialog
      open={open !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      busy={busy}
      width="lg"
      title={confirming ? 'Kündigung bestätigen' : 'Kündigung ablehnen'}
      description={
        confirming
          ? 'Der Absender erhält die Bestätigung mit dem Vertragsende per E-Mail.'
          : 'Der Absender erhält die Ablehnung mit Ihrer Begründung per E-Mail.'
      }
    >
      {(close) =>
        open ? (
          <div className="grid min-w-0 gap-5">
            <Facts notice={open.notice} />
            {confirming ? (
              <ConfirmForm key={open.notice.id} notice={open.notice} onBusy={setBusy} onDone={close} />
            ) : (
              <RejectForm key={open.notice.id} notice={open.notice} onBusy={setBusy} onDone={close} />
            )}
          </div>
        ) : null
      }
    </FormDialog>
  );
}

function Facts({ notice }: { notice: AdminContractNotice }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-muted/60 p-3 text-sm">
      {noticeFacts(notice).map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type FormProps = { notice: AdminContractNotice; onBusy: (busy: boolean) => void; onDone: () => void };

function ConfirmForm({ notice, onBusy, onDone }: FormProps) {
  const id = useId();
  const confirm = useConfirmContractNotice();
  const form = useAppForm<z.input<typeof confirmContractNoticeSchema>, ConfirmContractNoticeInput>(confirmResolver, { endsOn: notice.endsOn ?? '', orderId: '', note: '' });
  const { errors, isSubmitting } = form.formState;
  const picked = notice.candidates.find((contract) => contract.id === form.watch('orderId'));

  const onValid = async (values: ConfirmContractNoticeInput) => {
    onBusy(true);
    await saveWithFeedback({
      save: async () => {
        await confirm.mutateAsync({ id: notice.id, ...values });
        return { title: 'Kündigung bestätigt', description: `${notice.name} erhält die Bestätigung: Vertragsende ${germanDay(values.endsOn)}.` };
      },
      fields: ['endsOn', 'orderId', 'note'],
      setError: form.setError,
      onSaved: onDone,
      failureDescription: serverMessage,
    });
    onBusy(false);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-5" aria-busy={isSubmitting}>
      {notice.order ? (
        <p className="text-sm text-muted-foreground">
          Der Vertrag {notice.contract} endet an diesem Tag; danach wird nichts mehr berechnet. Berechnet nach den Vertragsbedingungen:{' '}
          {notice.endsOn ? germanDay(notice.endsOn) : '–'}.
        </p>
      ) : notice.candidates.length > 0 ? (
        <Field
          id={`${id}-order`}
          label="Vertrag des Mitglieds (optional)"
          hint="Gewählt, endet dieser Vertrag am Vertragsende; ohne Wahl ist es eine freie Bestätigung."
          error={errors.orderId?.message}
        >
          {(control) => (
            <NativeSelect
              {...control}
              {...form.register('orderId', {
                onChange: (event) => {
                  const contract = notice.candidates.find((candidate) => candidate.id === event.target.value);
                  if (contract && !form.getValues('endsOn')) form.setValue('endsOn', contract.earliestEnd);
                },
              })}
            >
              <option value="">Keinen Vertrag verknüpfen</option>
              {notice.candidates.map((contract) => (
                <option key={contract.id} value={contract.id}>
                  {contract.productName} (seit {germanDay(contract.startsOn)})
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      ) : (
        <p className="text-sm text-muted-foreground">Kein Vertrag zugeordnet: Tragen Sie das Vertragsende ein, das Sie dem Absender bestätigen.</p>
      )}
      <Field
        id={`${id}-ends`}
        label="Vertragsende"
        hint={picked ? `Frühestes ordentliches Ende dieses Vertrags: ${germanDay(picked.earliestEnd)}.` : notice.order ? 'Sie können das berechnete Datum anpassen.' : undefined}
        error={errors.endsOn?.message}
        className="sm:max-w-xs"
      >
        {(control) => <Input type="date" aria-required="true" {...control} {...form.register('endsOn')} />}
      </Field>
      <Field id={`${id}-note`} label="Hinweis an den Absender (optional)" hint="Steht in der Bestätigung." error={errors.note?.message}>
        {(control) => <Textarea rows={2} className="min-h-20" {...control} {...form.register('note')} />}
      </Field>
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} submitLabel="Bestätigen" pendingLabel="Wird bestätigt..." icon={<Check aria-hidden="true" />} />
    </form>
  );
}

function RejectForm({ notice, onBusy, onDone }: FormProps) {
  const id = useId();
  const reject = useRejectContractNotice();
  const form = useAppForm<z.input<typeof rejectContractNoticeSchema>, RejectContractNoticeInput>(rejectResolver, { note: '' });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: RejectContractNoticeInput) => {
    onBusy(true);
    await saveWithFeedback({
      save: async () => {
        await reject.mutateAsync({ id: notice.id, ...values });
        return { title: 'Kündigung abgelehnt', description: `${noticeOf(notice)}: ${notice.email} erhält die Begründung per E-Mail.` };
      },
      fields: ['note'],
      setError: form.setError,
      onSaved: onDone,
      failureDescription: serverMessage,
    });
    onBusy(false);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-5" aria-busy={isSubmitting}>
      <Field id={`${id}-note`} label="Begründung" hint="Steht in der E-Mail an den Absender." error={errors.note?.message}>
        {(control) => <Textarea rows={3} className="min-h-24" aria-required="true" {...control} {...form.register('note')} />}
      </Field>
      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} submitLabel="Ablehnen" pendingLabel="Wird abgelehnt..." submitVariant="destructive" icon={<X aria-hidden="true" />} />
    </form>
  );
}
