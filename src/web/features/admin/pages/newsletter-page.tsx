import { useId, useState } from 'react';
import { Download, Mail } from 'lucide-react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SearchField } from '@/components/ui/search-field';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminNewsletters } from '../api/get-admin-newsletters';
import { SUBSCRIBERS_EXPORT_URL, useAdminSubscribers } from '../api/get-admin-subscribers';
import { ListPager } from '../components/list-pager';
import { NewsletterComposeForm } from '../components/newsletter/newsletter-compose-form';
import { NewsletterHistory } from '../components/newsletter/newsletter-history';
import { SubscribersList } from '../components/newsletter/subscribers-list';

const PAGE_SIZE = 25;
// Two tabs side by side on a 390 px phone: smaller text that may wrap instead of running out of its tab.
const trigger = 'px-1 text-[13px] whitespace-normal sm:px-3 sm:text-sm';
const countLabel = (n: number) => (n === 1 ? '1 Abonnent' : `${n.toLocaleString('de-DE')} Abonnenten`);

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
  const id = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(query.trim());
  const list = useAdminSubscribers({ q: search || undefined, page, pageSize: PAGE_SIZE });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  if (list.isPending) return <PageSpinner label="Lädt..." />;
  if (list.isError && !data) return <LoadError title="Die Abonnenten konnten nicht geladen werden" onRetry={() => void list.refetch()} />;
  if (data!.total === 0 && !search) return <EmptyState icon={Mail} title="Noch keine Newsletter-Abonnenten" />;
  return (
    <div className="grid gap-4">
      <SearchField
        id={`${id}-search`}
        label="Abonnenten durchsuchen"
        placeholder="E-Mail oder Name"
        value={query}
        onValueChange={(value) => {
          setQuery(value);
          setPage(1);
        }}
        className="md:w-80"
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {countLabel(data!.total)}
      </p>
      {data!.subscribers.length === 0 ? <EmptyState icon={Mail} title="Keine Abonnenten gefunden." /> : <SubscribersList subscribers={data!.subscribers} />}
      <ListPager page={data!.page} pages={pages} onPage={setPage} />
    </div>
  );
}

function SendingPanel() {
  const newsletters = useAdminNewsletters();
  if (newsletters.isPending) return <PageSpinner label="Lädt..." />;
  if (newsletters.isError && !newsletters.data) return <LoadError title="Die Newsletter konnten nicht geladen werden" onRetry={() => void newsletters.refetch()} />;
  const data = newsletters.data!;
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
