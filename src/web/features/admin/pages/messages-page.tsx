import { useState } from 'react';
import { Inbox } from 'lucide-react';
import type { AdminMessage } from '@shared/schemas/messages';
import { PagedList, usePaging } from '@/components/data/paged-list';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminMessages } from '../api/get-admin-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { MessagesList } from '../components/messages/messages-list';
import { ReplyDialog } from '../components/messages/reply-dialog';

/** /admin/messages: members' messages, newest first, with the unread count; opening one marks it read. */
export function AdminMessagesPage() {
  const paging = usePaging(20);
  const [open, setOpen] = useState<AdminMessage | null>(null);
  const list = useAdminMessages({ page: paging.page, pageSize: paging.pageSize });
  const markRead = useMarkMessageRead();
  const data = list.data;

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
      <PagedList
        query={list}
        paging={paging}
        errorTitle="Die Nachrichten konnten nicht geladen werden"
        noun={{ one: 'Nachricht', many: 'Nachrichten' }}
        countSuffix={(data) => `, davon ${data.unread.toLocaleString('de-DE')} ungelesen`}
        rows={(data) => data.messages}
        nothingAtAll={(data) => data.total === 0}
        empty={() => <EmptyState icon={Inbox} title="Keine Nachrichten vorhanden" />}
      >
        {(rows) => <MessagesList messages={rows} busy={list.isPlaceholderData} onOpen={openMessage} />}
      </PagedList>
      <ReplyDialog message={open} onClose={() => setOpen(null)} />
    </>
  );
}

export default AdminMessagesPage;
