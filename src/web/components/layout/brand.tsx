import { cn } from '@/lib/cn';

/** The centre's logo mark: a rounded square with a stylised "S" swoosh. Decorative. */
export function BrandMark({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-9 shrink-0', className)}>
      <rect width="32" height="32" rx="9" className={inverse ? 'fill-white' : 'fill-primary'} />
      <path
        d="M9 20.5c2.5 2 5.2 3 8 3 4.2 0 7-2.2 7-5.3 0-6.2-13.2-3.6-13.2-8.6 0-1.9 1.9-3.1 4.6-3.1 2 0 3.9.6 5.6 1.8"
        fill="none"
        strokeWidth="2.6"
        strokeLinecap="round"
        className={inverse ? 'stroke-brand-700' : 'stroke-brand-50'}
      />
      <circle cx="24.5" cy="8.5" r="2" className={inverse ? 'fill-accent-500' : 'fill-accent-400'} />
    </svg>
  );
}
