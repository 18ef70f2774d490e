import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { Loader2, Send } from 'lucide-react';
import { NOTICE_KIND_LABELS } from '@shared/labels';
import { CONTRACT_NOTICE_LIMITS, NOTICE_TIMING_LABELS, receiptTime } from '@shared/schemas/contract-notice-texts';
import type { ContractNoticeInput, ContractNoticeReceipt, contractNoticeSchema, MemberContract } from '@shared/schemas/contract-notices';
import { berlinToday, germanDay } from '@shared/time';
import { Field } from '@/components/form/field';
import { applyFieldErrors } from '@/components/form/field-errors';
import { RadioGroupField } from '@/components/form/radio-group';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useMe } from '@/features/auth';
import { useMyContracts } from '../api/get-my-contracts';
import { useSendContractNotice } from '../api/send-contract-notice';
import { NoticeReceipt } from './notice-receipt';

type Values = z.input<typeof contractNoticeSchema>;

// The server's schema, loaded with zod on the first submit (the page's first load carries no zod).
const resolver = lazyZodResolver(() => import('@shared/schemas/contract-notices').then((schemas) => schemas.contractNoticeSchema));

const FIELDS = ['name', 'email', 'orderId', 'contract', 'kind', 'timing', 'wishedDate', 'reason'] as const;
const NOT_SENT = 'Kündigung nicht gesendet';
const TOAST_ID = 'contract-notice';
const OTHER_CONTRACT = '';

function contractDescription(contract: MemberContract) {
  const parts = [`seit ${germanDay(contract.startsOn)}`, `Mindestlaufzeit bis ${germanDay(contract.minimumTermEnd)}`];
  if (contract.earliestEnd) parts.push(`frühestes Ende ${germanDay(contract.earliestEnd)}`);
  const pending = contract.pendingNotice ? ` Kündigung eingegangen am ${receiptTime(contract.pendingNotice.receivedAt)}.` : '';
  return `${parts.join(' · ')}.${pending}`;
}

/**
 * The notice form: anyone can send it. A signed-in member picks one of their running contracts (or
 * 'Anderer Vertrag'), with name and e-mail filled in; everyone else names the contract in words. After
 * sending, the receipt takes the form's place. Starting values are in the markup (not react-hook-form's
 * defaults), so what a visitor chose before the code arrived is kept.
 */
export function ContractNoticeForm() {
  const id = useId();
  const me = useMe().data ?? null;
  const contracts = useMyContracts(me?.user.id);
  const running = (contracts.data ?? []).filter((contract) => contract.endsOn === null);
  const send = useSendContractNotice();
  const [receipt, setReceipt] = useState<ContractNoticeReceipt | null>(null);
  const form = useAppForm<Values, ContractNoticeInput>(resolver);
  const { errors, isSubmitting } = form.formState;

  const firstContract = running[0]?.id;
  const orderId = form.watch('orderId') ?? firstContract ?? OTHER_CONTRACT;
  const kind = form.watch('kind') ?? 'ordinary';
  const timing = form.watch('timing') ?? 'earliest';
  const namesContractInWords = running.length === 0 || orderId === OTHER_CONTRACT;

  if (receipt) return <NoticeReceipt receipt={receipt} />;

  const onValid = async (values: ContractNoticeInput) => {
    try {
      const sent = await send.mutateAsync({ ...values, website: values.website ?? '' });
      // Takes the place of an earlier 'nicht gesendet' (same id), which would otherwise stay beside the receipt.
      toast.success('Kündigung gesendet', { id: TOAST_ID, description: `Die Eingangsbestätigung geht an ${sent.email}.` });
      setReceipt(sent);
    } catch (error) {
      applyFieldErrors(error, FIELDS, form.setError);
      toast.error(NOT_SENT, { id: TOAST_ID, description: errorMessage(error) });
    }
  };
  const onInvalid = (fieldErrors: FieldErrors<Values>) =>
    toast.error(NOT_SENT, {
      id: TOAST_ID,
      description: Object.keys(fieldErrors).length > 1 ? 'Bitte überprüfen Sie die markierten Felder.' : 'Bitte überprüfen Sie Ihre Eingabe.',
    });

  const contractField = (
    <Field
      id={`${id}-contract`}
      label="Vertrag (z. B. Monatskarte, Mitgliedsnummer)"
      hint={running.length === 0 ? 'Nennen Sie den Vertrag so, dass wir ihn zuordnen können.' : undefined}
      error={errors.contract?.message}
    >
      {(control) => <Input aria-required="true" {...control} {...form.register('contract')} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-6" aria-busy={isSubmitting}>
      <p className="text-sm text-muted-foreground">
        {me ? (
          'Name und E-Mail haben wir aus Ihrem Konto übernommen.'
        ) : (
          <>
            Mitglied mit Konto?{' '}
            <Link to="/auth?next=/vertraege-kuendigen" className="rounded-sm font-medium text-primary underline underline-offset-4 hover:text-brand-800">
              Melden Sie sich an
            </Link>
            , dann wählen Sie Ihren Vertrag direkt aus.
          </>
        )}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(control) => <Input autoComplete="name" aria-required="true" defaultValue={me?.user.name} {...control} {...form.register('name')} />}
        </Field>
        <Field id={`${id}-email`} label="E-Mail" hint="Hierhin schicken wir die Eingangsbestätigung." error={errors.email?.message}>
          {(control) => (
            <Input type="email" inputMode="email" autoComplete="email" aria-required="true" defaultValue={me?.user.email} {...control} {...form.register('email')} />
          )}
        </Field>
      </div>

      {me && contracts.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          <Loader2 aria-hidden="true" className="mr-2 inline size-4 animate-spin" />
          Ihre Verträge werden geladen …
        </p>
      ) : running.length > 0 ? (
        <div className="grid gap-4">
          <RadioGroupField
            id={`${id}-order`}
            legend="Welchen Vertrag möchten Sie kündigen?"
            choices={[
              ...running.map((contract) => ({ value: contract.id, label: contract.productName, description: contractDescription(contract) })),
              { value: OTHER_CONTRACT, label: 'Anderer Vertrag', description: 'Ein Vertrag, der hier nicht aufgeführt ist.' },
            ]}
            defaultValue={firstContract}
            error={errors.orderId?.message}
            inputProps={form.register('orderId')}
          />
          {namesContractInWords ? contractField : null}
        </div>
      ) : (
        contractField
      )}

      <RadioGroupField
        id={`${id}-kind`}
        legend="Art der Kündigung"
        choicesClassName="sm:grid-cols-2"
        choices={[
          { value: 'ordinary', label: NOTICE_KIND_LABELS.ordinary, description: 'Zum Ende der Mindestlaufzeit, danach mit einem Monat Frist.' },
          { value: 'extraordinary', label: NOTICE_KIND_LABELS.extraordinary, description: 'Fristlos aus wichtigem Grund, etwa bei Umzug oder Krankheit.' },
        ]}
        defaultValue="ordinary"
        error={errors.kind?.message}
        inputProps={form.register('kind')}
      />

      {kind === 'extraordinary' ? (
        <Field
          id={`${id}-reason`}
          label="Grund der außerordentlichen Kündigung"
          hint={`Maximal ${CONTRACT_NOTICE_LIMITS.reason} Zeichen`}
          error={errors.reason?.message}
        >
          {(control) => <Textarea rows={4} className="min-h-24" aria-required="true" {...control} {...form.register('reason')} />}
        </Field>
      ) : null}

      <div className="grid gap-4">
        <RadioGroupField
          id={`${id}-timing`}
          legend="Zu wann möchten Sie kündigen?"
          choicesClassName="sm:grid-cols-2"
          choices={[
            { value: 'earliest', label: NOTICE_TIMING_LABELS.earliest },
            { value: 'date', label: NOTICE_TIMING_LABELS.date },
          ]}
          defaultValue="earliest"
          error={errors.timing?.message}
          inputProps={form.register('timing')}
        />
        {timing === 'date' ? (
          <Field
            id={`${id}-date`}
            label="Gewünschtes Datum"
            hint="Eine ordentliche Kündigung endet frühestens zum nächstmöglichen Zeitpunkt, auch wenn Sie ein früheres Datum wählen."
            error={errors.wishedDate?.message}
            className="sm:max-w-xs"
          >
            {(control) => <Input type="date" min={berlinToday()} aria-required="true" {...control} {...form.register('wishedDate')} />}
          </Field>
        ) : null}
      </div>

      {/* Honeypot: invisible to people and assistive technology; bots that fill it are ignored by the server. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>

      <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-5 text-muted-foreground">Sie erhalten sofort eine Eingangsbestätigung mit Datum und Uhrzeit per E-Mail.</p>
        <Button type="submit" size="lg" disabled={isSubmitting} className="sm:shrink-0">
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {isSubmitting ? 'Wird gesendet...' : 'Jetzt kündigen'}
        </Button>
      </div>
    </form>
  );
}
