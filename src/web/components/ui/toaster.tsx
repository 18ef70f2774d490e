import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { isToasterRequested, requestToaster, subscribeToaster } from '@/lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/**
 * The toast region, loaded after the first render: on the first toast of lib/toast.ts, or when
 * the browser is idle (code that calls sonner's toast() directly gets its toasts shown then;
 * sonner replays toasts created before the Toaster mounted).
 */
export function Toaster(props: ToasterProps) {
  const requested = useSyncExternalStore(subscribeToaster, isToasterRequested, () => false);

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(requestToaster, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(requestToaster, 1000);
    return () => window.clearTimeout(handle);
  }, []);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
