import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = {
  /** Accessible name; also shown as text when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
};

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-8' } as const;

export function Spinner({ label = 'Lädt...', showLabel = false, className, size = 'md' }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <Loader2 aria-hidden="true" className={cn('animate-spin text-primary', sizes[size])} />
      {showLabel ? <span className="text-sm">{label}</span> : null}
    </div>
  );
}

/** A spinner centred in a block, for page-level loading states. */
export function PageSpinner({ label = 'Lädt...', showLabel = true }: { label?: string; showLabel?: boolean }) {
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center p-8">
      <Spinner label={label} showLabel={showLabel} size="lg" />
    </div>
  );
}
