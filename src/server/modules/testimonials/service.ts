import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { testimonials } from '../../db/schema';

export async function listActiveTestimonials(db: Tx, featuredOnly: boolean) {
  const active = eq(testimonials.isActive, true);
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      role: testimonials.role,
      content: testimonials.content,
      rating: testimonials.rating,
      avatarUrl: testimonials.avatarUrl,
    })
    .from(testimonials)
    .where(featuredOnly ? and(active, eq(testimonials.isFeatured, true)) : active)
    .orderBy(desc(testimonials.createdAt));
}
