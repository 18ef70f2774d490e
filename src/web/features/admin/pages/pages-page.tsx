import { useState } from 'react';
import { FileText, Plus } from 'lucide-react';
import type { AdminPage } from '@shared/schemas/admin-content';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminPages } from '../api/get-admin-pages';
import { PageFormDialog } from '../components/content/page-form-dialog';
import { PagesList } from '../components/content/pages-list';

/** /admin/pages: the managed pages (Über uns, Impressum, …); create, edit, publish, delete. */
export function AdminPagesPage() {
  const pages = useAdminPages();
  const [editing, setEditing] = useState<{ page: AdminPage | null } | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Seiten"
        description="Inhaltsseiten wie Über uns, Impressum, Datenschutz und AGB bearbeiten und veröffentlichen."
        actions={
          <Button onClick={() => setEditing({ page: null })}>
            <Plus aria-hidden="true" />
            Neue Seite
          </Button>
        }
      />
      <QueryState
        query={pages}
        errorTitle="Die Seiten konnten nicht geladen werden"
        isEmpty={(data) => data.pages.length === 0}
        empty={<EmptyState icon={FileText} title="Noch keine Seiten vorhanden" />}
      >
        {(data) => (
          <PagesList pages={data.pages} onEdit={(page) => setEditing({ page })} />
        )}
      </QueryState>
      <PageFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} page={editing?.page ?? null} />
    </>
  );
}

export default AdminPagesPage;
