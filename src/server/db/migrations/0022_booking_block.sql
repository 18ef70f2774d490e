-- 'Buchungssperre nach N Fehlterminen in 30 Tagen für M Tage' (Einstellungen), and the office lifting a block
-- (audited; the new audit value is not used in this migration, so adding it inside its transaction is allowed).
ALTER TYPE "public"."audit_entity" ADD VALUE 'booking_block';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "no_shows_forgiven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "no_show_block_after" integer;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "no_show_block_days" integer;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD CONSTRAINT "cms_settings_no_show_block" CHECK (("cms_settings"."no_show_block_after" is null) = ("cms_settings"."no_show_block_days" is null));--> statement-breakpoint
ALTER TABLE "cms_settings" ADD CONSTRAINT "cms_settings_no_show_block_range" CHECK ("cms_settings"."no_show_block_after" between 1 and 20 and "cms_settings"."no_show_block_days" between 1 and 90);--> statement-breakpoint
-- Until when a member may not book after missing too many sessions, or NULL: the block starts with the
-- no-show that made N within 30 days and lasts M days (Einstellungen). No-shows of sessions that started
-- before the office lifted a block do not count. The booking engine and the app's message ask this.
CREATE FUNCTION booking_blocked_until(p_user_id text, p_now timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  WITH rules AS (
    SELECT cs.no_show_block_after AS after_n, make_interval(days => cs.no_show_block_days) AS lasts
    FROM cms_settings cs WHERE cs.id = 1 AND cs.no_show_block_after IS NOT NULL
  ), misses AS (
    SELECT s.start_time FROM bookings b JOIN sessions s ON s.id = b.session_id
    WHERE b.user_id = p_user_id AND b.status = 'no_show'
      AND s.start_time > coalesce((SELECT p.no_shows_forgiven_at FROM profiles p WHERE p.id = p_user_id), '-infinity'::timestamptz)
  )
  SELECT max(m.start_time) + (SELECT lasts FROM rules)
  FROM misses m
  WHERE EXISTS (SELECT 1 FROM rules)
    AND m.start_time + (SELECT lasts FROM rules) > p_now
    AND (SELECT count(*) FROM misses o WHERE o.start_time > m.start_time - interval '30 days' AND o.start_time <= m.start_time) >= (SELECT after_n FROM rules)
$$;--> statement-breakpoint
-- book_session of migration 0011, drawing on the member's passes and refusing a blocked member. Under the session lock, and then the
-- pass's row lock, the engine picks one valid pass: not cancelled, valid on the session's Berlin date, not
-- paused that day, for this course if it is course-bound, with an entry left. A membership (unlimited)
-- comes first, then the pass that runs out first. The booking and its ledger row are one transaction.
-- Without a pass: the free trial when the centre offers one and the member has not had it, otherwise
-- 'Zahlung vor Ort', or 'pass_required' when the centre demands a pass (a member who cannot book may not
-- queue either). A member blocked after too many no-shows ('booking_blocked') neither books nor queues.
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
  v_pass_required boolean := false;
  v_trial_offered boolean := false;
  v_day date;
  v_pass uuid;
  v_balance integer;
  v_payment booking_payment;
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
  SELECT cs.booking_window_days, cs.waitlist_closes_minutes, cs.pass_required, cs.trial_without_pass
  INTO v_window_days, v_waitlist_closes, v_pass_required, v_trial_offered
  FROM cms_settings cs WHERE cs.id = 1;
  -- Booking opens at the same Berlin wall-clock time N days before the start (src/shared/booking-rules.ts).
  IF v_window_days IS NOT NULL
     AND ((s.start_time AT TIME ZONE 'Europe/Berlin') - make_interval(days => v_window_days)) AT TIME ZONE 'Europe/Berlin' > p_now THEN
    RETURN QUERY SELECT 'booking_not_open', NULL::uuid, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  IF booking_blocked_until(p_user_id, p_now) IS NOT NULL THEN
    RETURN QUERY SELECT 'booking_blocked', NULL::uuid, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  SELECT w.id, w.added_at INTO v_entry, v_added FROM session_waitlist w
  WHERE w.user_id = p_user_id AND w.session_id = p_session_id;

  v_day := (s.start_time AT TIME ZONE 'Europe/Berlin')::date;
  IF s.current_participants < s.max_participants THEN
    -- The pass's row lock orders bookings of different sessions drawing on the same pass: the second one
    -- reads the balance the first left (a pass with no entry left is skipped).
    SELECT p.id, p.balance INTO v_pass, v_balance FROM passes p
    WHERE p.user_id = p_user_id AND pass_usable(p, s.course_id, v_day)
    ORDER BY (p.balance IS NULL) DESC, p.valid_until, p.created_at, p.id
    LIMIT 1
    FOR UPDATE OF p;
    IF v_pass IS NOT NULL THEN
      v_payment := 'pass';
    ELSE
      IF v_trial_offered THEN
        -- One trial per member: two first bookings at once wait for each other here.
        PERFORM pg_advisory_xact_lock(hashtextextended('trial:' || p_user_id, 0));
        IF NOT EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = p_user_id AND b.payment = 'trial' AND b.status <> 'cancelled') THEN
          v_payment := 'trial';
        END IF;
      END IF;
      IF v_payment IS NULL THEN
        IF v_pass_required THEN
          RETURN QUERY SELECT 'pass_required', NULL::uuid, NULL::uuid, NULL::integer;
          RETURN;
        END IF;
        v_payment := 'on_site';
      END IF;
    END IF;
    -- Someone from the waiting list who books a freed spot leaves the queue.
    IF v_entry IS NOT NULL THEN
      DELETE FROM session_waitlist WHERE id = v_entry;
    END IF;
    INSERT INTO bookings (user_id, session_id, status, payment, pass_id) VALUES (p_user_id, p_session_id, 'confirmed', v_payment, v_pass)
    RETURNING id INTO v_booking;
    IF v_pass IS NOT NULL THEN
      INSERT INTO pass_ledger (pass_id, kind, delta, booking_id)
      VALUES (v_pass, 'booking', CASE WHEN v_balance IS NULL THEN 0 ELSE -1 END, v_booking);
    END IF;
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

  -- Whoever could not book the place once it is free does not queue for it.
  IF v_entry IS NULL AND v_pass_required
     AND NOT EXISTS (
SELECT 1 FROM passes p WHERE p.user_id = p_user_id AND pass_usable(p, s.course_id, v_day))
     AND NOT (v_trial_offered AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = p_user_id AND b.payment = 'trial' AND b.status <> 'cancelled')) THEN
    RETURN QUERY SELECT 'pass_required', NULL::uuid, NULL::uuid, NULL::integer;
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
