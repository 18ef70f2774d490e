import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/newsletter */
export function AdminNewsletterPage() {
  return <AdminPageHeader title="Newsletter" description="Newsletter-Abonnentinnen und -Abonnenten verwalten und als CSV exportieren." />;
}

export default AdminNewsletterPage;
