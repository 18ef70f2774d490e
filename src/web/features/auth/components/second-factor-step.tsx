import { useId, useState } from 'react';
import { useAppForm } from '@/components/form/use-app-form';
import { ArrowLeft, KeyRound, Loader2, ShieldCheck } from 'lucide-react';
import type { RecoveryCodeFormValues, TotpCodeFormValues } from '@shared/schemas/two-factor';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/form/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { useVerifyTwoFactor, type SecondFactor } from '../api/verify-two-factor';
import type { AuthClientError } from '@/lib/auth-client';
import { authErrorMessage } from '@/lib/auth-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { AUTH_ERROR_CODES } from '@shared/error-codes';

const totpResolver = lazyZodResolver(() => import('@shared/schemas/two-factor').then((schemas) => schemas.totpCodeFormSchema));
const recoveryResolver = lazyZodResolver(() => import('@shared/schemas/two-factor').then((schemas) => schemas.recoveryCodeFormSchema));

// The challenge is gone (expired, or five wrong codes): only a new password step helps.
const RESTART_CODES = new Set<string>([AUTH_ERROR_CODES.INVALID_TWO_FACTOR_COOKIE, AUTH_ERROR_CODES.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE]);

export type SecondFactorStepProps = {
  /** Called once the code has passed and the session is set. */
  onSuccess: () => Promise<void> | void;
  /** Back to e-mail and password; with the reason when the challenge ended. */
  onRestart: (message?: string) => void;
  /** The dialog shows a refusal as a toast; without it, the step's alert shows it. */
  onFailure?: (message: string) => void;
};

/**
 * The second step of signing in to an account with two-factor sign-in: the 6-digit code from the
 * authenticator app ('Bestätigungscode'), or one of the recovery codes instead.
 */
export function SecondFactorStep({ onSuccess, onRestart, onFailure }: SecondFactorStepProps) {
  const [factor, setFactor] = useState<SecondFactor>('totp');
  // A new form per factor: its own field, resolver and message.
  return factor === 'totp' ? (
    <CodeForm key="totp" factor="totp" onSuccess={onSuccess} onRestart={onRestart} onFailure={onFailure} onSwitch={() => setFactor('recovery')} />
  ) : (
    <CodeForm key="recovery" factor="recovery" onSuccess={onSuccess} onRestart={onRestart} onFailure={onFailure} onSwitch={() => setFactor('totp')} />
  );
}

const COPY = {
  totp: {
    title: 'Bestätigungscode',
    intro: 'Ihr Konto ist mit der Zwei-Faktor-Anmeldung geschützt. Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
    label: 'Bestätigungscode',
    switchTo: 'Kein Zugriff auf die App? Wiederherstellungscode verwenden',
  },
  recovery: {
    title: 'Wiederherstellungscode',
    intro: 'Geben Sie einen der Wiederherstellungscodes ein, die Sie beim Einrichten gespeichert haben. Jeder Code gilt nur einmal.',
    label: 'Wiederherstellungscode',
    switchTo: 'Stattdessen den Code aus der App eingeben',
  },
} as const;

type CodeFormProps = SecondFactorStepProps & { factor: SecondFactor; onSwitch: () => void };

function CodeForm({ factor, onSuccess, onRestart, onFailure, onSwitch }: CodeFormProps) {
  const id = useId();
  const verify = useVerifyTwoFactor();
  const [serverError, setServerError] = useState<string>();
  const form = useAppForm<TotpCodeFormValues | RecoveryCodeFormValues, { code: string }>(factor === 'totp' ? totpResolver : recoveryResolver, { code: '' }, { revalidate: 'submit' });
  const { errors, isSubmitting } = form.formState;
  const message = errors.code?.message ?? serverError;
  const alertId = `${id}-error`;
  const copy = COPY[factor];

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setServerError(undefined);
    try {
      await verify.mutateAsync({ factor, code });
    } catch (error) {
      const authError = error as AuthClientError;
      const text = authErrorMessage(authError);
      if (authError.code && RESTART_CODES.has(authError.code)) return onRestart(text);
      form.setValue('code', '');
      form.setFocus('code');
      if (onFailure) onFailure(text);
      else setServerError(text);
      return;
    }
    await onSuccess();
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-describedby={message ? alertId : undefined} className="grid gap-4">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {factor === 'totp' ? <ShieldCheck aria-hidden="true" className="size-5" /> : <KeyRound aria-hidden="true" className="size-5" />}
        </span>
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold text-brand-950">
            {copy.title}
          </h2>
          <p className="text-sm leading-6 text-muted-foreground">{copy.intro}</p>
        </div>
      </div>
      <FormAlert id={alertId} message={message} />
      <Field id={`${id}-code`} label={copy.label} invalid={!!message} describedBy={message ? alertId : undefined}>
        {(control) =>
          factor === 'totp' ? (
            <Input
              {...control}
              {...form.register('code')}
              autoFocus
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              placeholder="123456"
              className="h-12 text-center font-mono text-xl tracking-[0.35em] md:text-xl"
            />
          ) : (
            <Input
              {...control}
              {...form.register('code')}
              autoFocus
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="abcde-23456"
              className="h-12 font-mono text-base md:text-base"
            />
          )
        }
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {isSubmitting ? 'Wird geprüft...' : 'Bestätigen und anmelden'}
      </Button>
      <div className="grid justify-items-start gap-2 text-sm">
        <button type="button" onClick={onSwitch} className="rounded-sm text-left font-medium text-primary underline-offset-4 hover:underline">
          {copy.switchTo}
        </button>
        <button
          type="button"
          onClick={() => onRestart()}
          className="inline-flex items-center gap-1.5 rounded-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Zurück zur Anmeldung
        </button>
      </div>
    </form>
  );
}

export default SecondFactorStep;
