import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/waitlist */
export function AdminWaitlistPage() {
  return <AdminPageHeader title="Wartelisten" description="Wartelisten je Session einsehen und Plätze nachrücken lassen." />;
}

export default AdminWaitlistPage;
