import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { useAdminSettings } from '../api/get-admin-settings';
import { SettingsForm } from '../components/settings/settings-form';

/** /admin/settings: the website settings form and the booking rules. */
export function AdminSettingsPage() {
  const settings = useAdminSettings();
  return (
    <>
      <AdminPageHeader title="Einstellungen" description="Name, Beschreibung und Kontaktdaten der Website sowie die Buchungsregeln festlegen." />
      <QueryState query={settings} errorTitle="Die Einstellungen konnten nicht geladen werden">
        {(data) => (
          <div className="max-w-4xl">
            <SettingsForm settings={data.settings} />
          </div>
        )}
      </QueryState>
    </>
  );
}

export default AdminSettingsPage;
