import { useId, useState } from 'react';
import { type FieldValues, type Resolver } from 'react-hook-form';
import { useAppForm } from '@/components/form/use-app-form';
import { linkToFormAlert } from '@/components/ui/form-alert';
import type { AuthClientError } from '@/lib/auth-client';
import { firstFormError } from '@/lib/auth-errors';

type AuthFormOptions<V extends FieldValues> = {
  resolver: Resolver<V>;
  /** Sends the valid values; throws the auth client's error. */
  send: (values: V) => Promise<unknown>;
  /** The fixed message the form shows for this refusal. */
  failureMessage: (error: AuthClientError) => string;
  onSuccess: () => Promise<void> | void;
  /** The dialog shows a refusal as a toast; without it, the form's alert shows it. */
  onFailure?: (message: string) => void;
};

/**
 * What the sign-in and sign-up forms share: react-hook-form with the shared schema, uncontrolled fields
 * without default values (what was typed before the app took over the page stays), and one
 * message per form: the first validation message, else the server's refusal.
 */
export function useAuthForm<V extends FieldValues>({ resolver, send, failureMessage, onSuccess, onFailure }: AuthFormOptions<V>) {
  const id = useId();
  const [serverError, setServerError] = useState<string>();
  const form = useAppForm(resolver, undefined, { revalidate: 'submit' });
  const { errors, isSubmitting } = form.formState;
  const message = firstFormError(errors) ?? serverError;
  const alertId = `${id}-error`;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await send(values);
    } catch (error) {
      const text = failureMessage(error as AuthClientError);
      if (onFailure) onFailure(text);
      else setServerError(text);
      return;
    }
    await onSuccess();
  });

  return {
    id,
    form,
    busy: isSubmitting,
    alert: { id: alertId, message },
    /** Field props that tie an invalid field to the form's alert. */
    linked: linkToFormAlert(alertId, errors),
    formProps: { noValidate: true, onSubmit, 'aria-describedby': message ? alertId : undefined },
  };
}
