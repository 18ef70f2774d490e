import * as React from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** Spread onto the control: its id (the label's target), aria-invalid and aria-describedby. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** Beside the hint, not part of the control's description (e.g. a character counter). */
  hintAside?: React.ReactNode;
  /** The field's own message, shown under it. */
  error?: string;
  /** Invalid with the message shown elsewhere (a form's single alert, passed in describedBy). */
  invalid?: boolean;
  /** Ids of further elements that describe the control. */
  describedBy?: string;
  className?: string;
  labelClassName?: string;
  hintClassName?: string;
  children: (control: FieldControlProps) => React.ReactNode;
};

/**
 * Label, control, hint and error message of one form field: every form uses it, so the control is always
 * tied to its label (htmlFor), and to its hint and message (aria-describedby, aria-invalid).
 */
export function Field({
  id,
  label,
  hint,
  hintAside,
  error,
  invalid = false,
  describedBy,
  className,
  labelClassName,
  hintClassName,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
  };
  const hintText = hint ? (
    <p id={hintId} className={cn('text-xs text-muted-foreground', hintClassName)}>
      {hint}
    </p>
  ) : null;

  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children(control)}
      {hintAside ? (
        <div className="flex items-start justify-between gap-4 text-xs text-muted-foreground">
          {hintText ?? <span />}
          {hintAside}
        </div>
      ) : (
        hintText
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
