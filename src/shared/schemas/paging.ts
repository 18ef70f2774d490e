import { z } from 'zod';

/** The largest page any admin list serves; the office pages through the rest. */
export const MAX_PAGE_SIZE = 100;

export const PAGING_MESSAGES = {
  invalidPage: 'Ungültige Seite.',
  invalidPageSize: 'Ungültige Seitengröße.',
} as const;

/**
 * The page and pageSize query fields of a paged list (spread into its query schema). Pages count from 1;
 * each list keeps its own default page size.
 */
export function pagingQuery({ defaultSize, maxSize = MAX_PAGE_SIZE }: { defaultSize: number; maxSize?: number }) {
  const { invalidPage, invalidPageSize } = PAGING_MESSAGES;
  return {
    page: z.coerce.number(invalidPage).int(invalidPage).min(1, invalidPage).default(1),
    pageSize: z.coerce.number(invalidPageSize).int(invalidPageSize).min(1, invalidPageSize).max(maxSize, invalidPageSize).default(defaultSize),
  };
}

/** The fields every page of a list answers with, beside its rows: how many match, and which page this is. */
export const pageTotals = { total: z.number(), page: z.number(), pageSize: z.number() };

/** The page a request asked for, after its query schema filled in the defaults. */
export type Paging = { page: number; pageSize: number };
