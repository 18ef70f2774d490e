import { useId, useState } from 'react';
import { useAppForm } from '@/components/form/use-app-form';
import { Loader2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/form/field';
import { FormAlert, linkToFormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { useResetPassword } from '../api/reset-password';
import { authErrorMessage, firstFormError } from '@/lib/auth-errors';
import type { ResetPasswordValues } from '@shared/schemas/auth';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

type ResetPasswordFormProps = {
  token: string;
  onSuccess: () => void;
};

const resolver = lazyZodResolver(() => import('@shared/schemas/auth').then((schemas) => schemas.resetPasswordSchema));

export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const id = useId();
  const reset = useResetPassword();
  const [serverError, setServerError] = useState<string>();
  // No default value: the field keeps what was typed before the app took over the page.
  const form = useAppForm<ResetPasswordValues, ResetPasswordValues>(resolver, undefined, { revalidate: 'submit' });
  const message = firstFormError(form.formState.errors) ?? serverError;
  const alertId = `${id}-error`;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setServerError(undefined);
    try {
      await reset.mutateAsync({ newPassword, token });
    } catch (error) {
      setServerError(authErrorMessage(error as Error));
      return;
    }
    toast.success('Passwort geändert', { description: 'Sie können sich jetzt mit dem neuen Passwort anmelden.' });
    onSuccess();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert id={alertId} message={message} />
      <Field id={`${id}-password`} label="Neues Passwort" hint="Mindestens 6 Zeichen" {...linkToFormAlert(alertId, form.formState.errors)('newPassword')}>
        {(control) => <Input type="password" autoComplete="new-password" {...control} {...form.register('newPassword')} />}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        Passwort speichern
      </Button>
    </form>
  );
}
