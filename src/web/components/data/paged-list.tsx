import { useId, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchField } from '@/components/ui/search-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Pager } from './pager';
import { QueryState } from './query-state';

/** One page of a list as every paged API answers it. */
export type PagedAnswer = { total: number; page: number };

/** The list's noun in the count line: { one: 'Zahlung', many: 'Zahlungen' }. */
export type CountNoun = { one: string; many: string };

export type Paging = {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** Back to the first page, as every change of a filter or the search does. */
  restart: () => void;
};

/** The current page of a paged list; a new filter or search starts again at page 1 through restart(). */
export function usePaging(pageSize: number): Paging {
  const [page, setPage] = useState(1);
  return { page, pageSize, setPage, restart: () => setPage(1) };
}

/** The search box's text and its debounced value, which goes into the query; typing restarts the paging. */
export function usePagedSearch(paging: Paging) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim());
  return {
    text,
    term,
    setText: (value: string) => {
      setText(value);
      paging.restart();
    },
  };
}

const de = (n: number) => n.toLocaleString('de-DE');

/**
 * '1 Zahlung', '1.234 Zahlungen', then the suffix (', davon 3 ungelesen'), then ', 21–40 werden angezeigt'
 * when the list spans several pages.
 */
export function countLabel(noun: CountNoun, total: number, shown?: { page: number; pageSize: number; rows: number }, suffix = '') {
  const count = `${total === 1 ? `1 ${noun.one}` : `${de(total)} ${noun.many}`}${suffix}`;
  if (!shown || total <= shown.rows) return count;
  const first = (shown.page - 1) * shown.pageSize + 1;
  return `${count}, ${de(first)}–${de(first + shown.rows - 1)} werden angezeigt`;
}

type PagedListProps<D extends PagedAnswer, R> = {
  query: UseQueryResult<D>;
  paging: Paging;
  errorTitle: string;
  rows: (data: D) => R[];
  noun: CountNoun;
  /** Said after the count, e.g. ', davon 3 ungelesen'. */
  countSuffix?: (data: D) => string;
  search?: { label: string; placeholder: string; text: string; setText: (value: string) => void };
  /** Filters beside the search (status chips, a select) that show the answer's figures. */
  filters?: (data: D) => ReactNode;
  /** Filters that need no answer: shown from the start, above the loading state. */
  toolbar?: ReactNode;
  /** Notes between the filters and the count. */
  notes?: (data: D) => ReactNode;
  /** Figures above the whole list (the payments' summary cards). */
  summary?: (data: D) => ReactNode;
  /** Shown when this page holds no rows (nothing found, or nothing yet). */
  empty: (data: D) => ReactNode;
  /** When true, there is nothing at all to search or filter: only the empty state is shown. */
  nothingAtAll?: (data: D) => boolean;
  children: (rows: R[], data: D) => ReactNode;
};

/**
 * The paged-list kit: loading, load error and empty states, the search field and filters, the count
 * line read out when it changes ('N Einträge'), the rows, and the pager under them. The page's rows come
 * from the server; the previous page stays on screen (aria-busy) until the next one is there.
 */
export function PagedList<D extends PagedAnswer, R>(props: PagedListProps<D, R>) {
  if (!props.toolbar) return <PagedState {...props} />;
  return (
    <div className="grid gap-4">
      {props.toolbar}
      <PagedState {...props} />
    </div>
  );
}

function PagedState<D extends PagedAnswer, R>(props: PagedListProps<D, R>) {
  return (
    <QueryState query={props.query} errorTitle={props.errorTitle}>
      {(data) =>
        props.summary ? (
          <div className="grid gap-6">
            {props.summary(data)}
            <PagedBody data={data} {...props} />
          </div>
        ) : (
          <PagedBody data={data} {...props} />
        )
      }
    </QueryState>
  );
}

function PagedBody<D extends PagedAnswer, R>({ data, ...props }: { data: D } & PagedListProps<D, R>) {
  const id = useId();
  const { paging, search } = props;
  if (props.nothingAtAll?.(data)) return props.empty(data);
  const rows = props.rows(data);
  const pages = Math.max(1, Math.ceil(data.total / paging.pageSize));
  const filters = props.filters?.(data);
  return (
    <div className="grid gap-4">
      {search || filters ? (
        <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          {search ? (
            <SearchField
              id={`${id}-search`}
              label={search.label}
              placeholder={search.placeholder}
              value={search.text}
              onValueChange={search.setText}
              className="md:w-80"
            />
          ) : null}
          {filters}
        </div>
      ) : null}
      {props.notes?.(data)}
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {countLabel(props.noun, data.total, { page: data.page, pageSize: paging.pageSize, rows: rows.length }, props.countSuffix?.(data))}
      </p>
      {rows.length === 0 ? props.empty(data) : props.children(rows, data)}
      <Pager page={data.page} pages={pages} onPage={paging.setPage} />
    </div>
  );
}
