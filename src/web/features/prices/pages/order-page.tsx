import { useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { CheckCircle2, Loader2, LogIn } from 'lucide-react';
import { ageInMonths, ageText } from '@shared/age-range';
import { familyDiscountLabel, type PriceQuote } from '@shared/family-discount';
import { FAMILY_RELATION_LABELS } from '@shared/labels';
import { formatMoney } from '@shared/money';
import type { OrderPaymentMethod } from '@shared/enums';
import { isSepaIban } from '@shared/sepa-checks';
import { mandateText, ORDER_PAYMENT_LABELS, ORDER_TEXTS, type OrderConfirmation, type OrderDraft, type orderInputSchema } from '@shared/schemas/orders';
import { berlinToday, germanDay } from '@shared/time';
import { QueryState } from '@/components/data/query-state';
import { CheckboxField } from '@/components/form/checkbox';
import { Field } from '@/components/form/field';
import { RadioGroupField } from '@/components/form/radio-group';
import { reportInvalidInputAs, saveWithFeedback, serverMessage } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { RouteMeta } from '@/components/layout/page-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useMe } from '@/features/auth';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useOrderDraft, usePlaceOrder } from '../api/order';

type OrderValues = z.input<typeof orderInputSchema>;
type OrderOutput = z.output<typeof orderInputSchema>;

const resolver = lazyZodResolver(() => import('@shared/schemas/orders').then((schemas) => schemas.orderInputSchema));
const FIELDS = ['familyMemberId', 'paymentMethod', 'accountHolder', 'iban', 'mandateReference', 'mandateConsent', 'earlyStart'] as const;
const ORDER_FAILED = 'Bestellung nicht möglich';

const months = (n: number) => (n === 1 ? '1 Monat' : `${n} Monate`);

type Person = OrderDraft['forWhom'][number];

/** 'Familienrabatt 15 %: −8,85 €' (the server decided it; the form only shows it). */
const discountLine = (price: PriceQuote) => (price.discountPercent ? `${familyDiscountLabel(price.discountPercent)}: −${formatMoney(price.discountAmount)}` : null);

/** The facts of the product and, for a membership, its terms, at the chosen person's price: what the member agrees to. */
function ProductTerms({ draft, person }: { draft: OrderDraft; person: Person }) {
  const { product, contract } = draft;
  const { price } = person;
  const facts: [string, string][] = [
    ['Preis', `${formatMoney(price.amount)}${contract ? (contract.minimumTermMonths === 1 ? ' monatlich' : ` für die ersten ${months(contract.minimumTermMonths)}`) : ' einmalig'}`],
    ...(price.discountPercent ? ([['Familienrabatt', `${price.discountPercent} % auf ${formatMoney(price.listAmount)}: −${formatMoney(price.discountAmount)}`]] as [string, string][]) : []),
    ...(product.credits ? ([['Inhalt', `${product.credits} Kursstunden`]] as [string, string][]) : []),
    ...(product.courseName ? ([['Gilt für', product.courseName]] as [string, string][]) : []),
  ];
  if (contract) {
    facts.push(
      ['Beginn', `${germanDay(contract.startsOn)} (heute)`],
      ['Mindestlaufzeit', `${months(contract.minimumTermMonths)}, bis ${germanDay(contract.minimumTermEndsOn)}`],
      ['Danach', `läuft monatlich weiter für ${formatMoney(person.monthlyAmountAfter ?? contract.monthlyAmountAfter)} im Monat, jederzeit mit einer Frist von einem Monat kündbar`],
    );
  } else {
    facts.push(['Gültigkeit', `${product.validityDays} Tage ab heute`]);
  }
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted-foreground">{term}</dt>
          <dd className="text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border bg-card p-5 shadow-soft sm:p-6">
      <h2 id={id} className="flex items-center gap-3 text-lg font-semibold text-brand-950">
        <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm text-brand-900">
          {number}
        </span>
        {title}
      </h2>
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}

/** A choice of 'Für wen?': relation and age of a family member, and what the product costs them. */
function personDescription(person: Person, contract: boolean) {
  const facts = person.relation && person.birthDate ? [`${FAMILY_RELATION_LABELS[person.relation]} · ${ageText(ageInMonths(person.birthDate, berlinToday()))}`] : [];
  const price = `${formatMoney(person.price.amount)}${contract ? ' monatlich' : ''}`;
  facts.push(person.price.discountPercent ? `${price} mit ${familyDiscountLabel(person.price.discountPercent)}` : price);
  return facts.join(' · ');
}

/** The form: product and terms, for whom, payment, withdrawal notice, and 'Zahlungspflichtig bestellen'. */
function OrderForm({ draft, onOrdered }: { draft: OrderDraft; onOrdered: (order: OrderConfirmation) => void }) {
  const id = useId();
  const place = usePlaceOrder();
  const [firstMethod] = draft.paymentMethods;
  const form = useAppForm<OrderValues, OrderOutput>(resolver, {
    priceId: draft.product.id,
    familyMemberId: '',
    paymentMethod: firstMethod,
    accountHolder: draft.memberName,
    iban: '',
    mandateReference: draft.mandateReference,
    mandateConsent: false,
    earlyStart: false,
  });
  const { errors, isSubmitting } = form.formState;
  const method = form.watch('paymentMethod') as OrderPaymentMethod;
  const chosenId = (form.watch('familyMemberId') as string | null | undefined) || null;
  const person = draft.forWhom.find((candidate) => candidate.familyMemberId === chosenId) ?? draft.forWhom[0];
  const discount = discountLine(person.price);
  // A yearly contract shows its monthly rate after the first year; a monthly one is 'monatlich' already.
  const perMonth = draft.contract?.minimumTermMonths === 1;
  const iban = form.watch('iban') ?? '';
  // The IBAN is checked as it is typed, once it is long enough to be whole (a German one has 22 characters).
  const ibanLength = iban.replace(/\s+/g, '').length;
  const ibanTypedError = method === 'sepa' && ibanLength >= 22 && !isSepaIban(iban) ? ORDER_TEXTS.iban : undefined;

  const onValid = (values: OrderOutput) =>
    saveWithFeedback<OrderValues>({
      save: async () => {
        const { order } = await place.mutateAsync({ ...values, iban: values.iban ?? undefined });
        onOrdered(order);
        return { title: ORDER_TEXTS.ordered };
      },
      fields: FIELDS,
      setError: form.setError,
      failureTitle: ORDER_FAILED,
      failureDescription: (error) => serverMessage(error) ?? 'Bitte versuchen Sie es erneut.',
    });
  const onInvalid = (_errors: FieldErrors<OrderValues>) => reportInvalidInputAs(ORDER_FAILED)();

  if (draft.paymentMethods.length === 0) {
    return (
      <Alert variant="destructive">
        <p>Diese Mitgliedschaft kann derzeit nicht online bestellt werden. Bitte sprechen Sie uns an der Theke an.</p>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} aria-busy={isSubmitting} className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="grid min-w-0 gap-6">
        <Step number={1} title={draft.contract ? 'Ihr Vertrag' : 'Ihre Karte'}>
          <p className="text-base font-semibold text-brand-950">{draft.product.name}</p>
          {draft.product.description ? <p className="text-sm text-muted-foreground">{draft.product.description}</p> : null}
          <ProductTerms draft={draft} person={person} />
          {draft.forWhom.length > 1 ? (
            <div className="border-t pt-4">
              <RadioGroupField
                id={`${id}-for`}
                legend="Für wen?"
                hint={`${draft.contract ? 'Der Vertrag' : 'Die Karte'} gilt für die gewählte Person; Vertragspartner und Rechnungsempfänger bleiben Sie.`}
                choices={draft.forWhom.map((candidate) => ({
                  value: candidate.familyMemberId ?? '',
                  label: candidate.familyMemberId ? candidate.name : 'Ich',
                  description: candidate.familyMemberId ? personDescription(candidate, perMonth) : `${candidate.name} · ${personDescription(candidate, perMonth)}`,
                }))}
                defaultValue=""
                choicesClassName="sm:grid-cols-2"
                error={errors.familyMemberId?.message}
                inputProps={form.register('familyMemberId')}
              />
            </div>
          ) : null}
        </Step>

        <Step number={2} title="Zahlungsart">
          <RadioGroupField
            id={`${id}-method`}
            legend="Wie möchten Sie bezahlen?"
            choices={draft.paymentMethods.map((option) => ({ value: option, label: ORDER_PAYMENT_LABELS[option] }))}
            defaultValue={firstMethod}
            hint={draft.contract ? ORDER_TEXTS.contractNeedsSepa : undefined}
            error={errors.paymentMethod?.message}
            inputProps={form.register('paymentMethod')}
          />

          {method === 'sepa' && draft.creditor ? (
            <div className="grid gap-4 border-t pt-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id={`${id}-holder`} label="Kontoinhaber/in" error={errors.accountHolder?.message}>
                  {(control) => <Input autoComplete="name" aria-required="true" {...control} {...form.register('accountHolder')} />}
                </Field>
                <Field id={`${id}-iban`} label="IBAN" hint="z. B. DE89 3704 0044 0532 0130 00" error={errors.iban?.message ?? ibanTypedError}>
                  {(control) => (
                    <Input autoComplete="off" spellCheck={false} inputMode="text" autoCapitalize="characters" aria-required="true" className="font-mono uppercase" {...control} {...form.register('iban')} />
                  )}
                </Field>
              </div>
              <div className="rounded-xl bg-muted/60 p-4 text-sm leading-6">
                <p className="font-semibold text-brand-950">SEPA-Lastschriftmandat</p>
                <p className="mt-1">{mandateText(draft.creditor, draft.mandateReference)}</p>
                <p className="mt-2 text-muted-foreground">
                  Datum der Unterschrift: {germanDay(draft.signedOn)} (elektronisch, mit Ihrer Bestellung)
                  {draft.firstDebitOn ? ` · Erste Lastschrift am ${germanDay(draft.firstDebitOn)}` : ''}
                </p>
              </div>
              <div className="grid gap-1">
                <CheckboxField id={`${id}-mandate`} label={ORDER_TEXTS.mandateConsentLabel} aria-invalid={errors.mandateConsent ? true : undefined} {...form.register('mandateConsent')} />
                {errors.mandateConsent ? <p className="text-sm font-medium text-destructive">{errors.mandateConsent.message}</p> : null}
              </div>
            </div>
          ) : null}
          {method === 'on_site' ? (
            <p className="rounded-xl bg-muted/60 p-4 text-sm leading-6">
              Sie bezahlen bei Ihrem nächsten Besuch an der Theke. Ihre Karte ist ab dann freigeschaltet, sobald die Zahlung erfasst ist.
            </p>
          ) : null}
        </Step>

        <Step number={3} title="Widerrufsbelehrung">
          <p className="text-sm leading-6 text-muted-foreground">{ORDER_TEXTS.withdrawal}</p>
          <div className="grid gap-1">
            <CheckboxField id={`${id}-start`} label={ORDER_TEXTS.earlyStartLabel} aria-invalid={errors.earlyStart ? true : undefined} {...form.register('earlyStart')} />
            {errors.earlyStart ? <p className="text-sm font-medium text-destructive">{errors.earlyStart.message}</p> : null}
          </div>
        </Step>
      </div>

      <aside aria-label="Zusammenfassung" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 shadow-soft sm:p-6 lg:sticky lg:top-24">
        <p className="text-sm font-medium text-muted-foreground">Ihre Bestellung</p>
        <p className="mt-1 text-lg font-semibold text-brand-950">{draft.product.name}</p>
        {person.familyMemberId ? <p className="text-sm font-medium text-session-mint-ink">Für {person.name}</p> : null}
        <p className="mt-3 text-3xl font-bold tracking-tight text-brand-950">{formatMoney(person.price.amount)}</p>
        {discount ? (
          <p className="text-sm">
            <span className="text-muted-foreground line-through">{formatMoney(person.price.listAmount)}</span> <span className="font-semibold text-session-mint-ink">{discount}</span>
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {draft.contract
            ? perMonth
              ? 'monatlich'
              : `für ${months(draft.contract.minimumTermMonths)}, danach ${formatMoney(person.monthlyAmountAfter ?? draft.contract.monthlyAmountAfter)} monatlich`
            : 'einmalig'}
          , inkl. MwSt.
        </p>
        <p className="mt-3 text-sm">Zahlungsart: {ORDER_PAYMENT_LABELS[method] ?? '–'}</p>
        <Button type="submit" size="lg" className="mt-5 w-full" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Zahlungspflichtig bestellen
        </Button>
        <p className="mt-3 text-xs leading-5 text-muted-foreground">Mit Ihrer Bestellung schließen Sie einen kostenpflichtigen Vertrag. Sie erhalten eine Bestätigung per E-Mail.</p>
      </aside>
    </form>
  );
}

/** After ordering: what was made, and where to find it. */
function OrderDone({ order }: { order: OrderConfirmation }) {
  return (
    <section aria-labelledby="order-done" className="mx-auto grid max-w-2xl gap-4 rounded-2xl border bg-card p-6 shadow-soft">
      <CheckCircle2 aria-hidden="true" className="size-10 text-brand-700" />
      <h2 id="order-done" tabIndex={-1} className="text-2xl font-bold text-brand-950">
        {ORDER_TEXTS.ordered}
      </h2>
      <p>
        {order.productName}
        {order.familyMemberName ? ` für ${order.familyMemberName}` : ''} zum Preis von {formatMoney(order.amount)} gilt ab {germanDay(order.validFrom)}
        {order.contract ? '' : ` bis ${germanDay(order.validUntil)}`}.
      </p>
      {order.price.discountPercent ? (
        <p>
          Darin enthalten: {discountLine(order.price)} auf {formatMoney(order.price.listAmount)}.
        </p>
      ) : null}
      {order.mandateReference ? (
        <p>
          Mandatsreferenz: <strong className="font-mono">{order.mandateReference}</strong>
          {order.firstDebit ? ` · Erste Lastschrift über ${formatMoney(order.firstDebit.amount)} am ${germanDay(order.firstDebit.on)}` : ''}
        </p>
      ) : null}
      {order.awaitingPayment ? <Alert>Bitte bezahlen Sie an der Theke. Danach können Sie mit Ihrer Karte buchen.</Alert> : null}
      <p className="text-sm text-muted-foreground">Die Bestätigung mit allen Angaben haben wir Ihnen per E-Mail geschickt.</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/member/passes">Meine Karten</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/stundenplan">Zum Stundenplan</Link>
        </Button>
      </div>
    </section>
  );
}

/** /preise/bestellen/:id — ordering a product online; a guest is asked to sign in first. */
export function OrderPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const me = useMe();
  const signedIn = !!me.data?.user;
  const draft = useOrderDraft(id, signedIn);
  const [ordered, setOrdered] = useState<OrderConfirmation | null>(null);
  const next = encodeURIComponent(location.pathname);

  return (
    <>
      <RouteMeta />
      <PageHeader eyebrow="Preise" title="Online bestellen" intro="Wählen Sie Ihre Zahlungsart, prüfen Sie die Bedingungen – und los geht’s." />
      <PageSection>
        {ordered ? (
          <OrderDone order={ordered} />
        ) : me.isPending ? (
          <Loader2 aria-label="Wird geladen" className="mx-auto size-6 animate-spin text-brand-700" />
        ) : !signedIn ? (
          <section className="mx-auto grid max-w-xl gap-4 rounded-2xl border bg-card p-6 text-center shadow-soft">
            <LogIn aria-hidden="true" className="mx-auto size-8 text-brand-700" />
            <h2 className="text-xl font-semibold text-brand-950">Bitte melden Sie sich an</h2>
            <p className="text-muted-foreground">Online bestellen können Mitglieder mit einem Konto. Die Anmeldung dauert nur einen Moment.</p>
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild>
                <Link to={`/auth?next=${next}`}>Anmelden</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`/auth?tab=registrieren&next=${next}`}>Konto erstellen</Link>
              </Button>
            </div>
          </section>
        ) : (
          <QueryState query={draft} errorTitle="Dieses Angebot kann nicht bestellt werden">
            {(data) => <OrderForm draft={data} onOrdered={setOrdered} />}
          </QueryState>
        )}
      </PageSection>
    </>
  );
}

export default OrderPage;
