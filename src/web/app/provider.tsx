import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { TOAST_DURATION_MS, TOAST_VISIBLE } from '@/lib/ui-constants';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
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
