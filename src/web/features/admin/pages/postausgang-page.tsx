import { useId, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { MAIL_STATUSES, type MailStatus } from '@shared/enums';
import { MAIL_STATUS_LABELS } from '@shared/labels';
import type { OutboxMail } from '@shared/schemas/admin';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useOutbox } from '../api/get-outbox';
import { NativeSelect } from '@/components/form/select';
import { ListPager } from '../components/list-pager';
import { MailDialog } from '../components/outbox/mail-dialog';
import { OutboxList } from '../components/outbox/outbox-list';

const PAGE_SIZE = 25;
const ALL = 'alle';
const countLabel = (n: number) => (n === 1 ? '1 E-Mail' : `${n.toLocaleString('de-DE')} E-Mails`);

/** /admin/postausgang: every mail the app wrote, newest first; failed ones can be sent again. */
export function AdminPostausgangPage() {
  const filterId = useId();
  const [status, setStatus] = useState<MailStatus | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [lastOpen, setLastOpen] = useState<OutboxMail | null>(null);
  const outbox = useOutbox({ status: status === ALL ? undefined : status, page, pageSize: PAGE_SIZE });
  const data = outbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // The dialog follows the list (a retried mail shows its new status) and keeps its mail while it closes.
  const open = (openId && data?.mails.find((mail) => mail.id === openId)) || null;
  if (open && open !== lastOpen) setLastOpen(open);

  return (
    <>
      <AdminPageHeader
        title="Postausgang"
        description="Alle E-Mails, die die Website verschickt – neueste zuerst. Fehlgeschlagene E-Mails lassen sich erneut senden."
      />
      {outbox.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : outbox.isError && !data ? (
        <LoadError title="Der Postausgang konnte nicht geladen werden" onRetry={() => void outbox.refetch()} />
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-1.5 sm:w-72">
            <Label htmlFor={filterId}>Status</Label>
            <NativeSelect
              id={filterId}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as MailStatus | typeof ALL);
                setPage(1);
              }}
            >
              <option value={ALL}>Alle ({Object.values(data!.counts).reduce((a, b) => a + b, 0)})</option>
              {MAIL_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {MAIL_STATUS_LABELS[value]} ({data!.counts[value]})
                </option>
              ))}
            </NativeSelect>
          </div>
          {data!.counts.logged > 0 ? (
            <p className="text-sm text-muted-foreground">
              „Gespeichert“: Ohne eingerichteten Mailserver (SMTP) werden E-Mails nur hier und im Server-Protokoll festgehalten, nicht zugestellt.
            </p>
          ) : null}
          {data!.total > 0 ? (
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {countLabel(data!.total)}
            </p>
          ) : null}
          {data!.mails.length === 0 ? (
            <EmptyState icon={MailCheck} title={status === ALL ? 'Noch keine E-Mails vorhanden' : 'Keine E-Mails mit diesem Status'} />
          ) : (
            <OutboxList mails={data!.mails} busy={outbox.isPlaceholderData} onOpen={(mail) => setOpenId(mail.id)} />
          )}
          <ListPager page={data!.page} pages={pages} onPage={setPage} />
        </div>
      )}
      <MailDialog mail={open ?? lastOpen} open={!!open} onOpenChange={(isOpen) => !isOpen && setOpenId(null)} />
    </>
  );
}

export default AdminPostausgangPage;
