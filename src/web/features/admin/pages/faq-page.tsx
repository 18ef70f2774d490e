import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/faq */
export function AdminFaqPage() {
  return <AdminPageHeader title="FAQ" description="Häufige Fragen und Antworten anlegen, sortieren und freischalten." />;
}

export default AdminFaqPage;
