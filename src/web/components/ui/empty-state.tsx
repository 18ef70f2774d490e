import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** Heading level of the title; 'p' when it must not take part in the page outline. */
  as?: 'h2' | 'h3' | 'p';
};

/** A centred "nothing here (yet)" message with an optional action. */
export function EmptyState({ icon: Icon, title, children, action, className, as: Title = 'p' }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center rounded-2xl border border-dashed border-input bg-muted/60 px-6 py-14 text-center', className)}>
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-border">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Title className="mt-4 text-lg font-semibold text-foreground">{title}</Title>
      {children ? <div className="mt-1.5 max-w-md text-sm leading-6 text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
