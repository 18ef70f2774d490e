import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { isToasterRequested, requestToaster, subscribeToaster } from '@/lib/toast';

// Where its file cannot be loaded (the offline check-in codes page, or a file gone with a deploy) the page
// goes on without toasts rather than failing as a whole.
const NoToasts: ComponentType<ToasterProps> = () => null;
const SonnerToaster = lazy<ComponentType<ToasterProps>>(() => import('./sonner-toaster').catch(() => ({ default: NoToasts })));

/**
 * The toast region, loaded on the visitor's first interaction (pointer or key) or on the first
 * toast of lib/toast.ts, whichever comes first: not on the first load, whose JavaScript budget it
 * would take, yet usually before a toast needs the live region.
 */
export function Toaster(props: ToasterProps) {
  const requested = useSyncExternalStore(subscribeToaster, isToasterRequested, () => false);

  useEffect(() => {
    if (requested) return;
    const events = ['pointerdown', 'keydown'] as const;
    const onInteraction = () => requestToaster();
    for (const event of events) window.addEventListener(event, onInteraction, { once: true, passive: true, capture: true });
    return () => {
      for (const event of events) window.removeEventListener(event, onInteraction, { capture: true });
    };
  }, [requested]);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
