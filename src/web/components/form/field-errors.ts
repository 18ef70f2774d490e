import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Puts the server's German field messages (`{ error: { code, message, fields } }`: a 400, a taken name)
 * onto the form's fields. `known` lists the fields the form shows; `'any'` takes every path the server
 * names, for forms with nested fields (a menu's items.0.href). Answers whether any field got a message.
 */
export function applyFieldErrors<V extends FieldValues>(error: unknown, known: readonly Path<V>[] | 'any', setError: UseFormSetError<V>): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const fields = error.fields;
  let applied = false;
  for (const field of known === 'any' ? (Object.keys(fields) as Path<V>[]) : known) {
    const message = fields[field];
    if (!message) continue;
    setError(field, { message: Array.isArray(message) ? message[0] : message });
    applied = true;
  }
  return applied;
}
