import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type ListColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells (alignment, wrapping, numbers). */
  className?: string;
  /** Classes of the column's heading only (e.g. a fixed width). */
  headerClassName?: string;
  /** The heading is read out but not shown (a column of buttons). */
  headerHidden?: boolean;
  /** The cell heads its row (`<th scope="row">`), as the name of a catalogue entry does. */
  rowHeader?: boolean;
  /** Shown on the phone card as a label and value; false when the card shows it elsewhere (its title). */
  onCard?: boolean;
};

type ResponsiveListProps<T> = {
  /** Names the table (read out, not shown) and, unless cardsLabel says otherwise, the list of cards. */
  caption: string;
  cardsLabel?: string;
  rows: T[];
  rowKey?: (row: T) => string;
  columns: ListColumn<T>[];
  /** The buttons of one row: the table's last column and the foot of its card. */
  actions?: (row: T) => ReactNode;
  /** Heading of the actions column; hidden (read out only) when not given. */
  actionsHeader?: string;
  actionsClassName?: string;
  /** The card's heading line (default: none). */
  cardTitle?: (row: T) => ReactNode;
  /** A card laid out by hand, for lists whose phone view is more than label and value pairs. */
  card?: (row: T) => ReactNode;
  cardClassName?: string;
  tableClassName?: string;
  rowClassName?: string;
  /** Extra attributes of each row and card, e.g. data-* hooks. */
  rowProps?: (row: T) => Record<`data-${string}`, string>;
  /** True while the rows shown are the previous page's, kept until the next page has come in. */
  busy?: boolean;
  /** The rows' order means something (a waiting list): the cards are an ordered list. */
  ordered?: boolean;
  /** False when the list sits inside a card of its own (below that card's heading). */
  framed?: boolean;
};

const defaultKey = (row: unknown) => (row as { id: string }).id;

/**
 * The one list of the app's screens: a table from md (768 px) up, one card per row below it, so nothing
 * scrolls sideways on a phone. Cards show the title, each column marked for it as label and value, and
 * the row's actions; a list whose phone view needs more gives its own card.
 */
export function ResponsiveList<T>(props: ResponsiveListProps<T>) {
  const { caption, cardsLabel = caption, rows, rowKey = defaultKey, columns, actions, actionsHeader, busy, ordered = false, framed = true } = props;
  const lastIndex = actions ? columns.length : columns.length - 1;
  const edge = (index: number) => (index === 0 || index === lastIndex ? 'px-5' : 'px-3');
  const Frame = framed ? Card : 'div';
  const Cards = ordered ? 'ol' : 'ul';
  return (
    <Frame className={cn(framed && 'overflow-hidden shadow-none')} aria-busy={busy}>
      <Cards className="divide-y md:hidden" aria-label={cardsLabel}>
        {rows.map((row) => (
          <li key={rowKey(row)} {...props.rowProps?.(row)} className={cn('grid gap-3 p-4 text-sm', props.cardClassName)}>
            {props.card ? props.card(row) : <GeneratedCard row={row} {...props} />}
          </li>
        ))}
      </Cards>
      <table className={cn('hidden w-full text-left text-sm md:table', props.tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr className="border-b">
            {columns.map((column, index) => (
              <th key={column.header} scope="col" className={cn(edge(index), 'py-3', column.className, 'font-semibold', column.headerClassName)}>
                {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={cn('px-5 py-3 text-right font-semibold', props.actionsClassName)}>
                {actionsHeader ?? <span className="sr-only">Aktionen</span>}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={rowKey(row)} {...props.rowProps?.(row)} className={cn('hover:bg-muted/40', props.rowClassName)}>
              {columns.map((column, index) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.header}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={cn(edge(index), 'py-3', column.rowHeader && 'font-medium text-foreground', column.className)}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
              {actions ? (
                <td className="px-5 py-2">
                  <div className="flex flex-wrap justify-end gap-2">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}

function GeneratedCard<T>({ row, columns, cardTitle, actions }: { row: T } & ResponsiveListProps<T>) {
  return (
    <>
      {cardTitle ? <p className="font-semibold break-words text-foreground">{cardTitle(row)}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {columns
          .filter((column) => column.onCard !== false)
          .map((column) => (
            <div key={column.header} className="contents">
              <dt className="text-muted-foreground">{column.header}</dt>
              <dd className="min-w-0 break-words">{column.cell(row)}</dd>
            </div>
          ))}
      </dl>
      {actions ? <div className="-ml-3 flex flex-wrap gap-2">{actions(row)}</div> : null}
    </>
  );
}

/** The first column of a list of named things: the name heads its row; pass rowName as cardTitle too. */
export function nameColumn<T extends { name: string }>(header = 'Name'): ListColumn<T> {
  return { header, cell: rowName, rowHeader: true, onCard: false };
}

export const rowName = (row: { name: string }) => row.name;
