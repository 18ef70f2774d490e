import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertCircle, Loader2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSignUp } from '@/features/auth/api/sign-up';
import { signUpErrorMessage, firstFormError } from '@/lib/auth-errors';
import type { SignUpValues } from '@shared/schemas/auth';
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
  const form = useForm<SignUpValues>({
    resolver: namesRequired ? dialogResolver : pageResolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    reValidateMode: 'onSubmit',
  });

  const { errors } = form.formState;
  const message = firstFormError(errors) ?? serverError;
  const alertId = `${id}-error`;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await signUp.mutateAsync({ ...values, email: values.email.trim() });
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
      {message ? (
        <Alert id={alertId} variant="destructive">
          <AlertCircle aria-hidden="true" />
          <span>{message}</span>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-first`} label="Vorname">
          {() => (
            <Input
              id={`${id}-first`}
              autoComplete="given-name"
              aria-invalid={!!errors.firstName || undefined}
              aria-required={namesRequired || undefined}
              {...form.register('firstName')}
            />
          )}
        </Field>
        <Field id={`${id}-last`} label="Nachname">
          {() => (
            <Input
              id={`${id}-last`}
              autoComplete="family-name"
              aria-invalid={!!errors.lastName || undefined}
              aria-required={namesRequired || undefined}
              {...form.register('lastName')}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-email`} label="E-Mail">
        {() => (
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required="true"
            aria-invalid={!!errors.email || undefined}
            {...form.register('email')}
          />
        )}
      </Field>
      <Field id={`${id}-password`} label="Passwort" hint="Mindestens 6 Zeichen">
        {(describedBy) => (
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            aria-required="true"
            aria-describedby={describedBy}
            aria-invalid={!!errors.password || undefined}
            {...form.register('password')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {busy ? 'Wird registriert...' : 'Registrieren'}
      </Button>
    </form>
  );
}
