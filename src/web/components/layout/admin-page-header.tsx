import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

type AdminPageHeaderProps = {
  title: string;
  description: string;
  actions?: ReactNode;
};

/** Title block of an admin page: the page's only h1 plus one line on what it is for. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageTitle title={`${title} · Verwaltung`} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{title}</h1>
        <p className="mt-1.5 max-w-2xl text-sm text-muted-foreground sm:text-base">{description}</p>
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </div>
  );
}
