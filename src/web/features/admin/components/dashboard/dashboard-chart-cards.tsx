import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import type { AdminCharts } from '@shared/schemas/admin-charts';
import { CHART_MONTHS, CHART_WEEKS, OCCUPANCY_DAYS } from '@shared/chart-periods';
import { formatMoney } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useAdminCharts } from '@/features/admin/api/get-admin-charts';
import { weekLabel } from '@shared/calendar-week';
import { countLabel, monthLabel, percentLabel } from './chart-format';

// One chunk with Recharts for all three charts, fetched as soon as the dashboard mounts (in parallel
// with the figures), never by the admin shell or any other page.
let chartsModule: Promise<typeof import('./dashboard-charts')> | undefined;
const loadCharts = () => (chartsModule ??= import('./dashboard-charts'));
const BookingsPerWeekChart = lazy(() => loadCharts().then((m) => ({ default: m.BookingsPerWeekChart })));
const OccupancyChart = lazy(() => loadCharts().then((m) => ({ default: m.OccupancyChart })));
const PaymentsPerMonthChart = lazy(() => loadCharts().then((m) => ({ default: m.PaymentsPerMonthChart })));

/** Holds the chart's exact place while the figures or the chart code load, so nothing moves when it arrives. */
function ChartSkeleton() {
  return (
    <div aria-hidden="true" data-chart-skeleton="" className="flex size-full items-end gap-2 px-2 pb-6">
      {[40, 65, 50, 80, 55, 70, 45, 75].map((height, i) => (
        <div key={i} className="flex-1 animate-pulse rounded-t-md bg-muted motion-reduce:animate-none" style={{ height: `${height}%` }} />
      ))}
    </div>
  );
}

type Column = { label: string; numeric?: boolean };
/** One table row: the period or course it is about (with an optional second line) and its figures. */
type Row = { head: string; note?: string; cells: string[] };

function FiguresTable({ caption, columns, rows }: { caption: string; columns: Column[]; rows: Row[] }) {
  return (
    <details className="group mt-4 rounded-xl border border-border">
      <summary className="cursor-pointer rounded-xl px-4 py-2.5 text-sm font-medium text-brand-800 hover:bg-muted">Werte als Tabelle</summary>
      {/* Focusable, so a table wider than a phone can be scrolled by keyboard too. */}
      <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto border-t border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              {columns.map((column) => (
                <th key={column.label} scope="col" className={cn('px-2 py-2 font-medium sm:px-4', column.numeric && 'text-right')}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.head} className="border-t border-border">
                <th scope="row" className="px-2 py-2 text-left font-normal sm:px-4">
                  {row.head}
                  {row.note ? <span className="block text-xs text-muted-foreground">{row.note}</span> : null}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={i} className={cn('px-2 py-2 whitespace-nowrap tabular-nums sm:px-4', columns[i + 1]?.numeric && 'text-right')}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

type ChartCardProps = {
  title: string;
  description: string;
  /** Tailwind height of the drawing area; the skeleton takes the same. */
  heightClass: string;
  chart: ReactNode | null;
  table: ReactNode | null;
  empty?: string;
};

function ChartCard({ title, description, heightClass, chart, table, empty }: ChartCardProps) {
  return (
    <Card className="min-w-0 shadow-none">
      <CardHeader className="pb-4">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <div className="px-4 pb-5 sm:px-6">
        <div className={cn('w-full', heightClass)}>
          {empty ? (
            <p className="flex size-full items-center justify-center rounded-xl bg-muted px-4 text-center text-sm text-muted-foreground">{empty}</p>
          ) : (
            <Suspense fallback={<ChartSkeleton />}>{chart ?? <ChartSkeleton />}</Suspense>
          )}
        </div>
        {table ?? (
          // Same height as the closed table toggle, so the card does not grow when the figures arrive.
          <div aria-hidden="true" className="mt-4 h-[2.625rem] rounded-xl border border-border" />
        )}
      </div>
    </Card>
  );
}

function bookingsAlternative(data: AdminCharts) {
  const rows = data.bookingsPerWeek.map((w) => ({ head: weekLabel(w.weekStart), cells: [countLabel(w.bookings)] }));
  const label = `Balkendiagramm der Buchungen pro Woche, letzte ${CHART_WEEKS} Wochen: ${rows.map((row) => `${row.head}: ${row.cells[0]}`).join('; ')}.`;
  return { rows, label };
}

function occupancyAlternative(data: AdminCharts) {
  const rows = data.occupancyByCourse.map((c) => ({
    head: c.courseName,
    note: c.sessions === 1 ? '1 Session' : `${countLabel(c.sessions)} Sessions`,
    cells: [`${countLabel(c.booked)} von ${countLabel(c.capacity)}`, percentLabel(c.percent)],
  }));
  const label = `Balkendiagramm der Auslastung je Kurs, letzte ${OCCUPANCY_DAYS / 7} Wochen: ${data.occupancyByCourse
    .map((c) => `${c.courseName}: ${percentLabel(c.percent)} (${countLabel(c.booked)} von ${countLabel(c.capacity)} Plätzen)`)
    .join('; ')}.`;
  return { rows, label };
}

function paymentsAlternative(data: AdminCharts) {
  const rows = data.paymentsPerMonth.map((m) => ({ head: monthLabel(m.month), cells: [countLabel(m.count), formatMoney(m.amount, data.currency)] }));
  const label = `Balkendiagramm der abgeschlossenen Zahlungen pro Monat, letzte ${CHART_MONTHS} Monate: ${rows.map((row) => `${row.head}: ${row.cells[1]}`).join('; ')}.`;
  return { rows, label };
}

/** The three charts of the admin dashboard, each with its figures as a table. */
export function DashboardChartCards() {
  const charts = useAdminCharts();
  const data = charts.data;
  useEffect(() => {
    void loadCharts();
  }, []);

  if (charts.isError && !data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-border p-6 text-sm">
        <p>Die Diagramme konnten nicht geladen werden.</p>
        <Button variant="outline" onClick={() => void charts.refetch()}>
          <RefreshCw aria-hidden="true" />
          Erneut versuchen
        </Button>
      </div>
    );
  }

  const bookings = data && bookingsAlternative(data);
  const occupancy = data && occupancyAlternative(data);
  const payments = data && paymentsAlternative(data);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartCard
        title="Buchungen pro Woche"
        description={`Neue Buchungen der letzten ${CHART_WEEKS} Wochen (ohne stornierte), Wochen von Montag bis Sonntag.`}
        heightClass="h-64"
        chart={data && bookings ? <BookingsPerWeekChart weeks={data.bookingsPerWeek} label={bookings.label} /> : null}
        table={bookings ? <FiguresTable caption="Buchungen pro Woche" columns={[{ label: 'Woche' }, { label: 'Buchungen', numeric: true }]} rows={bookings.rows} /> : null}
      />
      <ChartCard
        title="Zahlungen pro Monat"
        description={`Summe der abgeschlossenen Zahlungen der letzten ${CHART_MONTHS} Monate nach Zahlungsdatum.`}
        heightClass="h-64"
        chart={data && payments ? <PaymentsPerMonthChart months={data.paymentsPerMonth} currency={data.currency} label={payments.label} /> : null}
        table={
          payments ? (
            <FiguresTable
              caption="Zahlungen pro Monat"
              columns={[{ label: 'Monat' }, { label: 'Zahlungen', numeric: true }, { label: 'Betrag', numeric: true }]}
              rows={payments.rows}
            />
          ) : null
        }
      />
      <div className="min-w-0 lg:col-span-2">
        <ChartCard
          title="Auslastung je Kurs"
          description={`Gebuchte Plätze im Verhältnis zu den angebotenen Plätzen der Sessions der letzten ${OCCUPANCY_DAYS / 7} Wochen (ohne abgesagte).`}
          heightClass="h-96"
          empty={data && data.occupancyByCourse.length === 0 ? 'In den letzten vier Wochen fanden keine Sessions statt.' : undefined}
          chart={data && occupancy ? <OccupancyChart courses={data.occupancyByCourse} label={occupancy.label} /> : null}
          table={
            occupancy ? (
              <FiguresTable
                caption="Auslastung je Kurs"
                columns={[{ label: 'Kurs' }, { label: 'Belegte Plätze', numeric: true }, { label: 'Auslastung', numeric: true }]}
                rows={occupancy.rows}
              />
            ) : null
          }
        />
      </div>
    </div>
  );
}
