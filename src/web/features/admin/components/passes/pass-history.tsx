import { PASS_LEDGER_KIND_LABELS } from '@shared/labels';
import type { AdminPassDetail, PassEntry } from '@shared/schemas/passes';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { dateTime } from '@/lib/session-format';
import { signed } from './pass-text';

const dash = <span className="text-muted-foreground">-</span>;

/** An unlimited pass counts no entries: its rows change nothing, so they show no number. */
function historyColumns(unlimited: boolean): ListColumn<PassEntry>[] {
  return [
    { header: 'Datum', cell: (e) => dateTime(e.createdAt), className: 'whitespace-nowrap tabular-nums' },
    { header: 'Vorgang', cell: (e) => PASS_LEDGER_KIND_LABELS[e.kind], onCard: false },
    { header: 'Termin', cell: (e) => (e.session ? `${e.session.courseName}, ${dateTime(e.session.startTime)}` : dash) },
    { header: 'Eintritte', cell: (e) => (unlimited ? dash : signed(e.delta)), className: 'text-right whitespace-nowrap tabular-nums' },
    { header: 'Stand', cell: (e) => (e.balance === null ? 'unbegrenzt' : e.balance), className: 'text-right tabular-nums' },
    { header: 'Grund', cell: (e) => e.reason ?? dash, className: 'break-words' },
  ];
}

/** Every row of the pass's ledger, oldest first: what happened, for which session, and what was left. */
export function PassHistory({ pass }: { pass: AdminPassDetail }) {
  return (
    <ResponsiveList
      caption="Verlauf der Karte, älteste Einträge zuerst"
      rows={pass.entries}
      columns={historyColumns(pass.credits === null)}
      cardTitle={(e) => PASS_LEDGER_KIND_LABELS[e.kind]}
      rowClassName="align-top"
    />
  );
}
