import { useState } from 'react';
import { Inbox } from 'lucide-react';
import type { AdminMessage } from '@shared/schemas/messages';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminMessages } from '../api/get-admin-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { ListPager } from '../components/list-pager';
import { MessagesList } from '../components/messages/messages-list';
import { ReplyDialog } from '../components/messages/reply-dialog';

const PAGE_SIZE = 20;

const countLabel = (n: number) => (n === 1 ? '1 Nachricht' : `${n.toLocaleString('de-DE')} Nachrichten`);

/** /admin/messages: members' messages, newest first, with the unread count; opening one marks it read. */
export function AdminMessagesPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminMessage | null>(null);
  const list = useAdminMessages({ page, pageSize: PAGE_SIZE });
  const markRead = useMarkMessageRead();
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  function openMessage(message: AdminMessage) {
    setOpen(message);
    if (message.status !== 'unread') return;
    markRead.mutate(message.id, {
      onSuccess: ({ item }) => setOpen((current) => (current?.id === item.id ? item : current)),
    });
  }

  return (
    <>
      <AdminPageHeader
        title={data && data.unread > 0 ? `Nachrichten (${data.unread} ungelesen)` : 'Nachrichten'}
        description="Nachrichten von Mitgliedern lesen und beantworten."
      />
      {list.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : list.isError && !data ? (
        <LoadError title="Die Nachrichten konnten nicht geladen werden" onRetry={() => void list.refetch()} />
      ) : data!.total === 0 ? (
        <EmptyState icon={Inbox} title="Keine Nachrichten vorhanden" />
      ) : (
        <div className="grid gap-4">
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {countLabel(data!.total)}, davon {data!.unread.toLocaleString('de-DE')} ungelesen
          </p>
          <MessagesList messages={data!.messages} busy={list.isPlaceholderData} onOpen={openMessage} />
          <ListPager page={page} pages={pages} onPage={setPage} />
        </div>
      )}
      <ReplyDialog message={open} onClose={() => setOpen(null)} />
    </>
  );
}

export default AdminMessagesPage;
