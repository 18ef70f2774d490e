import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

type NativeSelectProps = ComponentProps<'select'> & {
  /** Classes of the box around the select and its chevron (its width in a row of filters). */
  wrapperClassName?: string;
};

/**
 * The app's one select: a native one styled like the text inputs, so phone pickers, keyboards and screen
 * readers work as people expect.
 */
export function NativeSelect({ className, wrapperClassName, children, ...props }: NativeSelectProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select
        className={cn(
          'h-10 w-full appearance-none truncate rounded-lg border border-input bg-background pr-9 pl-3 text-base text-foreground shadow-xs transition-colors hover:border-brand-300 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm',
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

/** The options of a select over a fixed list (room types, pass types, levels): one per value, named by its German label. */
export function LabelledOptions<V extends string>({ values, labels }: { values: readonly V[]; labels: Record<V, string> }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
