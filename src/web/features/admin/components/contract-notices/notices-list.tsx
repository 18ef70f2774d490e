import { Check, X } from 'lucide-react';
import { NOTICE_KIND_LABELS } from '@shared/labels';
import { receiptTime } from '@shared/schemas/contract-notice-texts';
import type { AdminContractNotice } from '@shared/schemas/contract-notices';
import { germanDay } from '@shared/time';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { NoticeStateBadge } from './notice-state-badge';
import { noticeOf, wishedText } from './notice-text';

export type NoticeAction = 'confirm' | 'reject';

type NoticesListProps = { notices: AdminContractNotice[]; busy: boolean; onAction: (notice: AdminContractNotice, action: NoticeAction) => void };

function Sender({ notice }: { notice: AdminContractNotice }) {
  return (
    <>
      <span className="block font-medium text-foreground">{notice.name}</span>
      <span className="block text-xs break-all text-muted-foreground">{notice.email}</span>
    </>
  );
}

function Contract({ notice }: { notice: AdminContractNotice }) {
  return (
    <>
      <span className="block break-words">{notice.contract}</span>
      <span className="block text-xs text-muted-foreground">{NOTICE_KIND_LABELS[notice.kind]}</span>
      {notice.reason ? <span className="mt-0.5 line-clamp-2 block text-xs break-words text-muted-foreground">Grund: {notice.reason}</span> : null}
    </>
  );
}

function End({ notice }: { notice: AdminContractNotice }) {
  if (notice.endsOn) return <span className="font-medium whitespace-nowrap tabular-nums">{germanDay(notice.endsOn)}</span>;
  return <span className="text-muted-foreground">{notice.state === 'received' ? 'zu ermitteln' : '–'}</span>;
}

/** The table's one column for both: the end (computed or confirmed) and, below it, what the sender wished. */
function EndAndWish({ notice }: { notice: AdminContractNotice }) {
  return (
    <>
      <span className="block">
        <End notice={notice} />
      </span>
      <span className="block text-xs text-muted-foreground">Wunsch: {notice.wishedDate ? germanDay(notice.wishedDate) : 'nächstmöglich'}</span>
    </>
  );
}

function State({ notice }: { notice: AdminContractNotice }) {
  return (
    <span className="grid justify-items-start gap-1">
      <NoticeStateBadge state={notice.state} />
      {notice.officeNote ? <span className="line-clamp-2 text-xs break-words text-muted-foreground">{notice.officeNote}</span> : null}
    </span>
  );
}

function Actions({ notice, onAction, stacked = false }: { notice: AdminContractNotice; onAction: NoticesListProps['onAction']; stacked?: boolean }) {
  if (notice.state !== 'received') return null;
  return (
    <div className={stacked ? 'grid gap-2' : 'flex flex-wrap justify-end gap-2'}>
      <Button size="sm" onClick={() => onAction(notice, 'confirm')} aria-label={`Bestätigen: ${noticeOf(notice)}`}>
        <Check aria-hidden="true" />
        Bestätigen
      </Button>
      <Button size="sm" variant="outline" onClick={() => onAction(notice, 'reject')} aria-label={`Ablehnen: ${noticeOf(notice)}`}>
        <X aria-hidden="true" />
        Ablehnen
      </Button>
    </div>
  );
}

const received = (notice: AdminContractNotice) => {
  const [day, time] = receiptTime(notice.receivedAt).split(', ');
  return (
    <>
      <span className="block">{day}</span>
      <span className="block text-xs text-muted-foreground">{time}</span>
    </>
  );
};

const columns: ListColumn<AdminContractNotice>[] = [
  { header: 'Eingang', cell: received, className: 'whitespace-nowrap tabular-nums', headerClassName: 'w-28' },
  { header: 'Absender', cell: (n) => <Sender notice={n} />, rowHeader: true, className: 'font-normal', headerClassName: 'w-[21%]' },
  { header: 'Vertrag und Art', cell: (n) => <Contract notice={n} /> },
  { header: 'Vertragsende', cell: (n) => <EndAndWish notice={n} />, className: 'tabular-nums', headerClassName: 'w-36' },
  { header: 'Status', cell: (n) => <State notice={n} />, headerClassName: 'w-32' },
];

function NoticeCard({ notice, onAction }: { notice: AdminContractNotice; onAction: NoticesListProps['onAction'] }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0">
          <Sender notice={notice} />
        </p>
        <NoticeStateBadge state={notice.state} className="shrink-0" />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">Eingang</dt>
        <dd className="tabular-nums">{receiptTime(notice.receivedAt)}</dd>
        <dt className="text-muted-foreground">Vertrag</dt>
        <dd className="min-w-0">
          <Contract notice={notice} />
        </dd>
        <dt className="text-muted-foreground">Wunsch</dt>
        <dd>{wishedText(notice)}</dd>
        <dt className="text-muted-foreground">Vertragsende</dt>
        <dd>
          <End notice={notice} />
        </dd>
        {notice.officeNote ? (
          <>
            <dt className="text-muted-foreground">Notiz</dt>
            <dd className="min-w-0 break-words">{notice.officeNote}</dd>
          </>
        ) : null}
      </dl>
      <Actions notice={notice} onAction={onAction} />
    </>
  );
}

/** Phones: one card per notice; from md up: a table. Notices still open carry 'Bestätigen' and 'Ablehnen'. */
export function NoticesList({ notices, busy, onAction }: NoticesListProps) {
  return (
    <ResponsiveList
      caption="Kündigungen, neueste zuerst"
      rows={notices}
      columns={columns}
      actions={(n) => <Actions notice={n} onAction={onAction} stacked />}
      actionsClassName="w-40"
      card={(n) => <NoticeCard notice={n} onAction={onAction} />}
      cardClassName="gap-2"
      tableClassName="table-fixed"
      rowProps={(n) => ({ 'data-notice-id': n.id })}
      busy={busy}
    />
  );
}
