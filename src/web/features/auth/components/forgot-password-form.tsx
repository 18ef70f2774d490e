import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertCircle, Loader2, MailCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage, firstFormError } from '@/lib/auth-errors';
import type { ForgotPasswordValues } from '@shared/schemas/auth';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

const resolver = lazyZodResolver(() => import('@shared/schemas/auth').then((schemas) => schemas.forgotPasswordSchema));

export function ForgotPasswordForm() {
  const id = useId();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<ForgotPasswordValues>({
    resolver,
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const message = firstFormError(form.formState.errors);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync({ email: email.trim() });
      toast.success('E-Mail gesendet', { description: 'Prüfen Sie Ihr Postfach' });
      setSentTo(email.trim());
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
      {message ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <span>{message}</span>
        </Alert>
      ) : null}
      {sentTo ? (
        <Alert variant="success" role="status">
          <MailCheck aria-hidden="true" />
          <span>
            Wenn ein Konto für <strong className="font-semibold break-all">{sentTo}</strong> existiert, ist der Link unterwegs.
            Er ist eine Stunde lang gültig.
          </span>
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
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        Link senden
      </Button>
    </form>
  );
}
