import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type PageHeaderProps = {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  className?: string;
};

/** The heading band at the top of every public page; holds the page's only h1. */
export function PageHeader({ title, intro, eyebrow, children, className }: PageHeaderProps) {
  return (
    <section className={cn('relative isolate overflow-hidden border-b border-brand-100 bg-brand-50', className)}>
      <div
        aria-hidden="true"
        className="absolute -top-24 right-[-6rem] -z-10 size-[22rem] rounded-full bg-brand-100/80 blur-2xl"
      />
      <div aria-hidden="true" className="absolute bottom-[-7rem] left-[10%] -z-10 size-64 rounded-full bg-session-mint blur-2xl" />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl lg:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-2xl text-base leading-7 text-muted-foreground sm:text-lg">{intro}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}

/** Standard width container for page sections. */
export function PageSection({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8', className)}>{children}</div>;
}
