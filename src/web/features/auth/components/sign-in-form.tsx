import { lazy, Suspense, useRef, useState } from 'react';
import { Loader2 } from 'lucide-react';
import type { SignInValues } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/form/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { needsSecondFactor, useSignIn } from '../api/sign-in';
import { signInErrorMessage } from '@/lib/auth-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useAuthForm } from './use-auth-form';

const resolver = lazyZodResolver(() => import('@shared/schemas/auth').then((schemas) => schemas.signInSchema));

// Only staff accounts with two-factor sign-in reach the code step: its code stays out of the pages' first load.
const SecondFactorStep = lazy(() => import('./second-factor-step'));

type SignInFormProps = {
  /** Called after a successful sign-in. */
  onSuccess: () => Promise<void> | void;
  /** Called with the user-facing message when the server rejects the sign-in. */
  onFailure?: (message: string) => void;
  /** Shows the "Passwort vergessen?" button, which calls this with the e-mail address typed so far. */
  onForgotPassword?: (typedEmail: string) => void;
};

/** E-mail and password; for an account with two-factor sign-in, then the code (SecondFactorStep). */
export function SignInForm({ onSuccess, onFailure, onForgotPassword }: SignInFormProps) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  // Why the code step ended (expired, too many wrong codes): shown above the password form again.
  const [restartMessage, setRestartMessage] = useState<string>();

  if (step === 'code') {
    return (
      <Suspense fallback={<div className="flex justify-center py-10"><Spinner /></div>}>
        <SecondFactorStep
          onSuccess={onSuccess}
          onFailure={onFailure}
          onRestart={(message) => {
            if (message && onFailure) onFailure(message);
            else setRestartMessage(message);
            setStep('password');
          }}
        />
      </Suspense>
    );
  }
  return (
    <PasswordStep
      notice={restartMessage}
      onFailure={onFailure}
      onForgotPassword={onForgotPassword}
      onSubmitted={() => setRestartMessage(undefined)}
      onSuccess={(secondFactor) => (secondFactor ? setStep('code') : onSuccess())}
    />
  );
}

/**
 * What the e-mail field holds, read from the page: a click made before the form's code had loaded is made
 * again once it has, and what was typed meanwhile is in the field, not yet in the form's state.
 */
const typedEmail = (form: HTMLFormElement | null) => ((form?.elements.namedItem('email') as HTMLInputElement | null)?.value ?? '').trim();

type PasswordStepProps = Omit<SignInFormProps, 'onSuccess'> & {
  notice?: string;
  onSubmitted: () => void;
  onSuccess: (secondFactor: boolean) => Promise<void> | void;
};

function PasswordStep({ notice, onSubmitted, onSuccess, onFailure, onForgotPassword }: PasswordStepProps) {
  const signIn = useSignIn();
  // Set by the answer, read right after it by onSuccess (useAuthForm calls them one after the other).
  const secondFactor = useRef(false);
  const { id, form, busy, alert, linked, formProps } = useAuthForm<SignInValues>({
    resolver,
    send: async (values) => {
      onSubmitted();
      secondFactor.current = needsSecondFactor(await signIn.mutateAsync(values));
    },
    failureMessage: signInErrorMessage,
    onSuccess: () => onSuccess(secondFactor.current),
    onFailure,
  });
  const message = alert.message ?? notice;

  return (
    <form {...formProps} aria-describedby={message ? alert.id : undefined} className="grid gap-4">
      <FormAlert id={alert.id} message={message} />
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
            onClick={(event) => onForgotPassword(typedEmail(event.currentTarget.form))}
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
