import { Quote, Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useFeaturedTestimonials } from '../api/get-testimonials';
import { SectionHeading } from './section-heading';

function Stars({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="flex gap-0.5" role="img" aria-label={`${value} von 5 Sternen`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn('size-4', index < value ? 'fill-accent-400 text-accent-500' : 'fill-muted text-border')}
        />
      ))}
    </p>
  );
}

/** The featured active testimonials; nothing when there are none. */
export function Testimonials() {
  const testimonials = useFeaturedTestimonials();
  if (!testimonials.isSuccess || testimonials.data.length === 0) return null;

  return (
    <section aria-labelledby="testimonials-title" className="bg-brand-50">
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow="Stimmen" title="Das sagen unsere Mitglieder" />
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.data.map((item) => (
            <li key={item.id} className="flex">
              <figure className="relative flex w-full flex-col rounded-2xl bg-white p-6 shadow-soft ring-1 ring-brand-100">
                <Quote aria-hidden="true" className="absolute top-5 right-5 size-8 text-brand-100" />
                <Stars rating={item.rating} />
                <blockquote className="mt-4 flex-1 leading-7 text-foreground">„{item.content}“</blockquote>
                <figcaption className="mt-5 flex items-center gap-3 border-t pt-4">
                  {item.avatarUrl ? (
                    <img src={item.avatarUrl} alt="" width={40} height={40} loading="lazy" className="size-10 rounded-full object-cover" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                    >
                      {item.name.trim().charAt(0).toUpperCase()}
                    </span>
                  )}
                  <span>
                    <span className="block font-semibold text-brand-950">{item.name}</span>
                    {item.role ? <span className="block text-sm text-muted-foreground">{item.role}</span> : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
