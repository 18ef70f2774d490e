import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminSettings } from '../api/get-admin-settings';
import { SettingsForm } from '../components/settings/settings-form';

/** /admin/settings: the website settings form and the booking rules. */
export function AdminSettingsPage() {
  const settings = useAdminSettings();
  return (
    <>
      <AdminPageHeader title="Einstellungen" description="Name, Beschreibung und Kontaktdaten der Website sowie die Buchungsregeln festlegen." />
      {settings.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : settings.isError ? (
        <LoadError title="Die Einstellungen konnten nicht geladen werden" onRetry={() => void settings.refetch()} />
      ) : (
        <div className="max-w-4xl">
          <SettingsForm settings={settings.data.settings} />
        </div>
      )}
    </>
  );
}

export default AdminSettingsPage;
