import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/trainers */
export function AdminTrainersPage() {
  return <AdminPageHeader title="Trainer" description="Trainerinnen und Trainer mit Kontaktdaten und Profil verwalten." />;
}

export default AdminTrainersPage;
