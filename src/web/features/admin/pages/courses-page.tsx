import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/courses */
export function AdminCoursesPage() {
  return <AdminPageHeader title="Kurse" description="Das Kursangebot mit Beschreibung, Level, Dauer, Teilnehmerzahl, Bild und Video pflegen." />;
}

export default AdminCoursesPage;
