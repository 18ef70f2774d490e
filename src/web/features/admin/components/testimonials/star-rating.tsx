import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A rating as five stars, read out as 'N von 5 Sternen'. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="inline-flex gap-0.5" role="img" aria-label={`${rating} von 5 Sternen`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" className={cn('size-4', index < rating ? 'fill-accent-400 text-accent-500' : 'fill-muted text-border')} />
      ))}
    </span>
  );
}
