import { useState } from 'react';
import { formatMoney } from '@shared/money';
import { SERIES_TEXTS, type AdminSeries } from '@shared/schemas/series';
import { germanDay } from '@shared/time';
import { DetailFact } from '@/components/data/detail-fact';
import { PreventionBadge, SeriesStateBadge } from './series-badges';
import { confirmedCount, datesCount, heldDates, seriesPeriod, seriesState } from './series-text';

const vatText = (series: AdminSeries) => (series.vatRate === 0 ? (series.vatExemptionNote ?? 'steuerfrei') : `inkl. ${series.vatRate} % USt.`);

/** What the series is: course, period, people, places, price, deadline, and its § 20 facts. */
export function SeriesFacts({ series }: { series: AdminSeries }) {
  const [now] = useState(() => Date.now());
  const taken = confirmedCount(series);
  return (
    <div className="grid gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5">
      <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3 lg:grid-cols-4">
        <DetailFact label="Status">
          <span className="flex flex-wrap gap-1.5">
            <SeriesStateBadge state={seriesState(series, now)} />
            {series.isPrevention ? <PreventionBadge /> : null}
          </span>
        </DetailFact>
        <DetailFact label="Kurs">{series.courseName}</DetailFact>
        <DetailFact label="Zeitraum">
          <span className="tabular-nums">{seriesPeriod(series.dates)}</span>
          <span className="block text-xs font-normal text-muted-foreground">{datesCount(heldDates(series.dates).length)}</span>
        </DetailFact>
        <DetailFact label="Anmeldeschluss">
          <span className="tabular-nums">{germanDay(series.registrationClosesOn)}</span>
        </DetailFact>
        <DetailFact label="Trainer">{series.trainerName ?? '–'}</DetailFact>
        <DetailFact label="Raum">{series.roomName ?? '–'}</DetailFact>
        <DetailFact label="Plätze">
          <span className="tabular-nums">
            {taken} von {series.capacity} belegt
          </span>
          <span className="block text-xs font-normal text-muted-foreground">{series.waitlistCount} auf der Warteliste</span>
        </DetailFact>
        <DetailFact label="Preis">
          <span className="tabular-nums">{formatMoney(series.price)}</span>
          <span className="block text-xs font-normal text-muted-foreground">{vatText(series)}</span>
        </DetailFact>
        {series.isPrevention ? (
          <>
            <DetailFact label="ZPP-Kurs-ID">
              <span className="font-mono">{series.zppId}</span>
            </DetailFact>
            <DetailFact label="Kursleitung">{series.courseLeader}</DetailFact>
          </>
        ) : null}
      </dl>
      {series.isPrevention ? <p className="text-xs text-muted-foreground">{SERIES_TEXTS.preventionLabel}: Teilnahmebescheinigungen nach dem letzten Termin bei mindestens 80 % Anwesenheit.</p> : null}
      {series.description ? <p className="border-t pt-4 text-sm whitespace-pre-line text-muted-foreground">{series.description}</p> : null}
    </div>
  );
}
