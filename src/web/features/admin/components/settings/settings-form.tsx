import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarClock, Globe, Loader2, ShieldCheck } from 'lucide-react';
import type { AdminSettings, SettingsInput, SettingsValues } from '@shared/schemas/settings';
import { LATE_CANCELLATION_POLICIES, WAITLIST_MODES } from '@shared/enums';
import { LATE_CANCELLATION_POLICY_LABELS, WAITLIST_MODE_LABELS } from '@shared/labels';
import { CheckboxField } from '@/components/form/checkbox';
import { Field } from '@/components/form/field';
import { LabelledOptions, NativeSelect } from '@/components/form/select';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdateSettings } from '@/features/admin/api/update-settings';
import { RulesPreview } from './rules-preview';
import { SettingsSection } from './settings-section';

const resolver = lazyZodResolver(() => import('@shared/schemas/settings').then((schemas) => schemas.settingsInputSchema));

const FIELDS = [
  'siteTitle',
  'siteDescription',
  'contactEmail',
  'contactPhone',
  'street',
  'postalCode',
  'town',
  'cancellationDeadlineHours',
  'bookingWindowDays',
  'waitlistClosesMinutes',
  'waitlistOfferMinutes',
  'noShowBlockAfter',
  'noShowBlockDays',
] as const;

// The three rule labels differ in length: side by side, their inputs still line up.
const RULE_LABEL = 'md:flex md:min-h-10 md:items-end';

/** The switches and choices, kept as they are (no text to parse). */
const CHOICES = ['waitlistMode', 'passRequired', 'trialWithoutPass', 'lateCancellation', 'noShowForfeits', 'adminTwoFactorRequired'] as const;

/** Every field as typed (numbers as text; empty means none), and the switches. */
type SettingsForm = Record<(typeof FIELDS)[number], string> & Pick<AdminSettings, (typeof CHOICES)[number]>;

const text = (value: string | number | null) => (value === null ? '' : String(value));
const valuesOf = (settings: AdminSettings): SettingsForm => ({
  ...(Object.fromEntries(FIELDS.map((field) => [field, text(settings[field])])) as Record<(typeof FIELDS)[number], string>),
  waitlistMode: settings.waitlistMode,
  passRequired: settings.passRequired,
  trialWithoutPass: settings.trialWithoutPass,
  lateCancellation: settings.lateCancellation,
  noShowForfeits: settings.noShowForfeits,
  adminTwoFactorRequired: settings.adminTwoFactorRequired,
});

/** Einstellungen: the website's name, description and contact details, and the booking rules. */
export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const id = useId();
  const update = useUpdateSettings();
  const form = useAppForm<SettingsInput, SettingsValues>(resolver, valuesOf(settings));
  const { errors, isSubmitting } = form.formState;
  const typedRules = form.watch(['cancellationDeadlineHours', 'bookingWindowDays', 'waitlistClosesMinutes']);
  const waitlistMode = form.watch('waitlistMode');

  const onValid = (values: SettingsValues) =>
    saveWithFeedback({
      save: async () => {
        const saved = await update.mutateAsync(values);
        form.reset(valuesOf(saved.settings));
        return { title: 'Einstellungen gespeichert', description: 'Die Website und die Buchung verwenden die neuen Angaben ab sofort.' };
      },
      fields: [...FIELDS, ...CHOICES],
      setError: form.setError,
    });

  const field = (name: (typeof FIELDS)[number]) => ({ error: errors[name]?.message, id: `${id}-${name}` });
  const choice = (name: 'lateCancellation' | 'waitlistMode') => ({ error: errors[name]?.message, id: `${id}-${name}` });
  const twoFactorError = errors.adminTwoFactorRequired?.message;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, reportInvalidInput)}
      className="grid gap-6"
      aria-busy={isSubmitting}
    >
      <SettingsSection
        icon={Globe}
        title="Website"
        description="Name, Beschreibung und Kontaktdaten erscheinen in Kopf- und Fußzeile, in den Seitentiteln, auf der Kontaktseite und in allen E-Mails."
      >
        <Field {...field('siteTitle')} label="Seitentitel" hint="Der Name des Sportzentrums, z. B. Sportzentrum Lindenau">
          {(control) => <Input aria-required="true" autoComplete="organization" {...control} {...form.register('siteTitle')} />}
        </Field>
        <Field {...field('siteDescription')} label="Beschreibung" hint="Ein, zwei Sätze für die Fußzeile und Suchmaschinen">
          {(control) => <Textarea rows={3} {...control} {...form.register('siteDescription')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...field('contactEmail')} label="Kontakt-E-Mail" hint="Empfängt auch die Nachrichten des Kontaktformulars">
            {(control) => <Input type="email" aria-required="true" autoComplete="email" {...control} {...form.register('contactEmail')} />}
          </Field>
          <Field {...field('contactPhone')} label="Telefon">
            {(control) => <Input type="tel" autoComplete="tel" {...control} {...form.register('contactPhone')} />}
          </Field>
        </div>
        <Field {...field('street')} label="Straße und Hausnummer">
          {(control) => <Input autoComplete="street-address" {...control} {...form.register('street')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <Field {...field('postalCode')} label="PLZ">
            {(control) => <Input inputMode="numeric" autoComplete="postal-code" {...control} {...form.register('postalCode')} />}
          </Field>
          <Field {...field('town')} label="Ort" hint="Erscheint in der Verwaltung und auf der Startseite">
            {(control) => <Input autoComplete="address-level2" {...control} {...form.register('town')} />}
          </Field>
        </div>
      </SettingsSection>

      <SettingsSection icon={CalendarClock} title="Buchungsregeln" description="Gelten für alle Kurstermine. Mitglieder sehen sie neben dem Buchungsknopf.">
        <div className="grid gap-4 md:grid-cols-3">
          <Field {...field('cancellationDeadlineHours')} labelClassName={RULE_LABEL} label="Stornofrist (Stunden)" hint="0 = Stornierung bis zum Beginn möglich">
            {(control) => <Input inputMode="numeric" aria-required="true" {...control} {...form.register('cancellationDeadlineHours')} />}
          </Field>
          <Field {...field('bookingWindowDays')} labelClassName={RULE_LABEL} label="Buchung möglich ab (Tage vorher)" hint="Leer = keine Begrenzung">
            {(control) => <Input inputMode="numeric" {...control} {...form.register('bookingWindowDays')} />}
          </Field>
          <Field {...field('waitlistClosesMinutes')} labelClassName={RULE_LABEL} label="Warteliste schließt (Minuten vor Beginn)" hint="Leer = bis zum Beginn; danach rückt niemand mehr nach">
            {(control) => <Input inputMode="numeric" {...control} {...form.register('waitlistClosesMinutes')} />}
          </Field>
        </div>
        <div className="grid gap-4 md:grid-cols-[minmax(0,28rem)_minmax(0,16rem)] md:items-start">
          <Field
            {...choice('waitlistMode')}
            label="Warteliste"
            hint="Alle benachrichtigen: Wer zuerst bucht, bekommt den freien Platz. Automatisch nachrücken: Die oder der Erste auf der Liste, die buchen darf, wird sofort gebucht. Platz anbieten: Der Platz wird für die oder den Ersten gehalten, bis angenommen wird oder die Zeit abläuft; dann geht er an die Nächsten."
          >
            {(control) => (
              <NativeSelect {...control} {...form.register('waitlistMode')}>
                <LabelledOptions values={WAITLIST_MODES} labels={WAITLIST_MODE_LABELS} />
              </NativeSelect>
            )}
          </Field>
          {waitlistMode === 'offer' && (
            <Field {...field('waitlistOfferMinutes')} label="Platz wird gehalten (Minuten)" hint="5 bis 1440; höchstens bis die Warteliste schließt">
              {(control) => <Input inputMode="numeric" aria-required="true" {...control} {...form.register('waitlistOfferMinutes')} />}
            </Field>
          )}
        </div>
        <RulesPreview typed={typedRules} lateCancellation={form.watch('lateCancellation') ?? 'refuse'} />
        <div className="grid gap-4 border-t border-border pt-4">
          <h3 className="text-base font-semibold text-brand-950">Karten und Abos</h3>
          <Field {...choice('lateCancellation')} label="Nach der Stornofrist" hint="Mit Karte: Der Eintritt einer späten Stornierung wird nicht gutgeschrieben.">
            {(control) => (
              <NativeSelect wrapperClassName="md:max-w-md" {...control} {...form.register('lateCancellation')}>
                <LabelledOptions values={LATE_CANCELLATION_POLICIES} labels={LATE_CANCELLATION_POLICY_LABELS} />
              </NativeSelect>
            )}
          </Field>
          <CheckboxField
            id={`${id}-passRequired`}
            label="Buchung nur mit gültiger Karte oder Mitgliedschaft"
            hint="Aus: Mitglieder ohne Karte buchen und zahlen vor Ort. Wer eine gültige Karte hat, bucht immer über sie."
            {...form.register('passRequired')}
          />
          <CheckboxField
            id={`${id}-trialWithoutPass`}
            label="Erstes Probetraining ohne Karte"
            hint="Eine kostenlose Buchung je Mitglied, solange es keine gültige Karte hat."
            {...form.register('trialWithoutPass')}
          />
          <CheckboxField
            id={`${id}-noShowForfeits`}
            label="Nicht erschienen: Eintritt verfällt"
            hint="Aus: Wer als nicht erschienen markiert wird, bekommt den Eintritt zurück."
            {...form.register('noShowForfeits')}
          />
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-foreground">Buchungssperre nach Fehlterminen</legend>
            <div className="grid gap-4 sm:grid-cols-2 md:max-w-xl">
              <Field {...field('noShowBlockAfter')} label="Sperre nach … Fehlterminen in 30 Tagen" hint="Leer = keine Sperre">
                {(control) => <Input inputMode="numeric" {...control} {...form.register('noShowBlockAfter')} />}
              </Field>
              <Field {...field('noShowBlockDays')} label="Dauer der Sperre (Tage)" hint="Gesperrte Mitglieder sehen, ab wann sie wieder buchen können.">
                {(control) => <Input inputMode="numeric" {...control} {...form.register('noShowBlockDays')} />}
              </Field>
            </div>
          </fieldset>
        </div>
      </SettingsSection>

      <SettingsSection
        icon={ShieldCheck}
        title="Sicherheit"
        contentClassName="gap-2"
        description={
          <>
            Mit der Zwei-Faktor-Anmeldung braucht die Anmeldung neben dem Passwort einen Code aus einer Authenticator-App. Trainer und
            Administratoren richten sie unter{' '}
            <Link to="/member/profile#zwei-faktor" className="font-medium text-brand-800 underline underline-offset-4">
              Mein Profil
            </Link>{' '}
            ein.
          </>
        }
      >
        <CheckboxField
          id={`${id}-adminTwoFactorRequired`}
          label="Zwei-Faktor-Anmeldung für Administratoren verpflichtend"
          hint="Administratoren ohne Zwei-Faktor-Anmeldung richten sie nach der Anmeldung zuerst ein; bis dahin bleibt ihnen die Verwaltung verschlossen."
          aria-invalid={twoFactorError ? true : undefined}
          aria-describedby={[`${id}-adminTwoFactorRequired-hint`, twoFactorError ? `${id}-adminTwoFactorRequired-error` : null].filter(Boolean).join(' ')}
          {...form.register('adminTwoFactorRequired')}
        />
        {twoFactorError ? (
          <p id={`${id}-adminTwoFactorRequired-error`} className="pl-8 text-sm font-medium text-destructive">
            {twoFactorError}
          </p>
        ) : null}
      </SettingsSection>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {isSubmitting ? 'Wird gespeichert...' : 'Einstellungen speichern'}
        </Button>
      </div>
    </form>
  );
}
