import type { Resolver } from 'react-hook-form';
import type { AdminSeries, SeriesCreateInput, SeriesCreateValues, SeriesUpdateInput, SeriesUpdateValues } from '@shared/schemas/series';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import type { SeriesDatesDraft } from './series-dates';

/** What the series form holds: every field as typed (text), checked by the server's own schema on submit. */
export type SeriesFormValues = {
  courseId: string;
  title: string;
  description: string;
  trainerId: string;
  roomId: string;
  capacity: string;
  price: string;
  vatRate: string;
  vatExemptionNote: string;
  registrationClosesOn: string;
  isPrevention: boolean;
  zppId: string;
  courseLeader: string;
  dates: SeriesDatesDraft;
};

/** The form's field names the server may answer a message for. */
export const SERIES_FACT_FIELDS = [
  'title',
  'description',
  'trainerId',
  'roomId',
  'capacity',
  'price',
  'vatRate',
  'vatExemptionNote',
  'registrationClosesOn',
  'zppId',
  'courseLeader',
] as const;

/** '59,90': an amount as a German user types it. */
const amountText = (amount: number) => amount.toFixed(2).replace('.', ',');

export const emptySeriesForm = (): SeriesFormValues => ({
  courseId: '',
  title: '',
  description: '',
  trainerId: '',
  roomId: '',
  capacity: '',
  price: '',
  vatRate: '19',
  vatExemptionNote: '',
  registrationClosesOn: '',
  isPrevention: false,
  zppId: '',
  courseLeader: '',
  dates: { mode: 'weekly', firstDate: '', startTime: '', durationMinutes: '', weeks: '10', dates: [{ date: '', startTime: '' }] },
});

/** The edit form starts from the series as stored (the dates are not edited there). */
export const seriesFormOf = (series: AdminSeries): SeriesFormValues => ({
  ...emptySeriesForm(),
  courseId: series.courseId,
  title: series.title,
  description: series.description ?? '',
  trainerId: series.trainerId ?? '',
  roomId: series.roomId ?? '',
  capacity: String(series.capacity),
  price: amountText(series.price),
  vatRate: String(series.vatRate),
  vatExemptionNote: series.vatExemptionNote ?? '',
  registrationClosesOn: series.registrationClosesOn,
  isPrevention: series.isPrevention,
  zppId: series.zppId ?? '',
  courseLeader: series.courseLeader ?? '',
});

/** Empty text is none. */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * A number as typed ('59,90' or '59.90'). Empty is null and anything else not a number NaN, so the
 * schema's own message says what to enter.
 */
function numberOf(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (clean === '') return null;
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/** The facts as the API takes them: the exemption note only at 0 % VAT, ZPP id and course leader only for a prevention course. */
export function seriesUpdateInputOf(values: SeriesFormValues): SeriesUpdateInput {
  const vatRate = Number(values.vatRate);
  return {
    title: values.title,
    description: orNull(values.description),
    trainerId: orNull(values.trainerId),
    roomId: orNull(values.roomId),
    capacity: numberOf(values.capacity) as number,
    price: numberOf(values.price) as number,
    vatRate: vatRate as SeriesUpdateInput['vatRate'],
    vatExemptionNote: vatRate === 0 ? orNull(values.vatExemptionNote) : null,
    registrationClosesOn: values.registrationClosesOn,
    isPrevention: values.isPrevention,
    zppId: values.isPrevention ? orNull(values.zppId) : null,
    courseLeader: values.isPrevention ? orNull(values.courseLeader) : null,
  };
}

export function seriesCreateInputOf(values: SeriesFormValues): SeriesCreateInput {
  const { dates } = values;
  const durationMinutes = numberOf(dates.durationMinutes) as number;
  return {
    ...seriesUpdateInputOf(values),
    courseId: values.courseId,
    dates:
      dates.mode === 'weekly'
        ? { mode: 'weekly', firstDate: dates.firstDate, startTime: dates.startTime, durationMinutes, weeks: numberOf(dates.weeks) as number }
        : { mode: 'picked', dates: dates.dates.map((row) => ({ date: row.date, startTime: row.startTime })), durationMinutes },
  };
}

const createResolver = lazyZodResolver(() => import('@shared/schemas/series').then((schemas) => schemas.seriesCreateInputSchema));
const updateResolver = lazyZodResolver(() => import('@shared/schemas/series').then((schemas) => schemas.seriesUpdateInputSchema));

/*
 * The server's schemas check the form: the values as typed are turned into the API's input first, whose
 * field names are the form's, so every message lands at its field.
 */
export const seriesCreateFormResolver: Resolver<SeriesFormValues, unknown, SeriesCreateValues> = (values, context, options) =>
  createResolver(seriesCreateInputOf(values), context, options as never) as never;

export const seriesUpdateFormResolver: Resolver<SeriesFormValues, unknown, SeriesUpdateValues> = (values, context, options) =>
  updateResolver(seriesUpdateInputOf(values), context, options as never) as never;
