import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type CatalogColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned numbers and the like. */
  className?: string;
  /** Left out of the phone card (e.g. shown in its title line already). */
  hideOnCard?: boolean;
};

type CatalogTableProps<T extends { id: string; name: string }> = {
  caption: string;
  /** Heading of the first column, whose value is each row's name (default 'Name'). */
  nameHeader?: string;
  rows: T[];
  columns: CatalogColumn<T>[];
  /** Edit and delete buttons of one row. */
  actions: (row: T) => ReactNode;
};

/** 'Ja' / 'Nein' for the active flag. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'default' : 'muted'}>{active ? 'Ja' : 'Nein'}</Badge>;
}

/**
 * The list of an admin catalogue screen: a table from md up, one card per row on phones, so nothing
 * scrolls sideways. The first column is the name; the card shows it as its heading.
 */
export function CatalogTable<T extends { id: string; name: string }>({ caption, nameHeader = 'Name', rows, columns, actions }: CatalogTableProps<T>) {
  return (
    <Card className="overflow-hidden shadow-none">
      <ul className="divide-y md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.id} className="grid gap-3 p-4 text-sm">
            <p className="font-semibold break-words text-foreground">{row.name}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              {columns
                .filter((column) => !column.hideOnCard)
                .map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-muted-foreground">{column.header}</dt>
                    <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                  </div>
                ))}
            </dl>
            <div className="-ml-3 flex flex-wrap gap-2">{actions(row)}</div>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="px-5 py-3 font-semibold">
              {nameHeader}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn('px-3 py-3 font-semibold', column.className)}>
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              Aktionen
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-muted/40">
              <th scope="row" className="px-5 py-3 font-medium text-foreground">
                {row.name}
              </th>
              {columns.map((column) => (
                <td key={column.header} className={cn('px-3 py-3', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
              <td className="px-5 py-2">
                <div className="flex justify-end gap-1">{actions(row)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
