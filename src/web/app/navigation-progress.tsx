import { useNavigationPending } from './pending-navigation';

/**
 * A thin bar along the top of the window while a navigation waits for the next page's code. It fades in
 * after a short delay, so the usual quick navigation shows nothing; with reduced motion it stands still.
 */
export function NavigationProgress() {
  const pending = useNavigationPending();
  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label="Seite wird geladen"
      className="fixed inset-x-0 top-0 z-[100] h-1 overflow-hidden bg-brand-100 [animation:in-fade_150ms_ease-out_200ms_both]"
    >
      <div className="h-full w-2/5 animate-progress-slide bg-brand-600 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
