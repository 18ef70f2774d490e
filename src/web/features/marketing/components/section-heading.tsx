import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  className?: string;
};

/** The h2 block that opens a marketing section, with an optional link on the right. */
export function SectionHeading({ id, eyebrow, title, intro, action, className }: SectionHeadingProps) {
  return (
    <div className={cn('mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="max-w-2xl">
        {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 leading-7 text-muted-foreground">{intro}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
