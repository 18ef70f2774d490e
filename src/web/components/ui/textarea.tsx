import * as React from 'react';
import { cn } from '@/lib/cn';
import { useEarlyValue } from '@/lib/use-early-value';

export function Textarea({ className, ref, ...props }: React.ComponentProps<'textarea'>) {
  const fieldRef = useEarlyValue<HTMLTextAreaElement>({ value: props.value, onChange: props.onChange, ref });
  return (
    <textarea
      ref={fieldRef}
      data-slot="textarea"
      className={cn(
        'flex min-h-32 w-full min-w-0 rounded-lg border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground md:text-sm',
        'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
        'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
