/**
 * What other features may use of course series (Kursreihen): the course page's section with the
 * registration, the member's registrations and cancelling one, the list of a series' dates, and the link
 * to a series on its course page (the timetable's dates of a series point there).
 */
export { CourseSeriesSection } from './components/course-series-section';
export { PREVENTION_BADGE } from './components/series-card';
export { SeriesDateNote } from './components/series-date-note';
export { SeriesDateList } from './components/series-date-list';
export { useMySeriesRegistrations } from './api/get-my-series-registrations';
export { useCancelSeriesRegistration } from './api/cancel-series-registration';
export { seriesFinished, seriesHref, seriesSpanText } from './lib/series-dates';
