import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** Title block of a member or trainer page (the page's only h1). */
export function AreaPageHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div className="mb-6">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-brand-950">{title}</h1>
      {intro ? <div className="mt-2 text-base text-muted-foreground">{intro}</div> : null}
    </div>
  );
}
