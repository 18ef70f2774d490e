import * as React from 'react';
import { cn } from '@/lib/cn';

type FilterChipProps = Omit<React.ComponentProps<'button'>, 'type'> & {
  pressed: boolean;
  /** Shown in a small pill after the label, e.g. the number of matching items. */
  count?: number;
};

/** A toggle button for list filters (aria-pressed); put a set of them in a <FilterChipGroup>. */
export function FilterChip({ pressed, count, className, children, ...props }: FilterChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-slot="filter-chip"
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        pressed
          ? 'border-primary bg-primary text-primary-foreground shadow-sm'
          : 'border-input bg-background text-foreground hover:border-brand-300 hover:bg-brand-50',
        className,
      )}
      {...props}
    >
      {children}
      {count !== undefined ? (
        <span
          className={cn(
            'inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs tabular-nums',
            pressed ? 'bg-brand-950/70 text-white' : 'bg-muted text-muted-foreground',
          )}
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}

export function FilterChipGroup({ className, ...props }: React.ComponentProps<'div'> & { 'aria-label': string }) {
  return <div role="group" className={cn('flex flex-wrap gap-2', className)} {...props} />;
}
