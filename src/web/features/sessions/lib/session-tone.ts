import { FEW_SPOTS_MAX } from '@shared/constants';

export type SessionTone = 'pink' | 'sand' | 'mint' | 'grey';

const KIDS = /kids|kinder|kind/i;

/**
 * Card colour: pink for children's courses (the name contains kids, kinder or kind),
 * sand for 1-5 free spots, mint for more than 5, grey otherwise (full). A session that is already over
 * is grey whatever the course, so past cards look alike.
 */
export function sessionTone(courseName: string, availableSpots: number, over = false): SessionTone {
  if (over) return 'grey';
  if (KIDS.test(courseName)) return 'pink';
  if (availableSpots >= 1 && availableSpots <= FEW_SPOTS_MAX) return 'sand';
  if (availableSpots > FEW_SPOTS_MAX) return 'mint';
  return 'grey';
}

export const toneClasses: Record<SessionTone, string> = {
  pink: 'border-pink-200 bg-session-pink text-session-pink-ink hover:border-pink-300',
  sand: 'border-amber-200 bg-session-sand text-session-sand-ink hover:border-amber-300',
  mint: 'border-emerald-200 bg-session-mint text-session-mint-ink hover:border-emerald-300',
  grey: 'border-slate-200 bg-session-grey text-session-grey-ink hover:border-slate-300',
};
