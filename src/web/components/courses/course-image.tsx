import { Dumbbell } from 'lucide-react';
import { courseImageFor } from '@shared/images';
import { cn } from '@/lib/cn';

type CourseImageProps = {
  name: string;
  imageUrl: string | null;
  className?: string;
  eager?: boolean;
};

/** The course's image (uploaded or bundled by exact name), or a placeholder icon. Decorative. */
export function CourseImage({ name, imageUrl, className, eager = false }: CourseImageProps) {
  const src = courseImageFor(name, imageUrl);
  if (!src) {
    return (
      <div data-testid="course-placeholder" className={cn('flex items-center justify-center bg-brand-100/70', className)}>
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-white/80 text-brand-700 shadow-sm">
          <Dumbbell aria-hidden="true" className="size-8" />
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={800}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('bg-brand-50 object-cover', className)}
    />
  );
}
