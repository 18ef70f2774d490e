import { useState } from 'react';
import { Download, Mail } from 'lucide-react';
import type { AdminNewsletters } from '@shared/schemas/admin-newsletter';
import { QueryState } from '@/components/data/query-state';
import { PagedList, usePagedSearch, usePaging } from '@/components/data/paged-list';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminNewsletters } from '../api/get-admin-newsletters';
import { SUBSCRIBERS_EXPORT_URL, useAdminSubscribers } from '../api/get-admin-subscribers';
import { NewsletterComposeForm } from '../components/newsletter/newsletter-compose-form';
import { NewsletterHistory } from '../components/newsletter/newsletter-history';
import { SubscribersList } from '../components/newsletter/subscribers-list';

// Two tabs side by side on a 390 px phone: smaller text that may wrap instead of running out of its tab.
const trigger = 'px-1 text-[13px] whitespace-normal sm:px-3 sm:text-sm';

/** /admin/newsletter: subscribers with search, CSV export and delete, and sending a newsletter. */
export function AdminNewsletterPage() {
  const [tab, setTab] = useState('abonnenten');
  return (
    <>
      <AdminPageHeader
        title="Newsletter"
        description="Newsletter-Abonnentinnen und -Abonnenten verwalten, als CSV exportieren und Newsletter verschicken."
        actions={
          <Button asChild variant="outline">
            <a href={SUBSCRIBERS_EXPORT_URL} download>
              <Download aria-hidden="true" />
              CSV exportieren
            </a>
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={setTab} className="grid gap-4">
        <TabsList aria-label="Newsletter" className="grid h-auto min-h-11 w-full grid-cols-2 bg-white ring-1 ring-border sm:w-auto sm:justify-self-start">
          <TabsTrigger value="abonnenten" className={trigger}>
            Abonnenten
          </TabsTrigger>
          <TabsTrigger value="versand" className={trigger}>
            Newsletter verschicken
          </TabsTrigger>
        </TabsList>
        <TabsContent value="abonnenten">
          <SubscribersPanel />
        </TabsContent>
        <TabsContent value="versand">
          <SendingPanel />
        </TabsContent>
      </Tabs>
    </>
  );
}

function SubscribersPanel() {
  const paging = usePaging(25);
  const search = usePagedSearch(paging);
  const list = useAdminSubscribers({ q: search.term || undefined, page: paging.page, pageSize: paging.pageSize });
  return (
    <PagedList
      query={list}
      paging={paging}
      errorTitle="Die Abonnenten konnten nicht geladen werden"
      noun={{ one: 'Abonnent', many: 'Abonnenten' }}
      rows={(data) => data.subscribers}
      search={{ label: 'Abonnenten durchsuchen', placeholder: 'E-Mail oder Name', ...search }}
      nothingAtAll={(data) => data.total === 0 && !search.term}
      empty={(data) => <EmptyState icon={Mail} title={data.total === 0 && !search.term ? 'Noch keine Newsletter-Abonnenten' : 'Keine Abonnenten gefunden.'} />}
    >
      {(rows) => <SubscribersList subscribers={rows} />}
    </PagedList>
  );
}

function SendingPanel() {
  const newsletters = useAdminNewsletters();
  return <QueryState query={newsletters} errorTitle="Die Newsletter konnten nicht geladen werden">{(data) => <SendingView data={data} />}</QueryState>;
}

function SendingView({ data }: { data: AdminNewsletters }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <Card className="shadow-none">
        <CardHeader>
          <CardTitle>Newsletter schreiben</CardTitle>
          <CardDescription>Geht an alle aktiven Abonnenten, die ihre Anmeldung bestätigt haben; jede E-Mail mit eigenem Abmeldelink.</CardDescription>
        </CardHeader>
        <CardContent>
          <NewsletterComposeForm recipients={data.recipients} />
        </CardContent>
      </Card>
      <section aria-labelledby="verschickte-newsletter" className="grid gap-3">
        <h2 id="verschickte-newsletter" className="text-lg font-semibold text-foreground">
          Verschickte Newsletter
        </h2>
        <NewsletterHistory newsletters={data.newsletters} />
      </section>
    </div>
  );
}

export default AdminNewsletterPage;
