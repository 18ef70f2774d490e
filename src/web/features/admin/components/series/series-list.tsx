import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminSeries } from '@shared/schemas/series';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { PreventionBadge, SeriesStateBadge } from './series-badges';
import { confirmedCount, seriesPeriod, seriesState } from './series-text';

const titleLink = (series: AdminSeries) => (
  <Link to={`/admin/kursreihen/${series.id}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
    {series.title}
  </Link>
);

/** Every series: course, period, places taken, waiting list, and where it stands. */
export function SeriesList({ series }: { series: AdminSeries[] }) {
  const [now] = useState(() => Date.now());
  const columns: ListColumn<AdminSeries>[] = [
    { header: 'Titel', cell: titleLink, rowHeader: true, onCard: false },
    { header: 'Kurs', cell: (s) => s.courseName },
    { header: 'Zeitraum', cell: (s) => seriesPeriod(s.dates), className: 'whitespace-nowrap tabular-nums' },
    { header: 'Anmeldungen', cell: (s) => `${confirmedCount(s)}/${s.capacity}`, className: 'tabular-nums' },
    { header: 'Warteliste', cell: (s) => s.waitlistCount, className: 'tabular-nums' },
    {
      header: 'Status',
      cell: (s) => (
        <span className="flex flex-wrap gap-1.5">
          <SeriesStateBadge state={seriesState(s, now)} />
          {s.isPrevention ? <PreventionBadge /> : null}
        </span>
      ),
    },
  ];
  return <ResponsiveList caption="Alle Kursreihen" rows={series} columns={columns} cardTitle={titleLink} rowProps={(s) => ({ 'data-series-id': s.id })} />;
}
