import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import type { SignUpValues } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert, linkToFormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { useSignUp } from '@/features/auth/api/sign-up';
import { firstFormError, signUpErrorMessage } from '@/lib/auth-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

type SignUpFormProps = {
  /** In the dialog all four fields are required; on /auth the names are optional. */
  namesRequired?: boolean;
  onSuccess: () => Promise<void> | void;
  onFailure?: (message: string) => void;
};

const pageResolver = lazyZodResolver(() => import('@shared/schemas/auth').then((schemas) => schemas.signUpPageSchema));
const dialogResolver = lazyZodResolver(() => import('@shared/schemas/auth').then((schemas) => schemas.signUpDialogSchema));

export function SignUpForm({ namesRequired = false, onSuccess, onFailure }: SignUpFormProps) {
  const id = useId();
  const signUp = useSignUp();
  const [serverError, setServerError] = useState<string>();
  // No default values: the fields keep what was typed before the app took over the page.
  const form = useForm<SignUpValues>({ resolver: namesRequired ? dialogResolver : pageResolver, reValidateMode: 'onSubmit' });

  const { errors } = form.formState;
  const message = firstFormError(errors) ?? serverError;
  const alertId = `${id}-error`;
  const linked = linkToFormAlert(alertId, errors);
  const required = namesRequired || undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      const text = signUpErrorMessage(error as Error);
      if (onFailure) onFailure(text);
      else setServerError(text);
      return;
    }
    await onSuccess();
  });

  const busy = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-describedby={message ? alertId : undefined}>
      <FormAlert id={alertId} message={message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-first`} label="Vorname" {...linked('firstName')}>
          {(control) => <Input autoComplete="given-name" aria-required={required} {...control} {...form.register('firstName')} />}
        </Field>
        <Field id={`${id}-last`} label="Nachname" {...linked('lastName')}>
          {(control) => <Input autoComplete="family-name" aria-required={required} {...control} {...form.register('lastName')} />}
        </Field>
      </div>
      <Field id={`${id}-email`} label="E-Mail" {...linked('email')}>
        {(control) => <Input type="email" autoComplete="email" inputMode="email" aria-required="true" {...control} {...form.register('email')} />}
      </Field>
      <Field id={`${id}-password`} label="Passwort" hint="Mindestens 6 Zeichen" {...linked('password')}>
        {(control) => <Input type="password" autoComplete="new-password" aria-required="true" {...control} {...form.register('password')} />}
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {busy ? 'Wird registriert...' : 'Registrieren'}
      </Button>
    </form>
  );
}
