import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/prices */
export function AdminPricesPage() {
  return <AdminPageHeader title="Preise" description="Tarife, Karten und Mitgliedschaften mit Laufzeit und Preis verwalten." />;
}

export default AdminPricesPage;
