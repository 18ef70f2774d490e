import { cn } from '@/lib/cn';

/** How much of an upload has been sent; at 100 % the server is still re-encoding the picture. */
export function UploadProgress({ percent, className }: { percent: number; className?: string }) {
  return (
    <div className={cn('w-full max-w-md', className)}>
      <div role="progressbar" aria-label="Upload-Fortschritt" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2.5 w-full overflow-hidden rounded-full bg-brand-100">
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p aria-live="polite" className="mt-1.5 text-xs tabular-nums text-muted-foreground">
        {percent < 100 ? `Wird hochgeladen … ${percent} %` : 'Wird verarbeitet …'}
      </p>
    </div>
  );
}
