import { lazy, Suspense } from 'react';
import { useMe } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useIsHydrating } from '@/lib/use-is-hydrating';

// Members only: a guest's first load (the course page is server-rendered) carries none of it.
const BookingOptionLine = lazy(() => import('./booking-option-line').then((module) => ({ default: module.BookingOptionLine })));

export type BookingOptionProps = {
  sessionId: string;
  /** 'Für wen?': the family member the booking would be for (their passes); null or left out = the member. */
  familyMemberId?: string | null;
  /** The button names it in aria-describedby. */
  id?: string;
  /** Asks only once the line comes near the screen (a course page lists many sessions). */
  whenVisible?: boolean;
  /** Joining a waiting list draws on nothing yet: only a refusal is worth saying then. */
  onlyIfPassRequired?: boolean;
  className?: string;
};

/**
 * The line next to a booking button saying what the booking will use (a pass, the free trial, payment on
 * site), or that a pass is needed. Nothing for a guest. The line's code comes after hydration: a lazy part
 * rendered by the server would leave its Suspense boundary unfinished there.
 */
export function BookingOption(props: BookingOptionProps) {
  const signedIn = !!useMe().data;
  const hydrating = useIsHydrating();
  if (!signedIn) return null;
  // Keeps the line's height while its code and answer are on their way, so the list does not jump.
  const placeholder = <div id={props.id} className={cn(props.whenVisible ? 'min-h-5' : 'hidden', props.className)} />;
  if (hydrating) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BookingOptionLine {...props} />
    </Suspense>
  );
}

/** Whether a booking button has the line to name in its aria-describedby. */
export function useHasBookingOption() {
  return !!useMe().data;
}
