import { useState } from 'react';
import { CircleHelp, Plus } from 'lucide-react';
import type { AdminFaq } from '@shared/schemas/admin-faqs';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
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
      {faqs.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : faqs.isError ? (
        <LoadError title="Die FAQs konnten nicht geladen werden" onRetry={() => void faqs.refetch()} />
      ) : faqs.data.faqs.length === 0 ? (
        <EmptyState icon={CircleHelp} title="Noch keine FAQs" />
      ) : (
        <FaqsList faqs={faqs.data.faqs} onEdit={(faq) => setEditing({ faq })} />
      )}
      <FaqFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} faq={editing?.faq ?? null} categories={categories} />
    </>
  );
}

export default AdminFaqPage;
