import { SUBSCRIBER_STATUS_LABELS } from '@shared/labels';
import type { SubscriberStatus } from '@shared/enums';
import type { AdminSubscriber } from '@shared/schemas/admin-newsletter';
import { berlinGermanDate } from '@shared/time';
import { nameColumn, ResponsiveList, rowName, type ListColumn } from '@/components/data/responsive-list';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteSubscriber } from '@/features/admin/api/delete-subscriber';
import { DeleteButton } from '../catalog/delete-button';

const STATUS_VARIANTS: Record<SubscriberStatus, BadgeProps['variant']> = { active: 'default', pending: 'outline', unsubscribed: 'muted', bounced: 'destructive' };

export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{SUBSCRIBER_STATUS_LABELS[status]}</Badge>;
}

const fullName = (s: AdminSubscriber) => [s.firstName, s.lastName].filter(Boolean).join(' ') || '-';

type Row = AdminSubscriber & { name: string };

const columns: ListColumn<Row>[] = [
  { header: 'Name', cell: (s) => fullName(s) },
  { header: 'Status', cell: (s) => <SubscriberStatusBadge status={s.status} /> },
  { header: 'Angemeldet am', cell: (s) => berlinGermanDate(new Date(s.subscribedAt)), className: 'whitespace-nowrap tabular-nums' },
];

/** Subscribers table: e-mail, name, status, subscribed on; delete. Cards on phones. */
export function SubscribersList({ subscribers }: { subscribers: AdminSubscriber[] }) {
  const remove = useDeleteSubscriber();
  const deleteSubscriber = (subscriber: AdminSubscriber) =>
    remove.mutate(subscriber.id, {
      onSuccess: ({ message }) => toast.success(message, { description: subscriber.email }),
      onError: (error) => toast.error('Löschen fehlgeschlagen', { description: errorMessage(error) }),
    });

  return (
    <ResponsiveList
      caption="Newsletter-Abonnenten, neueste Anmeldung zuerst"
      rows={subscribers.map((s) => ({ ...s, name: s.email }))}
      columns={[nameColumn('E-Mail'), ...columns]}
      cardTitle={rowName}
      actionsHeader="Aktionen"
      actions={(subscriber) => (
        <DeleteButton
          name={subscriber.email}
          question={`Abonnent ${subscriber.email} wirklich löschen?`}
          description="Die Adresse wird mit Namen und Status gelöscht und erhält keine Newsletter mehr."
          disabled={remove.isPending}
          onConfirm={() => deleteSubscriber(subscriber)}
        />
      )}
    />
  );
}
