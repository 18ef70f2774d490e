import { Pencil } from 'lucide-react';
import type { AdminPage } from '@shared/schemas/admin-content';
import { nameColumn, ResponsiveList, rowName, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeletePage } from '@/features/admin/api/delete-page';
import { DeleteButton } from '../catalog/delete-button';
import { germanDate, PublishedBadge } from './content-parts';

type PageRow = AdminPage & { name: string };

const columns: ListColumn<PageRow>[] = [
  { header: 'Slug', cell: (p) => <code className="text-xs break-all">/{p.slug}</code> },
  { header: 'Status', cell: (p) => <PublishedBadge published={p.isPublished} /> },
  { header: 'Erstellt', cell: (p) => germanDate(p.createdAt), className: 'whitespace-nowrap tabular-nums' },
];

/** Seiten: title, slug, status, created, actions; delete asks 'Seite wirklich löschen?'. */
export function PagesList({ pages, onEdit }: { pages: AdminPage[]; onEdit: (page: AdminPage) => void }) {
  const remove = useDeletePage();
  const deletePage = (page: AdminPage) =>
    remove.mutate(page.id, {
      onSuccess: ({ message }) => toast.success('Seite gelöscht', { description: message }),
      onError: (error) => toast.error('Fehler beim Löschen', { description: errorMessage(error) }),
    });

  return (
    <ResponsiveList
      caption="Alle Seiten, neueste zuerst"
      rows={pages.map((page) => ({ ...page, name: page.title }))}
      columns={[nameColumn('Titel'), ...columns]}
      cardTitle={rowName}
      actionsHeader="Aktionen"
      actions={(page) => (
        <>
          <Button variant="ghost" size="sm" onClick={() => onEdit(page)} aria-label={`${page.title} bearbeiten`}>
            <Pencil aria-hidden="true" />
            <span>Bearbeiten</span>
          </Button>
          <DeleteButton
            name={page.title}
            question="Seite wirklich löschen?"
            description={`„${page.title}“ (/${page.slug}) wird gelöscht und ist danach nicht mehr auf der Website zu sehen.`}
            disabled={remove.isPending}
            onConfirm={() => deletePage(page)}
          />
        </>
      )}
    />
  );
}
