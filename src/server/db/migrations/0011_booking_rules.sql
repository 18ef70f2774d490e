-- Audit entries for the mail outbox ('Erneut senden'). The new value is not used in this migration, so
-- adding it inside the migration's transaction is allowed.
ALTER TYPE "public"."audit_entity" ADD VALUE 'mail';--> statement-breakpoint
-- book_session of migration 0007 with the centre's booking rules (cms_settings, migration 0010), read under
-- the session lock: a session further ahead than the booking window is refused ('booking_not_open'), and
-- once the waiting list has closed nobody new joins it ('waitlist_closed'; whoever is queued keeps the
-- place, and a free spot can still be booked). The cancellation deadline and the closing of waiting-list
-- notices are enforced by the bookings service under the same lock.
CREATE OR REPLACE FUNCTION book_session(p_user_id text, p_session_id uuid, p_now timestamptz, p_reminder_lead interval)
RETURNS TABLE (outcome text, booking_id uuid, waitlist_entry_id uuid, waitlist_position integer)
LANGUAGE plpgsql
AS $$
DECLARE
  s sessions%ROWTYPE;
  v_booking uuid;
  v_entry uuid;
  v_added timestamptz;
  v_window_days integer;
  v_waitlist_closes integer;
BEGIN
  -- Every booking, cancellation and promotion of one session runs one at a time behind this lock.
  SELECT * INTO s FROM sessions WHERE id = p_session_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'session_not_found', NULL::uuid, NULL::uuid, NULL::integer;
    RETURN;
  END IF;
  IF s.status = 'cancelled' THEN
    RETURN QUERY SELECT 'session_cancelled', NULL::uuid, NULL::uuid, NULL::integer;
    RETURN;
  END IF;
  IF s.status <> 'scheduled' OR s.start_time <= p_now THEN
    RETURN QUERY SELECT 'session_started', NULL::uuid, NULL::uuid, NULL::integer;
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM courses c WHERE c.id = s.course_id AND c.is_active) THEN
    RETURN QUERY SELECT 'course_inactive', NULL::uuid, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  SELECT b.id INTO v_booking FROM bookings b
  WHERE b.user_id = p_user_id AND b.session_id = p_session_id AND b.status <> 'cancelled';
  IF FOUND THEN
    RETURN QUERY SELECT 'already_booked', v_booking, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  -- The centre's booking rules (Einstellungen); no settings row means no limits.
  SELECT cs.booking_window_days, cs.waitlist_closes_minutes INTO v_window_days, v_waitlist_closes
  FROM cms_settings cs WHERE cs.id = 1;
  -- Booking opens at the same Berlin wall-clock time N days before the start (src/shared/booking-rules.ts).
  IF v_window_days IS NOT NULL
     AND ((s.start_time AT TIME ZONE 'Europe/Berlin') - make_interval(days => v_window_days)) AT TIME ZONE 'Europe/Berlin' > p_now THEN
    RETURN QUERY SELECT 'booking_not_open', NULL::uuid, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  SELECT w.id, w.added_at INTO v_entry, v_added FROM session_waitlist w
  WHERE w.user_id = p_user_id AND w.session_id = p_session_id;

  IF s.current_participants < s.max_participants THEN
    -- Someone from the waiting list who books a freed spot leaves the queue.
    IF v_entry IS NOT NULL THEN
      DELETE FROM session_waitlist WHERE id = v_entry;
    END IF;
    INSERT INTO bookings (user_id, session_id, status) VALUES (p_user_id, p_session_id, 'confirmed')
    RETURNING id INTO v_booking;
    -- The app announces the new free-spot count right after the commit, batched (modules/bookings/live.ts):
    -- a NOTIFY inside this transaction would hold PostgreSQL's global notify lock through the commit's
    -- WAL flush and serialise every booking of every session. So the trigger of migration 0005 skips it.
    PERFORM set_config('app.spots_announced_by_app', 'on', true);
    UPDATE sessions SET current_participants = current_participants + 1 WHERE id = p_session_id;
    -- The confirmation mail and the 24-hour reminder are jobs (src/server/modules/bookings/jobs.ts),
    -- committed together with the booking.
    INSERT INTO jobs (type, payload) VALUES ('booking.confirmed', jsonb_build_object('bookingId', v_booking));
    IF s.start_time - p_reminder_lead > p_now THEN
      INSERT INTO jobs (type, payload, run_at)
      VALUES ('booking.reminder', jsonb_build_object('bookingId', v_booking), s.start_time - p_reminder_lead);
    END IF;
    RETURN QUERY SELECT 'confirmed', v_booking, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  IF v_entry IS NULL AND v_waitlist_closes IS NOT NULL
     AND s.start_time - make_interval(mins => v_waitlist_closes) <= p_now THEN
    RETURN QUERY SELECT 'waitlist_closed', NULL::uuid, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  IF v_entry IS NULL THEN
    -- clock_timestamp(), not now(): now() is the transaction's start, which does not follow the lock order.
    -- Strictly after the last entry of this session: a coarse clock (PGlite's) or a clock set back would
    -- otherwise give two entries the same time, and the random id would then decide their order.
    INSERT INTO session_waitlist (user_id, session_id, added_at)
    VALUES (p_user_id, p_session_id, greatest(
      clock_timestamp(),
      (SELECT max(w.added_at) + interval '1 microsecond' FROM session_waitlist w WHERE w.session_id = p_session_id)))
    RETURNING id, added_at INTO v_entry, v_added;
    outcome := 'waitlisted';
  ELSE
    outcome := 'already_waitlisted';
  END IF;
  -- 1-based place in the queue by arrival, so positions never have gaps.
  RETURN QUERY SELECT outcome, NULL::uuid, v_entry, count(*)::integer FROM session_waitlist w
  WHERE w.session_id = p_session_id AND (w.added_at, w.id) <= (v_added, v_entry);
END;
$$;
