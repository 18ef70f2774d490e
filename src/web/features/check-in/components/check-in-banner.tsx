import { CircleAlert, TriangleAlert } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { CheckInResult } from '@shared/schemas/check-in';

export type BannerTone = 'success' | 'warning' | 'error';
/** One answer of a check-in; `seq` tells two equal answers apart, so the second is announced too. */
export type BannerState = { tone: BannerTone; message: string; seq: number };

let sequence = 0;
export const bannerOf = (result: CheckInResult): BannerState => ({
  tone: result.outcome === 'checked_in' ? 'success' : 'warning',
  message: result.message,
  seq: ++sequence,
});
export const errorBannerOf = (error: unknown): BannerState => ({
  tone: 'error',
  // Refusals carry the server's German words ('Code ungültig', 'Falscher Termin: …'); anything else the generic one.
  message: errorMessage(error),
  seq: ++sequence,
});

// A check-in's message starts with its own ✓, so it needs no icon beside it.
const TONES: Record<BannerTone, { icon: typeof CircleAlert | null; className: string }> = {
  success: { icon: null, className: 'bg-emerald-700 text-white' },
  warning: { icon: TriangleAlert, className: 'bg-amber-300 text-amber-950' },
  error: { icon: CircleAlert, className: 'bg-red-700 text-white' },
};

/**
 * The answer to the last scan, big enough to read from a step away: green for a check-in, amber for one
 * already made, red for a refusal. A live region, so screen readers announce each answer.
 */
export function CheckInBanner({ state, idle, size = 'lg', className }: { state: BannerState | null; idle?: string; size?: 'md' | 'lg'; className?: string }) {
  const tone = state ? TONES[state.tone] : null;
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={className}>
      {state && tone ? (
        <p
          key={state.seq}
          data-tone={state.tone}
          className={cn(
            'flex items-center gap-3 rounded-2xl font-bold shadow-sm',
            size === 'lg' ? 'min-h-24 px-5 py-4 text-2xl sm:px-6 sm:text-3xl' : 'min-h-16 px-4 py-3 text-lg',
            tone.className,
          )}
        >
          {tone.icon ? <tone.icon aria-hidden="true" className={cn('shrink-0', size === 'lg' ? 'size-9' : 'size-6')} /> : null}
          <span className="min-w-0 break-words">{state.message}</span>
        </p>
      ) : idle ? (
        <p
          className={cn(
            'flex items-center rounded-2xl border-2 border-dashed border-border text-muted-foreground',
            size === 'lg' ? 'min-h-24 px-5 py-4 text-lg sm:px-6' : 'min-h-16 px-4 py-3 text-base',
          )}
        >
          {idle}
        </p>
      ) : null}
    </div>
  );
}
