import { useId, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { MAIL_STATUSES, type MailStatus } from '@shared/enums';
import { MAIL_STATUS_LABELS } from '@shared/labels';
import type { OutboxMail } from '@shared/schemas/admin';
import { PagedList, usePaging } from '@/components/data/paged-list';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { useOutbox } from '../api/get-outbox';
import { NativeSelect } from '@/components/form/select';
import { MailDialog } from '../components/outbox/mail-dialog';
import { OutboxList } from '../components/outbox/outbox-list';

const ALL = 'alle';

/** /admin/postausgang: every mail the app wrote, newest first; failed ones can be sent again. */
export function AdminPostausgangPage() {
  const filterId = useId();
  const [status, setStatus] = useState<MailStatus | typeof ALL>(ALL);
  const paging = usePaging(25);
  const [openId, setOpenId] = useState<string | null>(null);
  const [lastOpen, setLastOpen] = useState<OutboxMail | null>(null);
  const outbox = useOutbox({ status: status === ALL ? undefined : status, page: paging.page, pageSize: paging.pageSize });
  // The dialog follows the list (a retried mail shows its new status) and keeps its mail while it closes.
  const open = (openId && outbox.data?.mails.find((mail) => mail.id === openId)) || null;
  if (open && open !== lastOpen) setLastOpen(open);

  return (
    <>
      <AdminPageHeader
        title="Postausgang"
        description="Alle E-Mails, die die Website verschickt – neueste zuerst. Fehlgeschlagene E-Mails lassen sich erneut senden."
      />
      <PagedList
        query={outbox}
        paging={paging}
        errorTitle="Der Postausgang konnte nicht geladen werden"
        noun={{ one: 'E-Mail', many: 'E-Mails' }}
        rows={(data) => data.mails}
        filters={(data) => (
          <div className="grid gap-1.5 sm:w-72">
            <Label htmlFor={filterId}>Status</Label>
            <NativeSelect
              id={filterId}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as MailStatus | typeof ALL);
                paging.restart();
              }}
            >
              <option value={ALL}>Alle ({Object.values(data.counts).reduce((a, b) => a + b, 0)})</option>
              {MAIL_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {MAIL_STATUS_LABELS[value]} ({data.counts[value]})
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        notes={(data) =>
          data.counts.logged > 0 ? (
            <p className="text-sm text-muted-foreground">
              „Gespeichert“: Ohne eingerichteten Mailserver (SMTP) werden E-Mails nur hier und im Server-Protokoll festgehalten, nicht zugestellt.
            </p>
          ) : null
        }
        empty={() => <EmptyState icon={MailCheck} title={status === ALL ? 'Noch keine E-Mails vorhanden' : 'Keine E-Mails mit diesem Status'} />}
      >
        {(rows) => <OutboxList mails={rows} busy={outbox.isPlaceholderData} onOpen={(mail) => setOpenId(mail.id)} />}
      </PagedList>
      <MailDialog mail={open ?? lastOpen} open={!!open} onOpenChange={(isOpen) => !isOpen && setOpenId(null)} />
    </>
  );
}

export default AdminPostausgangPage;
