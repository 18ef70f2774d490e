import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/messages */
export function AdminMessagesPage() {
  return <AdminPageHeader title="Nachrichten" description="Nachrichten von Mitgliedern lesen und beantworten." />;
}

export default AdminMessagesPage;
