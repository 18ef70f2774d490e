import { useEffect, type ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PageData } from '@shared/page-data';
import { Toaster } from '@/components/ui/toaster';
import { RenderInstantProvider } from '@/lib/render-instant';
import { TOAST_DURATION_MS, TOAST_VISIBLE } from '@/lib/ui-constants';

/**
 * The providers around every page, the same on the server (entry-server.tsx) and in the browser
 * (main.tsx), so the server's markup and the browser's first render are the same tree: the query
 * cache filled from the page's data, and the instant the server rendered at.
 */
export function AppProvider({
  client,
  pageData,
  onCommitted,
  children,
}: {
  client: QueryClient;
  pageData: PageData | null;
  /** Runs once the first render has committed (in the browser; never on the server). */
  onCommitted?: () => void;
  children: ReactNode;
}) {
  // An effect here rather than a component beside the page: an extra sibling would shift React's useId
  // numbering between the server's tree and the browser's, and with it every id the markup carries.
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={pageData?.queries}>
        <RenderInstantProvider instant={pageData?.renderedAt ?? null}>{children}</RenderInstantProvider>
      </HydrationBoundary>
      <Toaster
        position="bottom-right"
        visibleToasts={TOAST_VISIBLE}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        containerAriaLabel="Benachrichtigungen"
        toastOptions={{ closeButtonAriaLabel: 'Benachrichtigung schließen' }}
      />
    </QueryClientProvider>
  );
}
