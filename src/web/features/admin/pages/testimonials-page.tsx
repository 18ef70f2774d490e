import { useState } from 'react';
import { MessageSquareQuote, Plus } from 'lucide-react';
import type { AdminTestimonial } from '@shared/schemas/admin-testimonials';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
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
      <QueryState
        query={testimonials}
        errorTitle="Die Testimonials konnten nicht geladen werden"
        isEmpty={(data) => data.testimonials.length === 0}
        empty={<EmptyState icon={MessageSquareQuote} title="Noch keine Testimonials" />}
      >
        {(data) => (
          <TestimonialsList testimonials={data.testimonials} onEdit={(testimonial) => setEditing({ testimonial })} />
        )}
      </QueryState>
      <TestimonialFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} testimonial={editing?.testimonial ?? null} />
    </>
  );
}

export default AdminTestimonialsPage;
