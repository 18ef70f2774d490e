import { useNavigate } from 'react-router';
import { useMe } from '@/features/auth';
import type { ErrorCode } from '@shared/error-codes';
import type { BookingResult } from '@shared/schemas/bookings';
import { useCreateBooking } from '../api/create-booking';
import { errorMessage, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { NOT_SIGNED_IN_TOAST_MS } from '@/lib/ui-constants';

/** The message for booking without a sign-in (e.g. the session ended while the page was open). */
const SIGN_IN_TO_BOOK = 'Bitte melden Sie sich an, um zu buchen';

/** A guest who tries to book gets a red toast for 3 seconds. */
function showSignInRequired(description?: string) {
  toast.error('Bitte melden Sie sich an', { duration: NOT_SIGNED_IN_TOAST_MS, description });
}

/** 'confirmed' → 'Buchung bestätigt!', anything else → 'Warteliste'; the server's message is the description. */
function showBookingResult(result: BookingResult) {
  if (result.status === 'confirmed') toast.success('Buchung bestätigt!', { description: result.message });
  else toast.info('Warteliste', { description: result.message });
}

type BookSessionOptions<S> = {
  /** After the red toast: take a guest (or someone whose session has ended) to signing in. */
  onSignInRequired: (session: S) => void;
  /** After the result toast. */
  onBooked?: (result: BookingResult, session: S) => void;
};

/**
 * Booking a session, or joining its waiting list when it is full: the same on the timetable popup and the
 * course page. The server decides which; the toasts say what happened.
 */
export function useBookSession<S extends { id: string }>({ onSignInRequired, onBooked }: BookSessionOptions<S>) {
  const me = useMe();
  const create = useCreateBooking();
  const navigate = useNavigate();

  /** `familyMemberId`: 'Für wen?' (null = the member themself). */
  function book(session: S, familyMemberId: string | null = null) {
    if (!me.data) {
      showSignInRequired();
      onSignInRequired(session);
      return;
    }
    create.mutate({ sessionId: session.id, familyMemberId }, {
      onSuccess: (result) => {
        showBookingResult(result);
        onBooked?.(result, session);
      },
      onError: (error) => {
        if (isApiError(error, 401)) {
          showSignInRequired(SIGN_IN_TO_BOOK);
          onSignInRequired(session);
        } else if (isApiError(error) && error.code === ('PASS_REQUIRED' satisfies ErrorCode)) {
          // The centre books only with a pass: the way to one is the price list.
          toast.error('Buchung fehlgeschlagen', {
            description: errorMessage(error),
            action: { label: 'Zu den Preisen', onClick: () => void navigate('/preise') },
          });
        } else {
          toast.error('Buchung fehlgeschlagen', { description: errorMessage(error) });
        }
      },
    });
  }

  return {
    book,
    /** The session whose booking is being sent (one at a time). */
    pendingSessionId: create.isPending ? create.variables?.sessionId : undefined,
    /** Still finding out whether someone is signed in. */
    checkingUser: me.isPending,
  };
}
