import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/session-generator */
export function AdminSessionGeneratorPage() {
  return <AdminPageHeader title="Session-Generator" description="Aus den aktiven Zeitplänen Sessions für die kommenden Wochen erzeugen." />;
}

export default AdminSessionGeneratorPage;
