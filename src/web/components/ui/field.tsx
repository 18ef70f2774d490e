import * as React from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  /** Receives the ids the input should reference with aria-describedby. */
  children: (describedBy: string | undefined) => React.ReactNode;
};

/** Label, control and hint stacked; the hint is wired to the control via aria-describedby. */
export function Field({ id, label, hint, optional, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="ml-1 font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      {children(hintId)}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
