import type { AuditEntry } from '@shared/schemas/audit';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@shared/labels';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { Badge } from '@/components/ui/badge';
import { dateTime } from '@/lib/session-format';

const ACTION_VARIANT = { created: 'default', updated: 'secondary', deleted: 'destructive' } as const;

function Action({ entry }: { entry: AuditEntry }) {
  return <Badge variant={ACTION_VARIANT[entry.action]}>{AUDIT_ACTION_LABELS[entry.action]}</Badge>;
}

const columns: ListColumn<AuditEntry>[] = [
  { header: 'Zeitpunkt', cell: (e) => dateTime(e.createdAt), className: 'whitespace-nowrap tabular-nums', headerClassName: 'w-40' },
  { header: 'Wer', cell: (e) => e.actorEmail, className: 'break-all', headerClassName: 'w-60' },
  {
    header: 'Was',
    cell: (e) => (
      <>
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium">{AUDIT_ENTITY_LABELS[e.entity]}</span>
          <Action entry={e} />
        </span>
        {e.entityId ? (
          <span className="mt-1 block truncate font-mono text-xs text-muted-foreground" title={e.entityId}>
            {e.entityId}
          </span>
        ) : null}
      </>
    ),
    headerClassName: 'w-44',
  },
  { header: 'Änderung', cell: (e) => e.summary, className: 'break-words' },
];

function AuditCard({ entry: e }: { entry: AuditEntry }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-foreground">{AUDIT_ENTITY_LABELS[e.entity]}</p>
        <Action entry={e} />
      </div>
      <p>{e.summary}</p>
      <p className="break-all text-xs text-muted-foreground">
        {dateTime(e.createdAt)} · {e.actorEmail}
      </p>
      {e.entityId ? <p className="break-all text-xs text-muted-foreground">ID {e.entityId}</p> : null}
    </>
  );
}

/** The log as a table from md up and as one card per entry on phones. */
export function AuditList({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  return (
    <ResponsiveList
      caption="Protokoll der Änderungen, neueste zuerst"
      rows={entries}
      columns={columns}
      card={(e) => <AuditCard entry={e} />}
      cardClassName="gap-1.5"
      tableClassName="table-fixed"
      rowClassName="align-top"
      busy={busy}
    />
  );
}
