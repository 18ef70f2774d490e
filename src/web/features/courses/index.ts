/** What other features may use of the course catalogue. */
export { useCourses } from './api/get-courses';
