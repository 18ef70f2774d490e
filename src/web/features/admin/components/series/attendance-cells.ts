import type { SeriesAttendance, SeriesDate } from '@shared/schemas/series';

type Row = SeriesAttendance['rows'][number];

/**
 * What one cell of the attendance grid shows: attended, not attended, held but not yet recorded, a date
 * still ahead, a cancelled date, or a date the person holds no booking for (registered after it).
 */
export type CellState = 'attended' | 'absent' | 'unrecorded' | 'ahead' | 'cancelled' | 'none';

export type GridCell = { state: CellState; sessionId: string; bookingId: string | null };

export function cellOf(row: Row, date: SeriesDate, now: number): GridCell {
  const cell = row.cells.find((c) => c.sessionId === date.sessionId);
  const base = { sessionId: date.sessionId, bookingId: cell?.bookingId ?? null };
  if (date.status === 'cancelled') return { ...base, state: 'cancelled' };
  if (Date.parse(date.startsAt) > now) return { ...base, state: 'ahead' };
  if (!cell?.bookingId || !cell.status || cell.status === 'cancelled') return { ...base, state: 'none' };
  if (cell.status === 'attended') return { ...base, state: 'attended' };
  if (cell.status === 'no_show') return { ...base, state: 'absent' };
  return { ...base, state: 'unrecorded' };
}

/** Only a held date the person was booked on can be corrected. */
export const isCorrectable = (cell: GridCell) => cell.state === 'attended' || cell.state === 'absent' || cell.state === 'unrecorded';

/** The sign on screen and on paper. */
export const CELL_SIGNS: Record<CellState, string> = { attended: '✓', absent: '–', unrecorded: '?', ahead: '', cancelled: 'abgesagt', none: '·' };

/** The same in words, for screen readers and the legend. */
export const CELL_WORDS: Record<CellState, string> = {
  attended: 'teilgenommen',
  absent: 'nicht teilgenommen',
  unrecorded: 'nicht erfasst',
  ahead: 'steht bevor',
  cancelled: 'abgesagt',
  none: 'nicht gebucht',
};
