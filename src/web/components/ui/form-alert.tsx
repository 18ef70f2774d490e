import { AlertCircle } from 'lucide-react';
import { Alert } from './alert';

/**
 * A form's one error message, above its fields (the auth forms show one message per form, not one
 * per field). Fields tie themselves to it with linkToFormAlert.
 */
export function FormAlert({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert id={id} variant="destructive">
      <AlertCircle aria-hidden="true" />
      <span>{message}</span>
    </Alert>
  );
}

/** The Field props that mark a field with an error invalid and tie it to the form's alert `alertId`. */
export function linkToFormAlert(alertId: string, errors: Partial<Record<string, unknown>>) {
  return (name: string) => ({ invalid: !!errors[name], describedBy: errors[name] ? alertId : undefined });
}
