import type { AuditEntry } from '@shared/schemas/audit';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@shared/labels';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { dateTime } from '@/lib/session-format';

const ACTION_VARIANT = { created: 'default', updated: 'secondary', deleted: 'destructive' } as const;

function Action({ entry }: { entry: AuditEntry }) {
  return <Badge variant={ACTION_VARIANT[entry.action]}>{AUDIT_ACTION_LABELS[entry.action]}</Badge>;
}

/** The log as a table from md up and as one card per entry on phones. */
export function AuditList({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  return (
    <Card className="overflow-hidden shadow-none" aria-busy={busy}>
      <ul className="divide-y md:hidden">
        {entries.map((e) => (
          <li key={e.id} className="grid gap-1.5 p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-foreground">{AUDIT_ENTITY_LABELS[e.entity]}</p>
              <Action entry={e} />
            </div>
            <p>{e.summary}</p>
            <p className="break-all text-xs text-muted-foreground">
              {dateTime(e.createdAt)} · {e.actorEmail}
            </p>
            {e.entityId ? <p className="break-all text-xs text-muted-foreground">ID {e.entityId}</p> : null}
          </li>
        ))}
      </ul>
      <table className="hidden w-full table-fixed text-left text-sm md:table">
        <caption className="sr-only">Protokoll der Änderungen, neueste zuerst</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="w-40 px-5 py-3 font-semibold">Zeitpunkt</th>
            <th scope="col" className="w-60 px-3 py-3 font-semibold">Wer</th>
            <th scope="col" className="w-44 px-3 py-3 font-semibold">Was</th>
            <th scope="col" className="px-5 py-3 font-semibold">Änderung</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {entries.map((e) => (
            <tr key={e.id} className="align-top hover:bg-muted/40">
              <td className="px-5 py-3 whitespace-nowrap tabular-nums">{dateTime(e.createdAt)}</td>
              <td className="px-3 py-3 break-all">{e.actorEmail}</td>
              <td className="px-3 py-3">
                <span className="flex flex-wrap items-center gap-1.5">
                  <span className="font-medium">{AUDIT_ENTITY_LABELS[e.entity]}</span>
                  <Action entry={e} />
                </span>
                {e.entityId ? (
                  <span className="mt-1 block truncate font-mono text-xs text-muted-foreground" title={e.entityId}>
                    {e.entityId}
                  </span>
                ) : null}
              </td>
              <td className="px-5 py-3 break-words">{e.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
