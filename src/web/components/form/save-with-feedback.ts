import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { applyFieldErrors } from './field-errors';

export const SAVE_FAILED = 'Fehler beim Speichern';
const CHECK_INPUT = 'Bitte überprüfen Sie Ihre Eingaben.';

/** The form's own check failed: the fields show why, the toast says that nothing was saved. */
export const reportInvalidInput = () => toast.error(SAVE_FAILED, { description: CHECK_INPUT });

/** The same for a form whose error toast has a title of its own. */
export const reportInvalidInputAs = (title: string) => () => toast.error(title, { description: CHECK_INPUT });

/** The server's own German message, or nothing (a lost connection gets the toast's title alone). */
export const serverMessage = (error: unknown) => (isApiError(error) && error.fromServer ? error.message : undefined);

type SaveOptions<V extends FieldValues> = {
  /** The request; answers the success toast's title and description. */
  save: () => Promise<{ title: string; description?: ReactNode }>;
  /** The form's fields the server may name; `'any'` for forms with nested paths (a menu's items.0.href). */
  fields: readonly Path<V>[] | 'any';
  setError: UseFormSetError<V>;
  onSaved?: () => void;
  /** The error toast's title ('Fehler beim Speichern' unless the form says otherwise). */
  failureTitle?: string;
  /** The error toast's description: the server's German message, or the general one when there is none. */
  failureDescription?: (error: unknown) => ReactNode | undefined;
};

/**
 * Runs a save and tells the user how it went: a success toast and `onSaved`, or the server's German field
 * messages on the fields and an error toast with the reason. Answers whether it was saved.
 */
export async function saveWithFeedback<V extends FieldValues>({
  save,
  fields,
  setError,
  onSaved,
  failureTitle = SAVE_FAILED,
  failureDescription = (error) => errorMessage(error),
}: SaveOptions<V>): Promise<boolean> {
  try {
    const success = await save();
    toast.success(success.title, { description: success.description });
    onSaved?.();
    return true;
  } catch (error) {
    applyFieldErrors(error, fields, setError);
    toast.error(failureTitle, { description: failureDescription(error) });
    return false;
  }
}
