import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/testimonials */
export function AdminTestimonialsPage() {
  return <AdminPageHeader title="Testimonials" description="Stimmen von Mitgliedern pflegen und auf der Startseite hervorheben." />;
}

export default AdminTestimonialsPage;
