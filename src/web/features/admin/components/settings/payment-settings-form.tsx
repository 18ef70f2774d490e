import { useId } from 'react';
import { Banknote, Building2, Loader2, Receipt } from 'lucide-react';
import type { PaymentSettings, PaymentSettingsInput, PaymentSettingsValues } from '@shared/schemas/payment-settings';
import { printedIban } from '@shared/sepa-checks';
import { CheckboxField } from '@/components/form/checkbox';
import { Field } from '@/components/form/field';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdatePaymentSettings } from '@/features/admin/api/payment-settings';
import { SettingsSection } from './settings-section';

const resolver = lazyZodResolver(() => import('@shared/schemas/payment-settings').then((schemas) => schemas.paymentSettingsInputSchema));

const FIELDS = ['legalName', 'street', 'postalCode', 'town', 'taxNumber', 'vatId', 'creditorId', 'iban', 'bic', 'prenotificationDays', 'invoicePrefix'] as const;

/** Every field as typed (empty means none), and the switch. */
type PaymentSettingsForm = Record<(typeof FIELDS)[number], string> & { smallBusiness: boolean; holdPassesAfterSecondReturn: boolean };

const valuesOf = (settings: PaymentSettings | null): PaymentSettingsForm => ({
  legalName: settings?.legalName ?? '',
  street: settings?.street ?? '',
  postalCode: settings?.postalCode ?? '',
  town: settings?.town ?? '',
  taxNumber: settings?.taxNumber ?? '',
  vatId: settings?.vatId ?? '',
  creditorId: settings?.creditorId ?? '',
  iban: settings ? printedIban(settings.iban) : '',
  bic: settings?.bic ?? '',
  prenotificationDays: String(settings?.prenotificationDays ?? 14),
  invoicePrefix: settings?.invoicePrefix ?? '',
  smallBusiness: settings?.smallBusiness ?? false,
  holdPassesAfterSecondReturn: settings?.holdPassesAfterSecondReturn ?? true,
});

/**
 * Einstellungen → Zahlungsverkehr: the centre as seller (invoices) and creditor (direct debits). Until it is
 * filled in, members cannot order online and no debit can be collected.
 */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings | null }) {
  const id = useId();
  const update = useUpdatePaymentSettings();
  const form = useAppForm<PaymentSettingsInput, PaymentSettingsValues>(resolver, valuesOf(settings));
  const { errors, isSubmitting } = form.formState;
  const field = (name: (typeof FIELDS)[number]) => ({ error: errors[name]?.message, id: `${id}-${name}` });

  const onValid = (values: PaymentSettingsValues) =>
    saveWithFeedback({
      save: async () => {
        const saved = await update.mutateAsync(values);
        form.reset(valuesOf(saved.settings));
        return { title: 'Zahlungsverkehr gespeichert', description: 'Rechnungen und Lastschriften verwenden die neuen Angaben ab sofort.' };
      },
      fields: [...FIELDS, 'smallBusiness', 'holdPassesAfterSecondReturn'],
      setError: form.setError,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, reportInvalidInput)} className="grid gap-6" aria-busy={isSubmitting}>
      {settings === null ? (
        <p role="status" className="rounded-xl bg-session-sand px-4 py-3 text-sm font-medium text-session-sand-ink">
          Der Zahlungsverkehr ist noch nicht eingerichtet. Bis dahin können Mitglieder nicht online bestellen, und es werden keine Lastschriften eingezogen.
        </p>
      ) : null}
      <SettingsSection icon={Building2} title="Unternehmen" description="So steht das Sportzentrum als Verkäufer auf jeder Rechnung und als Zahlungsempfänger auf jeder Lastschrift.">
        <Field {...field('legalName')} label="Name des Unternehmens" hint="Wie im Handelsregister oder in der Gewerbeanmeldung, z. B. Sportzentrum Lindenau GmbH">
          {(control) => <Input aria-required="true" autoComplete="organization" {...control} {...form.register('legalName')} />}
        </Field>
        <Field {...field('street')} label="Straße und Hausnummer">
          {(control) => <Input aria-required="true" autoComplete="street-address" {...control} {...form.register('street')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <Field {...field('postalCode')} label="PLZ">
            {(control) => <Input aria-required="true" inputMode="numeric" autoComplete="postal-code" {...control} {...form.register('postalCode')} />}
          </Field>
          <Field {...field('town')} label="Ort">
            {(control) => <Input aria-required="true" autoComplete="address-level2" {...control} {...form.register('town')} />}
          </Field>
        </div>
      </SettingsSection>

      <SettingsSection icon={Receipt} title="Steuern und Rechnungen" description="Auf jeder Rechnung steht die Steuernummer oder die USt-IdNr.; die Rechnungsnummern zählen je Jahr lückenlos hoch.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...field('taxNumber')} label="Steuernummer" hint="Vom Finanzamt, z. B. 21/815/08150">
            {(control) => <Input {...control} {...form.register('taxNumber')} />}
          </Field>
          <Field {...field('vatId')} label="USt-IdNr." hint="Falls vorhanden, z. B. DE123456789">
            {(control) => <Input autoCapitalize="characters" {...control} {...form.register('vatId')} />}
          </Field>
        </div>
        <CheckboxField
          id={`${id}-smallBusiness`}
          label="Kleinunternehmer (§ 19 UStG)"
          hint="Rechnungen weisen dann keine Umsatzsteuer aus und nennen den Grund. Sonst gilt der Steuersatz des jeweiligen Preises."
          {...form.register('smallBusiness')}
        />
        <Field {...field('invoicePrefix')} label="Präfix der Rechnungsnummer" hint="Leer oder z. B. RE- (ergibt RE-2026-00042); nur Großbuchstaben, Ziffern und Bindestriche">
          {(control) => <Input className="sm:max-w-48" autoCapitalize="characters" {...control} {...form.register('invoicePrefix')} />}
        </Field>
      </SettingsSection>

      <SettingsSection icon={Banknote} title="SEPA-Lastschrift" description="Die Gläubiger-Identifikationsnummer vergibt die Deutsche Bundesbank; eingezogen wird auf das Konto mit dieser IBAN.">
        <Field {...field('creditorId')} label="Gläubiger-Identifikationsnummer" hint="z. B. DE98ZZZ09999999999">
          {(control) => <Input aria-required="true" autoCapitalize="characters" spellCheck={false} {...control} {...form.register('creditorId')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
          <Field {...field('iban')} label="IBAN des Sportzentrums">
            {(control) => <Input aria-required="true" autoCapitalize="characters" spellCheck={false} {...control} {...form.register('iban')} />}
          </Field>
          <Field {...field('bic')} label="BIC" hint="Optional">
            {(control) => <Input autoCapitalize="characters" spellCheck={false} {...control} {...form.register('bic')} />}
          </Field>
        </div>
        <Field {...field('prenotificationDays')} label="Vorabankündigung (Tage vor dem Einzug)" hint="Mitglieder erfahren Betrag und Datum spätestens so viele Tage vorher; üblich sind 14 Tage.">
          {(control) => <Input className="sm:max-w-32" inputMode="numeric" aria-required="true" {...control} {...form.register('prenotificationDays')} />}
        </Field>
        <CheckboxField
          id={`${id}-holdPassesAfterSecondReturn`}
          label="Nach der zweiten Rücklastschrift Karten und Abos sperren"
          hint="Gibt die Bank eine zweite Lastschrift eines Mitglieds zurück, kann es mit seinen laufenden Karten und Abos erst wieder buchen, wenn der offene Betrag bezahlt ist."
          {...form.register('holdPassesAfterSecondReturn')}
        />
      </SettingsSection>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {isSubmitting ? 'Wird gespeichert...' : 'Zahlungsverkehr speichern'}
        </Button>
      </div>
    </form>
  );
}
