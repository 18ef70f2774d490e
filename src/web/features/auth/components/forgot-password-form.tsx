import { useId, useState } from 'react';
import { useAppForm } from '@/components/form/use-app-form';
import { Loader2, MailCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/form/field';
import { FormAlert, linkToFormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage, firstFormError } from '@/lib/auth-errors';
import type { ForgotPasswordValues } from '@shared/schemas/auth';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

const resolver = lazyZodResolver(() => import('@shared/schemas/auth').then((schemas) => schemas.forgotPasswordSchema));

/** `email`: the address typed on the sign-in form, when the visitor came from there. */
export function ForgotPasswordForm({ email }: { email?: string }) {
  const id = useId();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string>();
  // Otherwise no default value: the field keeps what was typed before the app took over the page.
  const form = useAppForm<ForgotPasswordValues, ForgotPasswordValues>(resolver, email ? { email } : undefined, { revalidate: 'submit' });
  const message = firstFormError(form.formState.errors);
  const alertId = `${id}-error`;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync({ email });
      toast.success('E-Mail gesendet', { description: 'Prüfen Sie Ihr Postfach' });
      setSentTo(email);
    } catch (error) {
      toast.error('Fehler', { description: authErrorMessage(error as Error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen
        können.
      </p>
      <FormAlert id={alertId} message={message} />
      {sentTo ? (
        <Alert variant="success" role="status">
          <MailCheck aria-hidden="true" />
          <span>
            Wenn ein Konto für <strong className="font-semibold break-all">{sentTo}</strong> existiert, ist der Link unterwegs.
            Er ist eine Stunde lang gültig.
          </span>
        </Alert>
      ) : null}
      <Field id={`${id}-email`} label="E-Mail" {...linkToFormAlert(alertId, form.formState.errors)('email')}>
        {(control) => <Input type="email" autoComplete="email" inputMode="email" {...control} {...form.register('email')} />}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        Link senden
      </Button>
    </form>
  );
}
