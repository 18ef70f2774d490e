import { useId } from 'react';
import { Loader2, Save } from 'lucide-react';
import { TRAINER_PROFILE_LIMITS } from '@shared/constants';
import type { UpdateTrainerProfile, UpdateTrainerProfileInput } from '@shared/schemas/trainer-area';
import type { TrainerProfile } from '@shared/schemas/trainers';
import { Field } from '@/components/form/field';
import { reportInvalidInput, saveWithFeedback } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdateTrainerProfile } from '../api/update-trainer-profile';

// The server's schema, loaded with zod on the first submit.
const resolver = lazyZodResolver(() => import('@shared/schemas/trainer-area').then((schemas) => schemas.updateTrainerProfileSchema));

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'bio'] as const;

type Trainer = NonNullable<TrainerProfile['trainer']>;

const valuesOf = (trainer: Trainer): UpdateTrainerProfileInput => ({
  firstName: trainer.firstName,
  lastName: trainer.lastName,
  email: trainer.email ?? '',
  phone: trainer.phone ?? '',
  bio: trainer.bio ?? '',
});

/** The trainer's own record (name, e-mail, phone, biography), validated with the server's schema. */
export function TrainerProfileForm({ trainer }: { trainer: Trainer }) {
  const id = useId();
  const save = useUpdateTrainerProfile();
  const form = useAppForm<UpdateTrainerProfileInput, UpdateTrainerProfile>(resolver, valuesOf(trainer));
  const { errors, isSubmitting } = form.formState;
  const bioLength = (form.watch('bio') ?? '').length;

  const onValid = (values: UpdateTrainerProfile) =>
    saveWithFeedback({
      save: async () => {
        const saved = await save.mutateAsync({
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email ?? '',
          phone: values.phone ?? '',
          bio: values.bio ?? '',
        });
        if (saved.trainer) form.reset(valuesOf(saved.trainer));
        return { title: 'Profil aktualisiert', description: 'Ihre Angaben sind gespeichert und auf der Trainerseite sichtbar.' };
      },
      fields: FIELDS,
      setError: form.setError,
    });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, reportInvalidInput)}
      className="grid gap-5"
      aria-busy={isSubmitting}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-first`} label="Vorname" error={errors.firstName?.message}>
          {(control) => <Input autoComplete="given-name" aria-required="true" {...control} {...form.register('firstName')} />}
        </Field>
        <Field id={`${id}-last`} label="Nachname" error={errors.lastName?.message}>
          {(control) => <Input autoComplete="family-name" aria-required="true" {...control} {...form.register('lastName')} />}
        </Field>
        <Field id={`${id}-email`} label="E-Mail" hint="Kontaktadresse im Trainerprofil; Ihre Anmelde-E-Mail bleibt unverändert." error={errors.email?.message}>
          {(control) => <Input type="email" inputMode="email" autoComplete="email" {...control} {...form.register('email')} />}
        </Field>
        <Field id={`${id}-phone`} label="Telefon" error={errors.phone?.message}>
          {(control) => <Input type="tel" inputMode="tel" autoComplete="tel" {...control} {...form.register('phone')} />}
        </Field>
      </div>
      <Field
        id={`${id}-bio`}
        label="Biografie"
        hint="Erscheint auf der öffentlichen Trainerseite."
        hintAside={
          <p className={cn('tabular-nums', bioLength > TRAINER_PROFILE_LIMITS.bio && 'font-semibold text-destructive')}>
            {bioLength}/{TRAINER_PROFILE_LIMITS.bio}
          </p>
        }
        error={errors.bio?.message}
      >
        {(control) => <Textarea rows={7} {...control} {...form.register('bio')} />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {isSubmitting ? 'Wird gespeichert...' : 'Profil speichern'}
        </Button>
      </div>
    </form>
  );
}
