import { useId } from 'react';
import { Loader2, Mail, Save, UserRound } from 'lucide-react';
import { PROFILE_MESSAGES } from '@shared/profile-messages';
import { berlinToday } from '@shared/time';
import type { profileFormSchema, ProfileFormValues } from '@shared/schemas/profile';
import type { CurrentUser } from '@shared/schemas/users';
import type { z } from 'zod';
import { Field } from '@/components/form/field';
import { reportInvalidInputAs, saveWithFeedback } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdateProfile } from '../api/update-profile';

const resolver = lazyZodResolver(() => import('@shared/schemas/profile').then((schemas) => schemas.profileFormSchema));

const FIELDS = ['firstName', 'lastName', 'phone', 'birthDate', 'street', 'postalCode', 'town'] as const;

/** The form's values from the signed-in user (empty text for none). */
const valuesOf = (user: CurrentUser['user']) => Object.fromEntries(FIELDS.map((field) => [field, user[field] ?? ''])) as Record<(typeof FIELDS)[number], string>;

/** 'Persönliche Daten': e-mail read-only; name, phone, birth date and the postal address for invoices editable. */
export function ProfileForm({ user }: { user: CurrentUser['user'] }) {
  const id = useId();
  const update = useUpdateProfile();
  const form = useAppForm<ProfileFormValues, z.output<typeof profileFormSchema>>(resolver, valuesOf(user));
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) =>
      saveWithFeedback({
        save: async () => {
          const me = await update.mutateAsync(Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? ''])));
          form.reset(valuesOf(me.user));
          return { title: PROFILE_MESSAGES.saved };
        },
        fields: FIELDS,
        setError: form.setError,
        failureTitle: PROFILE_MESSAGES.saveFailed,
        failureDescription: () => undefined,
      }),
    reportInvalidInputAs(PROFILE_MESSAGES.saveFailed),
  );

  return (
    <Card className="p-5 shadow-none sm:p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <UserRound aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-lg font-semibold text-brand-950">Persönliche Daten</h2>
      </div>

      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
        <Field id={`${id}-email`} label="E-Mail" hint={PROFILE_MESSAGES.emailReadOnly}>
          {(control) => (
            <div className="relative">
              <Mail aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input {...control} type="email" value={user.email} readOnly className="bg-muted pl-9 text-muted-foreground" />
            </div>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-first-name`} label="Vorname" error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
          </Field>
          <Field id={`${id}-last-name`} label="Nachname" error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
          </Field>
        </div>
        <Field id={`${id}-phone`} label="Telefon" error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />}
        </Field>
        <Field id={`${id}-birth-date`} label="Geburtsdatum" hint={PROFILE_MESSAGES.birthDateHint} error={errors.birthDate?.message}>
          {(control) => <Input {...control} type="date" max={berlinToday()} autoComplete="bday" className="sm:max-w-56" {...form.register('birthDate')} />}
        </Field>
        <fieldset className="grid gap-4">
          <legend className="text-sm font-semibold text-brand-950">Anschrift</legend>
          <p className="text-sm text-muted-foreground">Steht auf Ihren Rechnungen. Alle drei Angaben oder keine.</p>
          <Field id={`${id}-street`} label="Straße und Hausnummer" error={errors.street?.message}>
            {(control) => <Input {...control} autoComplete="street-address" {...form.register('street')} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <Field id={`${id}-postal-code`} label="PLZ" error={errors.postalCode?.message}>
              {(control) => <Input {...control} inputMode="numeric" autoComplete="postal-code" {...form.register('postalCode')} />}
            </Field>
            <Field id={`${id}-town`} label="Ort" error={errors.town?.message}>
              {(control) => <Input {...control} autoComplete="address-level2" {...form.register('town')} />}
            </Field>
          </div>
        </fieldset>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
            Speichern
          </Button>
        </div>
      </form>
    </Card>
  );
}
