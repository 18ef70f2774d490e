import { useState } from 'react';
import { CircleHelp, Plus } from 'lucide-react';
import type { AdminFaq } from '@shared/schemas/admin-faqs';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminFaqs } from '../api/admin-faqs';
import { FaqFormDialog } from '../components/faqs/faq-form-dialog';
import { FaqsList } from '../components/faqs/faqs-list';

/** /admin/faq: list in display order and edit; /faq and /preise show the active ones. */
export function AdminFaqPage() {
  const faqs = useAdminFaqs();
  const [editing, setEditing] = useState<{ faq: AdminFaq | null } | null>(null);
  const categories = [...new Set((faqs.data?.faqs ?? []).flatMap((faq) => (faq.category ? [faq.category] : [])))].sort((a, b) => a.localeCompare(b, 'de'));

  return (
    <>
      <AdminPageHeader
        title="FAQ"
        description="Häufige Fragen und Antworten anlegen, sortieren und freischalten."
        actions={
          <Button onClick={() => setEditing({ faq: null })}>
            <Plus aria-hidden="true" />
            Neue FAQ
          </Button>
        }
      />
      <QueryState
        query={faqs}
        errorTitle="Die FAQs konnten nicht geladen werden"
        isEmpty={(data) => data.faqs.length === 0}
        empty={<EmptyState icon={CircleHelp} title="Noch keine FAQs" />}
      >
        {(data) => (
          <FaqsList faqs={data.faqs} onEdit={(faq) => setEditing({ faq })} />
        )}
      </QueryState>
      <FaqFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} faq={editing?.faq ?? null} categories={categories} />
    </>
  );
}

export default AdminFaqPage;
