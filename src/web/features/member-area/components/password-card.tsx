import { useId } from 'react';
import { useAppForm } from '@/components/form/use-app-form';
import { KeyRound, Loader2, LogOut, MailQuestion } from 'lucide-react';
import type { ChangePasswordFormValues } from '@shared/schemas/profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Separator } from '@/components/ui/separator';
import { authErrorMessage, changePasswordErrorMessage } from '@/lib/auth-errors';
import type { AuthClientError } from '@/lib/auth-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useRequestPasswordReset } from '@/features/auth';
import { useChangePassword } from '../api/change-password';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { AUTH_ERROR_CODES, NEW_PASSWORD_ERROR_CODES } from '@shared/error-codes';

const resolver = lazyZodResolver(() => import('@shared/schemas/profile').then((schemas) => schemas.changePasswordFormSchema));

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change of password with the current one, the reset mail, and signing out the other devices. */
export function PasswordCard({ email }: { email: string }) {
  const id = useId();
  const change = useChangePassword();
  const reset = useRequestPasswordReset();
  const revoke = useRevokeOtherSessions();
  const form = useAppForm(resolver, EMPTY, { revalidate: 'submit' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      toast.success('Passwort geändert', { description: 'Auf allen anderen Geräten wurden Sie abgemeldet.' });
    } catch (error) {
      const message = changePasswordErrorMessage(error as AuthClientError);
      const code = (error as AuthClientError).code;
      if (code === AUTH_ERROR_CODES.INVALID_PASSWORD) form.setError('currentPassword', { message }, { shouldFocus: true });
      else if (code && NEW_PASSWORD_ERROR_CODES.has(code)) form.setError('newPassword', { message }, { shouldFocus: true });
      toast.error('Fehler', { description: message });
    }
  });

  function sendResetMail() {
    reset.mutate(
      { email },
      {
        onSuccess: () => toast.success('E-Mail gesendet', { description: 'Prüfen Sie Ihr Postfach' }),
        onError: (error) => toast.error('Fehler', { description: authErrorMessage(error as AuthClientError) }),
      },
    );
  }

  function signOutElsewhere() {
    revoke.mutate(undefined, {
      onSuccess: () => toast.success('Andere Geräte abgemeldet', { description: 'Nur dieses Gerät ist jetzt noch angemeldet.' }),
      onError: (error) => toast.error('Fehler', { description: authErrorMessage(error as AuthClientError) }),
    });
  }

  return (
    <Card className="p-5 shadow-none sm:p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <KeyRound aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-lg font-semibold text-brand-950">Passwort und Anmeldung</h2>
      </div>

      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4" aria-labelledby={`${id}-change`}>
        <h3 id={`${id}-change`} className="text-base font-semibold text-brand-950">
          Passwort ändern
        </h3>
        <Field id={`${id}-current`} label="Aktuelles Passwort" error={errors.currentPassword?.message}>
          {(control) => <Input type="password" autoComplete="current-password" {...control} {...form.register('currentPassword')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-new`} label="Neues Passwort" error={errors.newPassword?.message}>
            {(control) => <Input type="password" autoComplete="new-password" {...control} {...form.register('newPassword')} />}
          </Field>
          <Field id={`${id}-confirm`} label="Neues Passwort bestätigen" error={errors.confirmPassword?.message}>
            {(control) => <Input type="password" autoComplete="new-password" {...control} {...form.register('confirmPassword')} />}
          </Field>
        </div>
        <p className="text-xs leading-5 text-muted-foreground">
          Nach der Änderung werden Sie auf allen anderen Geräten abgemeldet.
        </p>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            Passwort ändern
          </Button>
        </div>
      </form>

      <Separator className="my-6" />

      <div className="grid gap-5">
        <div className="grid gap-2">
          <p className="text-sm leading-6 text-muted-foreground">
            Aktuelles Passwort vergessen? Wir senden Ihnen einen Link an <span className="font-medium break-words text-foreground">{email}</span>,
            mit dem Sie ein neues festlegen.
          </p>
          <div>
            <Button variant="outline" onClick={sendResetMail} disabled={reset.isPending}>
              {reset.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <MailQuestion aria-hidden="true" />}
              Passwort zurücksetzen
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <p className="text-sm leading-6 text-muted-foreground">
            Sie haben sich auf einem fremden oder verlorenen Gerät angemeldet? Beenden Sie dort alle Sitzungen.
          </p>
          <div>
            <Button variant="outline" className="h-auto min-h-10 py-2" onClick={signOutElsewhere} disabled={revoke.isPending}>
              {revoke.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <LogOut aria-hidden="true" />}
              <span className="whitespace-normal text-left">Von allen anderen Geräten abmelden</span>
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
