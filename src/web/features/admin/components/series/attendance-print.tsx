import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { AdminSeries, SeriesAttendance, SeriesDate } from '@shared/schemas/series';
import { SERIES_TEXTS } from '@shared/schemas/series';
import { berlinGermanDate, berlinTimeString } from '@shared/time';
import { CELL_SIGNS, cellOf } from './attendance-cells';
import { seriesPeriod, shortDay } from './series-text';

type AttendancePrintProps = { series: AdminSeries; attendance: SeriesAttendance; dates: SeriesDate[]; now: number };

/**
 * The grid as it goes on paper: title, dates and names, nothing of the screen around it. It is rendered
 * into <body> as the page's print area and shown only when printing (styles.css leaves out the rest).
 */
export function AttendancePrint(props: AttendancePrintProps) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => setBody(document.body), []);
  return body ? createPortal(<PrintedGrid {...props} />, body) : null;
}

function PrintedGrid({ series, attendance, dates, now }: AttendancePrintProps) {
  const facts = [series.courseName, seriesPeriod(series.dates), series.trainerName, series.roomName].filter(Boolean).join(' · ');
  return (
    <div data-print-area className="hidden bg-white text-[10pt] text-black print:block">
      <h1 className="text-[15pt] font-bold">Anwesenheitsliste: {series.title}</h1>
      <p className="mt-1">{facts}</p>
      {series.isPrevention ? (
        <p className="mt-0.5">
          {SERIES_TEXTS.preventionLabel} · ZPP-Kurs-ID {series.zppId} · Kursleitung {series.courseLeader}
        </p>
      ) : null}
      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr>
            <th scope="col" className="border border-black px-2 py-1 text-left">
              Name
            </th>
            {dates.map((date) => (
              <th key={date.sessionId} scope="col" className="border border-black px-1 py-1 text-center font-semibold whitespace-nowrap">
                <span className={date.status === 'cancelled' ? 'line-through' : undefined}>{shortDay(date.startsAt)}</span>
                <span className="block font-normal">{date.status === 'cancelled' ? 'abgesagt' : berlinTimeString(new Date(date.startsAt))}</span>
              </th>
            ))}
            <th scope="col" className="border border-black px-2 py-1 text-left whitespace-nowrap">
              Besucht
            </th>
          </tr>
        </thead>
        <tbody>
          {attendance.rows.map((row) => (
            <tr key={row.registrationId} className="break-inside-avoid">
              <th scope="row" className="border border-black px-2 py-1.5 text-left font-normal">
                {row.personName}
              </th>
              {dates.map((date) => {
                const cell = cellOf(row, date, now);
                return (
                  <td key={date.sessionId} className="border border-black px-1 py-1.5 text-center">
                    {cell.state === 'cancelled' ? '' : CELL_SIGNS[cell.state]}
                  </td>
                );
              })}
              <td className="border border-black px-2 py-1.5 whitespace-nowrap">
                {row.attendedCount} von {attendance.totalDates}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-[8pt]">
        ✓ teilgenommen · – nicht teilgenommen · ? nicht erfasst · leer: steht bevor oder abgesagt. Gedruckt am {berlinGermanDate(now)}.
      </p>
    </div>
  );
}
