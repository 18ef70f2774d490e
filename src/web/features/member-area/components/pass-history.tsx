import { PASS_LEDGER_KIND_LABELS } from '@shared/labels';
import type { PassEntry } from '@shared/schemas/passes';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { cn } from '@/lib/cn';
import { shortDate, timeOf } from '@/lib/session-format';

const weekdayShort = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', weekday: 'short' });

/** 'Mo., 12.01.2026, 18:00 Uhr' */
const sessionWhen = (startTime: string) => `${weekdayShort.format(new Date(startTime))}, ${shortDate(startTime)}, ${timeOf(startTime)} Uhr`;

/** '+10', '−1' (a real minus sign), '±0'. */
const signed = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `\u2212${-delta}` : '±0');

function What({ entry }: { entry: PassEntry }) {
  return (
    <>
      <span className="font-medium text-foreground">{PASS_LEDGER_KIND_LABELS[entry.kind]}</span>
      {entry.reason ? <span className="block text-xs text-muted-foreground">{entry.reason}</span> : null}
    </>
  );
}

function Session({ entry }: { entry: PassEntry }) {
  if (!entry.session) return <span className="text-muted-foreground">–</span>;
  return (
    <>
      <span className="font-medium text-foreground">{entry.session.courseName}</span>
      <span className="block whitespace-nowrap text-muted-foreground tabular-nums">{sessionWhen(entry.session.startTime)}</span>
    </>
  );
}

const deltaTone = (delta: number) => (delta > 0 ? 'text-brand-800' : 'text-foreground');

type PassHistoryProps = {
  /** Oldest first, as the server keeps them; shown newest first. */
  entries: PassEntry[];
  /** Null for a pass without an entry limit: then no entries are counted. */
  credits: number | null;
  caption: string;
};

/**
 * Everything that happened to one pass: bought, each booking that drew an entry (with its session),
 * cancellations that gave it back, corrections by the office. The answer to "what was my entry used for?".
 */
export function PassHistory({ entries, credits, caption }: PassHistoryProps) {
  const counted = credits !== null;
  const rows = [...entries].reverse();
  const columns: ListColumn<PassEntry>[] = [
    { header: 'Datum', cell: (e) => shortDate(e.createdAt), className: 'whitespace-nowrap tabular-nums' },
    { header: 'Vorgang', cell: (e) => <What entry={e} /> },
    { header: 'Termin', cell: (e) => <Session entry={e} /> },
    ...(counted
      ? [
          { header: 'Eintritte', cell: (e: PassEntry) => <span className={deltaTone(e.delta)}>{signed(e.delta)}</span>, className: 'text-right font-semibold whitespace-nowrap tabular-nums' },
          { header: 'Stand danach', cell: (e: PassEntry) => e.balance ?? '–', className: 'text-right whitespace-nowrap tabular-nums' },
        ]
      : []),
  ];

  return (
    <ResponsiveList
      caption={caption}
      rows={rows}
      columns={columns}
      framed={false}
      cardClassName="gap-1 px-5 sm:px-6"
      card={(entry) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <p>
              <What entry={entry} />
            </p>
            {counted ? <p className={cn('font-semibold tabular-nums', deltaTone(entry.delta))}>{signed(entry.delta)}</p> : null}
          </div>
          {entry.session ? (
            <p>
              <Session entry={entry} />
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground tabular-nums">
            {shortDate(entry.createdAt)}
            {counted && entry.balance !== null ? ` · Stand danach: ${entry.balance}` : null}
          </p>
        </>
      )}
    />
  );
}
