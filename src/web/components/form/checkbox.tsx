import type { ComponentProps } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { id: string; label: string; hint?: string };

/** A labelled checkbox with an optional hint tied to it (the 'Aktiv' flag of rooms, courses and prices). */
export function CheckboxField({ id, label, hint, className, ...props }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 rounded border-input accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        {...props}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="leading-5">
          {label}
        </Label>
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
