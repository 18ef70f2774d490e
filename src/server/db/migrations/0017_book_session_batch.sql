-- The bookings of one session that arrive together (src/server/modules/bookings/booking-queue.ts), in one
-- statement: each decided by book_session in the order given, as if made one after another, and answered
-- in that order. One round trip for a whole burst instead of one per booking.
CREATE OR REPLACE FUNCTION book_session_batch(p_session_id uuid, p_requests jsonb, p_reminder_lead interval)
RETURNS TABLE (outcome text, booking_id uuid, waitlist_entry_id uuid, waitlist_position integer)
LANGUAGE plpgsql
AS $$
DECLARE
  r jsonb;
BEGIN
  FOR r IN SELECT e.value FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS e(value, ord) ORDER BY e.ord LOOP
    RETURN QUERY SELECT * FROM book_session(r->>'userId', p_session_id, (r->>'at')::timestamptz, p_reminder_lead);
  END LOOP;
END;
$$;
