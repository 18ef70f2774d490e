/** What other features may use of the trainer list. */
export { useTrainers } from './api/get-trainers';
