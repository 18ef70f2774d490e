import { Pencil } from 'lucide-react';
import type { AdminTestimonial } from '@shared/schemas/admin-testimonials';
import { nameColumn, ResponsiveList, rowName, type ListColumn } from '@/components/data/responsive-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteTestimonial } from '@/features/admin/api/admin-testimonials';
import { ActiveBadge } from '../catalog/active-badge';
import { DeleteButton } from '../catalog/delete-button';
import { StarRating } from './star-rating';

const columns: ListColumn<AdminTestimonial>[] = [
  { header: 'Rolle', cell: (t) => t.role ?? '-' },
  { header: 'Inhalt', cell: (t) => <span className="line-clamp-2 max-w-md">{t.content}</span> },
  { header: 'Bewertung', cell: (t) => <StarRating rating={t.rating} /> },
  { header: 'Aktiv', cell: (t) => <ActiveBadge active={t.isActive} /> },
  { header: 'Hervorgehoben', cell: (t) => <Badge variant={t.isFeatured ? 'default' : 'muted'}>{t.isFeatured ? 'Ja' : 'Nein'}</Badge> },
];

/** Testimonials table: name, role, text, stars, active, featured; edit and delete. */
export function TestimonialsList({ testimonials, onEdit }: { testimonials: AdminTestimonial[]; onEdit: (testimonial: AdminTestimonial) => void }) {
  const remove = useDeleteTestimonial();
  const deleteTestimonial = (testimonial: AdminTestimonial) =>
    remove.mutate(testimonial.id, {
      onSuccess: ({ message }) => toast.success('Testimonial gelöscht', { description: message }),
      onError: (error) => toast.error('Fehler beim Löschen', { description: errorMessage(error) }),
    });

  return (
    <ResponsiveList
      caption="Alle Testimonials, neueste zuerst"
      rows={testimonials}
      columns={[nameColumn(), ...columns]}
      cardTitle={rowName}
      actionsHeader="Aktionen"
      actions={(testimonial) => (
        <>
          <Button variant="ghost" size="sm" onClick={() => onEdit(testimonial)} aria-label={`Testimonial von ${testimonial.name} bearbeiten`}>
            <Pencil aria-hidden="true" />
            <span>Bearbeiten</span>
          </Button>
          <DeleteButton
            name={`Testimonial von ${testimonial.name}`}
            question="Testimonial wirklich löschen?"
            description={`Das Testimonial von „${testimonial.name}“ wird endgültig entfernt. Um es nur auszublenden, deaktivieren Sie es.`}
            disabled={remove.isPending}
            onConfirm={() => deleteTestimonial(testimonial)}
          />
        </>
      )}
    />
  );
}
