import { Loader2 } from 'lucide-react';
import type { SignInValues } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { useSignIn } from '@/features/auth/api/sign-in';
import { signInErrorMessage } from '@/lib/auth-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useAuthForm } from './use-auth-form';

const resolver = lazyZodResolver(() => import('@shared/schemas/auth').then((schemas) => schemas.signInSchema));

type SignInFormProps = {
  /** Called after a successful sign-in. */
  onSuccess: () => Promise<void> | void;
  /** Called with the user-facing message when the server rejects the sign-in. */
  onFailure?: (message: string) => void;
  /** Shows the "Passwort vergessen?" button, which calls this. */
  onForgotPassword?: () => void;
};

export function SignInForm({ onSuccess, onFailure, onForgotPassword }: SignInFormProps) {
  const signIn = useSignIn();
  const { id, form, busy, alert, linked, formProps } = useAuthForm<SignInValues>({
    resolver,
    send: signIn.mutateAsync,
    failureMessage: signInErrorMessage,
    onSuccess,
    onFailure,
  });

  return (
    <form {...formProps} className="grid gap-4">
      <FormAlert {...alert} />
      <Field id={`${id}-email`} label="E-Mail" {...linked('email')}>
        {(control) => <Input type="email" autoComplete="email" inputMode="email" {...control} {...form.register('email')} />}
      </Field>
      <div className="grid gap-2">
        <Field id={`${id}-password`} label="Passwort" {...linked('password')}>
          {(control) => <Input type="password" autoComplete="current-password" {...control} {...form.register('password')} />}
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
