import { useId, useState } from 'react';
import type { z } from 'zod';
import { TicketPlus } from 'lucide-react';
import { familyDiscountLabel, type PriceQuote } from '@shared/family-discount';
import { formatMoney } from '@shared/money';
import { creditsOf, DESK_PAYMENT_METHODS, entriesText } from '@shared/schemas/pass-texts';
import type { SellPassInput, sellPassSchema } from '@shared/schemas/passes';
import type { AdminPrice } from '@shared/schemas/prices';
import type { PaymentMember } from '@shared/schemas/payments';
import { berlinToday } from '@shared/time';
import { CheckboxField } from '@/components/form/checkbox';
import { Field } from '@/components/form/field';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { reportInvalidInput, saveWithFeedback, serverMessage } from '@/components/form/save-with-feedback';
import { NativeSelect } from '@/components/form/select';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useAdminPrices } from '@/features/admin/api/get-admin-prices';
import { usePassQuote } from '@/features/admin/api/get-pass-quote';
import { useSellPass } from '@/features/admin/api/sell-pass';
import { MemberPicker } from '../member-picker';
import { germanDay, lastDayOf } from './pass-text';

type Values = z.input<typeof sellPassSchema>;

const resolver = lazyZodResolver(() => import('@shared/schemas/passes').then((schemas) => schemas.sellPassSchema));

const FIELDS = ['userId', 'familyMemberId', 'priceId', 'startDate', 'paymentMethod'] as const;

/** 'Karte verkaufen': a pass for a member found by e-mail or name, from a start date, paid at the desk or open. */
export function SellPassDialog() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      width="lg"
      title="Karte verkaufen"
      description="Das Mitglied erhält eine E-Mail; die Zahlung erscheint unter Zahlungen."
      trigger={
        <Button>
          <TicketPlus aria-hidden="true" />
          Karte verkaufen
        </Button>
      }
    >
      {(close) => <SellPassForm onBusy={setBusy} onDone={close} />}
    </FormDialog>
  );
}

const productOption = (p: AdminPrice) => `${p.name} – ${formatMoney(p.amount, p.currency)}${p.courseName ? ` (nur ${p.courseName})` : ''}`;

/** What the chosen product gives from the chosen start: '10 Eintritte, gültig bis 11.05.2027'. */
function productHint(product: AdminPrice | undefined, startDate: string) {
  if (!product) return 'Nur aktive Preise stehen zur Wahl.';
  const credits = creditsOf(product);
  const until = lastDayOf(startDate, product.validityDays);
  return `${credits === null ? 'Unbegrenzt viele Kurse' : entriesText(credits)}${until ? `, gültig bis ${germanDay(until)}` : ''}.`;
}

/**
 * What the sale will cost, as the server works it out for the chosen member, person and start: with the
 * family discount when another member of the family already holds a membership then.
 */
function SalePrice({ quote, pending }: { quote: PriceQuote | undefined; pending: boolean }) {
  return (
    <div aria-live="polite" className="rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      {!quote ? (
        <p className="text-muted-foreground">{pending ? 'Preis wird berechnet...' : 'Der Preis erscheint, sobald die Angaben vollständig sind.'}</p>
      ) : (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
          {quote.discountPercent ? (
            <>
              <dt className="text-muted-foreground">Listenpreis</dt>
              <dd className="text-right">{formatMoney(quote.listAmount)}</dd>
              <dt className="text-muted-foreground">{familyDiscountLabel(quote.discountPercent)}</dt>
              <dd className="text-right">−{formatMoney(quote.discountAmount)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Zu zahlen</dt>
          <dd className="text-right font-semibold">{formatMoney(quote.amount)}</dd>
        </dl>
      )}
    </div>
  );
}

function SellPassForm({ onBusy, onDone }: { onBusy: (busy: boolean) => void; onDone: () => void }) {
  const id = useId();
  const sell = useSellPass();
  const prices = useAdminPrices();
  const [member, setMember] = useState<PaymentMember | null>(null);
  const form = useAppForm<Values, SellPassInput>(resolver, { userId: '', familyMemberId: '', priceId: '', startDate: berlinToday(), paymentMethod: 'Bar', paid: false });
  const { errors, isSubmitting } = form.formState;
  const products = (prices.data?.prices ?? []).filter((p) => p.isActive);
  const product = products.find((p) => p.id === form.watch('priceId'));
  const quote = usePassQuote({ userId: member?.id ?? '', priceId: product?.id ?? '', startDate: form.watch('startDate') ?? '', familyMemberId: String(form.watch('familyMemberId') ?? '') });

  function pick(next: PaymentMember | null) {
    setMember(next);
    form.setValue('userId', next?.id ?? '', { shouldValidate: form.formState.isSubmitted });
    // 'Für' lists the chosen member's family: another member starts again from the member themself.
    form.setValue('familyMemberId', '');
  }

  const onValid = async (values: SellPassInput) => {
    onBusy(true);
    await saveWithFeedback({
      save: async () => {
        const { message, pass } = await sell.mutateAsync(values);
        const holder = pass.familyMemberName ? `${pass.familyMemberName} (${pass.member.name}, ${pass.member.email})` : `${pass.member.name} (${pass.member.email})`;
        return { title: message, description: `${pass.productName} für ${holder}.` };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: onDone,
      failureDescription: serverMessage,
    });
    onBusy(false);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid min-w-0 gap-5" aria-busy={isSubmitting}>
      <MemberPicker id={`${id}-member`} member={member} onPick={pick} error={errors.userId?.message} />

      {member && member.familyMembers.length > 0 ? (
        <Field id={`${id}-for`} label="Für" hint="Eine Karte für ein Familienmitglied gilt nur für dessen Buchungen." error={errors.familyMemberId?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('familyMemberId')}>
              <option value="">{member.name} (Mitglied selbst)</option>
              {member.familyMembers.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      ) : null}

      <Field id={`${id}-product`} label="Produkt" hint={productHint(product, form.watch('startDate'))} error={errors.priceId?.message}>
        {(control) => (
          <NativeSelect aria-required="true" {...control} {...form.register('priceId')}>
            <option value="">{prices.isPending ? 'Lädt...' : 'Bitte wählen'}</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {productOption(p)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-start`} label="Beginn" hint="Höchstens 30 Tage zurück." error={errors.startDate?.message}>
          {(control) => <Input type="date" aria-required="true" {...control} {...form.register('startDate')} />}
        </Field>
        <Field id={`${id}-method`} label="Zahlungsart" error={errors.paymentMethod?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('paymentMethod')}>
              {DESK_PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {method}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>

      {product && member ? <SalePrice quote={quote.data} pending={quote.isFetching} /> : null}

      <CheckboxField id={`${id}-paid`} label="Bereits bezahlt" hint="Sonst bleibt die Zahlung offen, bis sie unter Zahlungen abgeschlossen wird." {...form.register('paid')} />

      <FormDialogActions isSubmitting={isSubmitting} onCancel={onDone} submitLabel="Karte verkaufen" pendingLabel="Wird verkauft..." icon={<TicketPlus aria-hidden="true" />} />
    </form>
  );
}
