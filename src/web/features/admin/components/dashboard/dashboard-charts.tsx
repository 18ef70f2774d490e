/*
 * The dashboard's three charts, drawn with Recharts. This module is only ever loaded through a dynamic
 * import (dashboard-chart-cards.tsx), so Recharts and its d3 helpers stay in a chunk of their own that
 * only the dashboard fetches. Each chart is decoration over a table with the same figures: the SVG is
 * hidden from assistive technology and its container carries an aria-label with the figures.
 */
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CourseOccupancy, MonthlyPayments, WeeklyBookings } from '@shared/schemas/admin-charts';
import { formatMoney } from '@shared/money';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';
import { countLabel, monthAxisLabel, monthLabel, percentLabel, weekAxisLabel } from './chart-format';
import { weekLabel } from '@shared/calendar-week';

// Bars in the palette of styles.css (brand-600, brand-800) and a darker amber, each at least 3:1 on white;
// axis text in muted-foreground, grid lines in the border colour.
const BAR = '#0a8876';
const BAR_STRONG = '#10574e';
const BAR_WARM = '#b45309';
const AXIS = '#52625e';
const GRID = '#dde5e3';
const INITIAL = { width: 320, height: 256 };
const axisProps = { stroke: AXIS, tick: { fill: AXIS, fontSize: 12 }, tickLine: false } as const;
const tooltipStyle = { borderRadius: 12, borderColor: GRID, fontSize: 13 };

function ChartFrame({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <div role="img" aria-label={label} className="size-full" data-chart-ready="">
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function BookingsPerWeekChart({ weeks, label }: { weeks: WeeklyBookings[]; label: string }) {
  const animate = !usePrefersReducedMotion();
  const data = weeks.map((w) => ({ ...w, axis: weekAxisLabel(w.weekStart), name: weekLabel(w.weekStart) }));
  return (
    <ChartFrame label={label}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="axis" {...axisProps} interval="preserveStartEnd" minTickGap={8} />
        <YAxis {...axisProps} allowDecimals={false} width={48} />
        <Tooltip
          cursor={{ fill: '#effdf9' }}
          contentStyle={tooltipStyle}
          labelFormatter={(_, payload) => String(payload?.[0]?.payload?.name ?? '')}
          formatter={(value) => [countLabel(Number(value)), 'Buchungen']}
        />
        <Bar dataKey="bookings" name="Buchungen" fill={BAR} radius={[6, 6, 0, 0]} isAnimationActive={animate} />
      </BarChart>
    </ChartFrame>
  );
}

export function OccupancyChart({ courses, label }: { courses: CourseOccupancy[]; label: string }) {
  const animate = !usePrefersReducedMotion();
  return (
    <ChartFrame label={label}>
      <BarChart data={courses} layout="vertical" margin={{ top: 0, right: 48, bottom: 0, left: 0 }} accessibilityLayer={false} barCategoryGap="20%">
        <CartesianGrid horizontal={false} stroke={GRID} />
        <XAxis type="number" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit=" %" {...axisProps} />
        <YAxis type="category" dataKey="courseName" {...axisProps} width={104} interval={0} />
        <Tooltip
          cursor={{ fill: '#effdf9' }}
          contentStyle={tooltipStyle}
          formatter={(value, _name, item) => [`${percentLabel(Number(value))} (${countLabel(item.payload.booked)} von ${countLabel(item.payload.capacity)} Plätzen)`, 'Auslastung']}
        />
        <Bar dataKey="percent" name="Auslastung" fill={BAR_STRONG} radius={[0, 6, 6, 0]} isAnimationActive={animate}>
          <LabelList dataKey="percent" position="right" fill={AXIS} fontSize={12} formatter={(value) => percentLabel(Number(value))} />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}

export function PaymentsPerMonthChart({ months, currency, label }: { months: MonthlyPayments[]; currency: string; label: string }) {
  const animate = !usePrefersReducedMotion();
  const data = months.map((m) => ({ ...m, axis: monthAxisLabel(m.month), name: monthLabel(m.month) }));
  const compact = new Intl.NumberFormat('de-DE', { style: 'currency', currency, maximumFractionDigits: 0, notation: 'compact' });
  return (
    <ChartFrame label={label}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="axis" {...axisProps} />
        <YAxis {...axisProps} width={64} tickFormatter={(value: number) => compact.format(value)} />
        <Tooltip
          cursor={{ fill: '#fff7e6' }}
          contentStyle={tooltipStyle}
          labelFormatter={(_, payload) => String(payload?.[0]?.payload?.name ?? '')}
          formatter={(value) => [formatMoney(Number(value), currency), 'Abgeschlossen']}
        />
        <Bar dataKey="amount" name="Abgeschlossen" fill={BAR_WARM} radius={[6, 6, 0, 0]} isAnimationActive={animate} />
      </BarChart>
    </ChartFrame>
  );
}
