import type { DehydratedState } from '@tanstack/query-core';

/*
 * What the HTML of a page carries for the app's first render (docs/decisions/0017): the TanStack Query
 * cache the server filled (dehydrated), and the instant the server rendered at, so that time-dependent
 * text ('Heute', 'Vorbei', 'vor 3 Tagen') comes out the same in the server's markup and the browser's
 * first render.
 */
export type PageData = { queries: DehydratedState; renderedAt: number };

/** The id of the <script type="application/json"> holding the PageData. */
export const PAGE_DATA_ID = 'page-data';

/**
 * Marks a deferred island of a server-rendered page whose code has not arrived yet
 * (src/web/components/deferred-island.tsx); the page's inline script holds clicks and submissions inside it.
 */
export const PENDING_ISLAND_ATTRIBUTE = 'data-island-pending';
