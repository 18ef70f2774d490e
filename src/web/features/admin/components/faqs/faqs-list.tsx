import { Pencil } from 'lucide-react';
import type { AdminFaq } from '@shared/schemas/admin-faqs';
import { nameColumn, ResponsiveList, rowName, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteFaq } from '@/features/admin/api/admin-faqs';
import { ActiveBadge } from '../catalog/active-badge';
import { DeleteButton } from '../catalog/delete-button';

type FaqRow = AdminFaq & { name: string };

const columns: ListColumn<FaqRow>[] = [
  { header: 'Antwort', cell: (f) => <span className="line-clamp-2 max-w-md">{f.answer}</span> },
  { header: 'Kategorie', cell: (f) => f.category ?? '-' },
  { header: 'Reihenfolge', cell: (f) => f.displayOrder, className: 'tabular-nums' },
  { header: 'Aktiv', cell: (f) => <ActiveBadge active={f.isActive} /> },
];

/** FAQ table, in display order: question, answer, category, order, active; edit and delete. */
export function FaqsList({ faqs, onEdit }: { faqs: AdminFaq[]; onEdit: (faq: AdminFaq) => void }) {
  const remove = useDeleteFaq();
  const deleteFaq = (faq: AdminFaq) =>
    remove.mutate(faq.id, {
      onSuccess: ({ message }) => toast.success('FAQ gelöscht', { description: message }),
      onError: (error) => toast.error('Fehler beim Löschen', { description: errorMessage(error) }),
    });

  return (
    <ResponsiveList
      caption="Alle FAQs in Anzeigereihenfolge"
      rows={faqs.map((faq) => ({ ...faq, name: faq.question }))}
      columns={[nameColumn('Frage'), ...columns]}
      cardTitle={rowName}
      actionsHeader="Aktionen"
      actions={(faq) => (
        <>
          <Button variant="ghost" size="sm" onClick={() => onEdit(faq)} aria-label={`${faq.question} bearbeiten`}>
            <Pencil aria-hidden="true" />
            <span>Bearbeiten</span>
          </Button>
          <DeleteButton
            name={faq.question}
            question="FAQ wirklich löschen?"
            description={`„${faq.question}“ wird endgültig entfernt. Um sie nur auszublenden, deaktivieren Sie sie.`}
            disabled={remove.isPending}
            onConfirm={() => deleteFaq(faq)}
          />
        </>
      )}
    />
  );
}
