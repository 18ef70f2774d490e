import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertCircle, Loader2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSignIn } from '@/features/auth/api/sign-in';
import { signInErrorMessage, firstFormError } from '@/lib/auth-errors';
import type { SignInValues } from '@shared/schemas/auth';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

type SignInFormProps = {
  /** Called after a successful sign-in. */
  onSuccess: () => Promise<void> | void;
  /** Called with the user-facing message when the server rejects the sign-in. */
  onFailure?: (message: string) => void;
  /** Shows the "Passwort vergessen?" button, which calls this. */
  onForgotPassword?: () => void;
  defaultEmail?: string;
};

const resolver = lazyZodResolver(() => import('@shared/schemas/auth').then((schemas) => schemas.signInSchema));

export function SignInForm({ onSuccess, onFailure, onForgotPassword, defaultEmail = '' }: SignInFormProps) {
  const id = useId();
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<SignInValues>({
    resolver,
    defaultValues: { email: defaultEmail, password: '' },
    reValidateMode: 'onSubmit',
  });

  const validationError = firstFormError(form.formState.errors);
  const message = validationError ?? serverError;
  const alertId = `${id}-error`;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await signIn.mutateAsync({ email: values.email.trim(), password: values.password });
    } catch (error) {
      const text = signInErrorMessage(error as Error);
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
      <Field id={`${id}-email`} label="E-Mail">
        {() => (
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={!!form.formState.errors.email || undefined}
            {...form.register('email')}
          />
        )}
      </Field>
      <div className="grid gap-2">
        <Field id={`${id}-password`} label="Passwort">
          {() => (
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              aria-invalid={!!form.formState.errors.password || undefined}
              {...form.register('password')}
            />
          )}
        </Field>
        {onForgotPassword ? (
          <button
            type="button"
            onClick={onForgotPassword}
            className="justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Passwort vergessen?
          </button>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {busy ? 'Wird angemeldet...' : 'Anmelden'}
      </Button>
    </form>
  );
}
