import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** A native select styled like the text inputs: phone pickers and screen readers work as expected. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-lg border border-input bg-background pr-9 pl-3 text-base text-foreground shadow-xs transition-colors hover:border-brand-300 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { id: string; label: string; hint?: string };

/** A labelled checkbox (the 'Aktiv' flag of rooms, courses and prices). */
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
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Puts the server's German field messages (a 400 or a taken name) onto the form's fields. */
export function applyFieldErrors<F extends string>(fields: Record<string, string | string[]> | undefined, known: readonly F[], setError: (field: F, error: { message: string }) => void) {
  for (const field of known) {
    const message = fields?.[field];
    if (message) setError(field, { message: Array.isArray(message) ? message[0] : message });
  }
}
