import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminSettings } from '../api/get-admin-settings';
import { useBackupStatus } from '../api/get-backup-status';
import { usePaymentSettings } from '../api/payment-settings';
import { BackupStatusPanel } from '../components/settings/backup-status-panel';
import { PaymentSettingsForm } from '../components/settings/payment-settings-form';
import { SettingsForm } from '../components/settings/settings-form';

const PAYMENTS_TAB = 'zahlungsverkehr';
const BACKUPS_TAB = 'datensicherung';
const TABS = [PAYMENTS_TAB, BACKUPS_TAB];

/** /admin/settings: the website settings and booking rules, and (?bereich=zahlungsverkehr) the centre as seller and creditor. */
export function AdminSettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('bereich')) ?? 'website';
  const setTab = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (TABS.includes(value)) next.set('bereich', value);
        else next.delete('bereich');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <AdminPageHeader title="Einstellungen" description="Website, Buchungsregeln und Zahlungsverkehr des Sportzentrums festlegen, die Datensicherung prüfen." />
      <Tabs value={tab} onValueChange={setTab} className="max-w-4xl">
        <TabsList aria-label="Bereiche der Einstellungen" className="grid h-auto min-h-11 grid-cols-1 bg-white ring-1 ring-border sm:max-w-xl sm:grid-cols-3">
          <TabsTrigger value="website" className="min-h-10">Website und Buchung</TabsTrigger>
          <TabsTrigger value={PAYMENTS_TAB} className="min-h-10">Zahlungsverkehr</TabsTrigger>
          <TabsTrigger value={BACKUPS_TAB} className="min-h-10">Datensicherung</TabsTrigger>
        </TabsList>
        <TabsContent value="website">
          <WebsiteSettings />
        </TabsContent>
        <TabsContent value={PAYMENTS_TAB}>
          <PaymentSettings />
        </TabsContent>
        <TabsContent value={BACKUPS_TAB}>
          <Backups />
        </TabsContent>
      </Tabs>
    </>
  );
}

function WebsiteSettings() {
  const settings = useAdminSettings();
  return (
    <QueryState query={settings} errorTitle="Die Einstellungen konnten nicht geladen werden">
      {(data) => <SettingsForm settings={data.settings} />}
    </QueryState>
  );
}

function PaymentSettings() {
  const settings = usePaymentSettings();
  return (
    <QueryState query={settings} errorTitle="Der Zahlungsverkehr konnte nicht geladen werden">
      {(data) => <PaymentSettingsForm settings={data.settings} />}
    </QueryState>
  );
}



function Backups() {
  const status = useBackupStatus();
  return (
    <QueryState query={status} errorTitle="Der Stand der Datensicherung konnte nicht geladen werden">
      {(data) => <BackupStatusPanel status={data} />}
    </QueryState>
  );
}

export default AdminSettingsPage;
