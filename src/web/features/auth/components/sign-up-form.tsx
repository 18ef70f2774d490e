import { Loader2 } from 'lucide-react';
import type { SignUpValues } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/form/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { useSignUp } from '../api/sign-up';
import { signUpErrorMessage } from '@/lib/auth-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useAuthForm } from './use-auth-form';

type SignUpFormProps = {
  /** In the dialog all four fields are required; on /auth the names are optional. */
  namesRequired?: boolean;
  onSuccess: () => Promise<void> | void;
  onFailure?: (message: string) => void;
};

const pageResolver = lazyZodResolver(() => import('@shared/schemas/auth').then((schemas) => schemas.signUpPageSchema));
const dialogResolver = lazyZodResolver(() => import('@shared/schemas/auth').then((schemas) => schemas.signUpDialogSchema));

export function SignUpForm({ namesRequired = false, onSuccess, onFailure }: SignUpFormProps) {
  const signUp = useSignUp();
  const { id, form, busy, alert, linked, formProps } = useAuthForm<SignUpValues>({
    resolver: namesRequired ? dialogResolver : pageResolver,
    send: signUp.mutateAsync,
    failureMessage: signUpErrorMessage,
    onSuccess,
    onFailure,
  });
  const required = namesRequired || undefined;

  return (
    <form {...formProps} className="grid gap-4">
      <FormAlert {...alert} />
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
