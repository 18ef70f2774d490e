import { exclusionViolationOf } from '../../db/errors';
import { SESSION_MESSAGES } from './messages';

export type SessionClash = 'room' | 'trainer';

/**
 * Which of the sessions' no-overlap constraints (migration 0010) an insert or update ran into, or null.
 * The database is the judge, so two admins generating or reassigning at once can never create a clash.
 */
export function sessionClashOf(error: unknown): SessionClash | null {
  const constraint = exclusionViolationOf(error);
  if (constraint === 'sessions_room_no_overlap') return 'room';
  if (constraint === 'sessions_trainer_no_overlap') return 'trainer';
  return null;
}

export const SESSION_CLASH_MESSAGES: Record<SessionClash, string> = {
  room: SESSION_MESSAGES.roomTaken,
  trainer: SESSION_MESSAGES.trainerTaken,
};
