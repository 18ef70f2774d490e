import { useState } from 'react';
import { MessageSquareQuote, Plus } from 'lucide-react';
import type { AdminTestimonial } from '@shared/schemas/admin-testimonials';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminTestimonials } from '../api/admin-testimonials';
import { TestimonialFormDialog } from '../components/testimonials/testimonial-form-dialog';
import { TestimonialsList } from '../components/testimonials/testimonials-list';

/** /admin/testimonials: list and edit; the home page shows the active, featured ones. */
export function AdminTestimonialsPage() {
  const testimonials = useAdminTestimonials();
  const [editing, setEditing] = useState<{ testimonial: AdminTestimonial | null } | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Testimonials"
        description="Stimmen von Mitgliedern pflegen und auf der Startseite hervorheben."
        actions={
          <Button onClick={() => setEditing({ testimonial: null })}>
            <Plus aria-hidden="true" />
            Neues Testimonial
          </Button>
        }
      />
      {testimonials.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : testimonials.isError ? (
        <LoadError title="Die Testimonials konnten nicht geladen werden" onRetry={() => void testimonials.refetch()} />
      ) : testimonials.data.testimonials.length === 0 ? (
        <EmptyState icon={MessageSquareQuote} title="Noch keine Testimonials" />
      ) : (
        <TestimonialsList testimonials={testimonials.data.testimonials} onEdit={(testimonial) => setEditing({ testimonial })} />
      )}
      <TestimonialFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} testimonial={editing?.testimonial ?? null} />
    </>
  );
}

export default AdminTestimonialsPage;
