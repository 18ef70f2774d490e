import { Link } from 'react-router';
import { CalendarClock, TriangleAlert } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { CollectionRunsOverview } from '@shared/schemas/collections';
import { germanDay } from '@shared/time';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { debitsText } from './collection-badges';

/** How many due dates the card lists before it sums up the rest. */
const SHOWN_DATES = 6;

/** What is due: every debit waiting for a run whose mandate is in force, by due date. */
export function DueSummary({ overview }: { overview: CollectionRunsOverview }) {
  const { due } = overview;
  const shown = due.byDate.slice(0, SHOWN_DATES);
  const rest = due.byDate.slice(SHOWN_DATES);
  return (
    <Card className="grid content-start gap-4 p-5 shadow-none" role="region" aria-labelledby="faellig-titel">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="faellig-titel" className="text-base font-semibold text-brand-950">
            Fällig
          </h2>
          <p className="mt-1 text-2xl font-bold tracking-tight text-brand-950 tabular-nums">{formatMoney(due.sum)}</p>
          <p className="text-sm text-muted-foreground">{due.count === 0 ? 'Keine Lastschrift wartet auf einen Lauf.' : `${debitsText(due.count)} mit gültigem Mandat`}</p>
        </div>
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <CalendarClock aria-hidden="true" className="size-5" />
        </span>
      </div>
      {shown.length > 0 ? (
        <table className="w-full text-sm">
          <caption className="sr-only">Fällige Lastschriften nach Fälligkeitsdatum</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="pb-1 text-left font-semibold">
                Fällig am
              </th>
              <th scope="col" className="pb-1 text-right font-semibold">
                Anzahl
              </th>
              <th scope="col" className="pb-1 text-right font-semibold">
                Summe
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {shown.map((day) => (
              <tr key={day.dueOn}>
                <th scope="row" className="py-1.5 text-left font-normal tabular-nums">
                  {germanDay(day.dueOn)}
                </th>
                <td className="py-1.5 text-right tabular-nums">{day.count.toLocaleString('de-DE')}</td>
                <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{formatMoney(day.sum)}</td>
              </tr>
            ))}
            {rest.length > 0 ? (
              <tr>
                <th scope="row" className="py-1.5 text-left font-normal text-muted-foreground">
                  später
                </th>
                <td className="py-1.5 text-right tabular-nums">{rest.reduce((sum, day) => sum + day.count, 0).toLocaleString('de-DE')}</td>
                <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{formatMoney(rest.reduce((sum, day) => sum + Math.round(day.sum * 100), 0) / 100)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      ) : null}
      {!overview.ready ? (
        <Alert role="note" className="border-session-sand-ink/20 bg-session-sand text-session-sand-ink">
          <TriangleAlert aria-hidden="true" />
          <p>
            Der Zahlungsverkehr ist noch nicht eingerichtet.{' '}
            <Link to="/admin/settings?bereich=zahlungsverkehr" className="font-semibold underline underline-offset-2">
              Gläubiger-ID und IBAN eintragen
            </Link>
          </p>
        </Alert>
      ) : null}
    </Card>
  );
}
