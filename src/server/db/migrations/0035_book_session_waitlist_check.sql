-- book_session of migration 0031, with the same decisions made cheaper for a crowd joining a waiting list:
-- missing settings are read as no rules (false), and the pass check before joining the waiting list is
-- asked in the function itself, where its plan is kept, instead of through booking_refusal(). Every
-- booking of a session waits for the one before it under the session's lock, so each booking's cost adds
-- up over a crowd: this made a burst of 1,000 bookings of one session spend a third of the time in the
-- database. See migrations 0022, 0024 and 0031 for the rest.
CREATE OR REPLACE FUNCTION book_session(p_user_id text, p_session_id uuid, p_now timestamptz, p_reminder_lead interval, p_family_member_id uuid DEFAULT NULL)
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
  v_block_rule boolean := false;
  v_day date;
  v_pass uuid;
  v_balance integer;
  v_payment booking_payment;
  v_own_offer boolean;
  v_min_age integer;
  v_max_age integer;
  v_refusal text;
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
  SELECT c.min_age_months, c.max_age_months INTO v_min_age, v_max_age FROM courses c WHERE c.id = s.course_id AND c.is_active;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'course_inactive', NULL::uuid, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  v_day := (s.start_time AT TIME ZONE 'Europe/Berlin')::date;
  IF p_family_member_id IS NOT NULL THEN
    -- Held until the commit: removing the family member (FOR UPDATE) waits for this booking, and sees it.
    PERFORM 1 FROM family_members f WHERE f.id = p_family_member_id FOR SHARE;
  END IF;
  -- Whom the place is for: the member's own live family member, of an age the course takes on its day.
  IF p_family_member_id IS NOT NULL OR v_max_age IS NOT NULL THEN
    v_refusal := booking_person_refusal(p_user_id, p_family_member_id, v_min_age, v_max_age, v_day);
    IF v_refusal IS NOT NULL THEN
      RETURN QUERY SELECT v_refusal, NULL::uuid, NULL::uuid, NULL::integer;
      RETURN;
    END IF;
  END IF;

  SELECT b.id INTO v_booking FROM bookings b
  WHERE b.user_id = p_user_id AND b.session_id = p_session_id AND b.status <> 'cancelled'
    AND b.family_member_id IS NOT DISTINCT FROM p_family_member_id;
  IF FOUND THEN
    RETURN QUERY SELECT 'already_booked', v_booking, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  -- The centre's booking rules (Einstellungen); no settings row means no limits.
  SELECT cs.booking_window_days, cs.waitlist_closes_minutes, cs.pass_required, cs.trial_without_pass, cs.no_show_block_after IS NOT NULL
  INTO v_window_days, v_waitlist_closes, v_pass_required, v_trial_offered, v_block_rule
  FROM cms_settings cs WHERE cs.id = 1;
  -- No settings row (a centre that never saved Einstellungen) means no rules, and false, not NULL: a NULL
  -- in a condition below would not cut it short, and the checks behind it would run for every booking.
  v_pass_required := coalesce(v_pass_required, false);
  v_trial_offered := coalesce(v_trial_offered, false);
  v_block_rule := coalesce(v_block_rule, false);
  -- Booking opens at the same Berlin wall-clock time N days before the start (src/shared/booking-rules.ts).
  IF v_window_days IS NOT NULL
     AND ((s.start_time AT TIME ZONE 'Europe/Berlin') - make_interval(days => v_window_days)) AT TIME ZONE 'Europe/Berlin' > p_now THEN
    RETURN QUERY SELECT 'booking_not_open', NULL::uuid, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  -- Asked only where the centre blocks after no-shows: the SQL function is planned anew on every call, and
  -- every booking of a rush waits for this one under the session's lock.
  IF v_block_rule AND booking_blocked_until(p_user_id, p_now) IS NOT NULL THEN
    RETURN QUERY SELECT 'booking_blocked', NULL::uuid, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  SELECT w.id, w.added_at, coalesce(w.offer_expires_at > p_now, false) INTO v_entry, v_added, v_own_offer FROM session_waitlist w
  WHERE w.user_id = p_user_id AND w.session_id = p_session_id AND w.family_member_id IS NOT DISTINCT FROM p_family_member_id;

  -- A place held for someone's offer is taken; the member holding a running offer takes the one held for them.
  IF s.current_participants + s.held_places - (CASE WHEN v_own_offer THEN 1 ELSE 0 END) < s.max_participants THEN
    -- The pass's row lock orders bookings of different sessions drawing on the same pass: the second one
    -- reads the balance the first left (a pass with no entry left is skipped).
    -- Only the passes of the person the place is for: the member's own, or that family member's.
    SELECT p.id, p.balance INTO v_pass, v_balance FROM passes p
    WHERE p.user_id = p_user_id AND p.family_member_id IS NOT DISTINCT FROM p_family_member_id AND pass_usable(p, s.course_id, v_day)
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
    -- The app announces the new free-spot count right after the commit, batched (modules/bookings/live.ts):
    -- a NOTIFY inside this transaction would hold PostgreSQL's global notify lock through the commit's
    -- WAL flush and serialise every booking of every session. So the trigger of migration 0005 skips it.
    -- Set before the queue entry goes: releasing an offer's held place updates the session row too.
    PERFORM set_config('app.spots_announced_by_app', 'on', true);
    -- Someone from the waiting list who books a freed spot leaves the queue (and an offer's held place with it).
    IF v_entry IS NOT NULL THEN
      DELETE FROM session_waitlist WHERE id = v_entry;
    END IF;
    INSERT INTO bookings (user_id, session_id, status, payment, pass_id, family_member_id)
    VALUES (p_user_id, p_session_id, 'confirmed', v_payment, v_pass, p_family_member_id)
    RETURNING id INTO v_booking;
    IF v_pass IS NOT NULL THEN
      INSERT INTO pass_ledger (pass_id, kind, delta, booking_id)
      VALUES (v_pass, 'booking', CASE WHEN v_balance IS NULL THEN 0 ELSE -1 END, v_booking);
    END IF;
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

  -- Whoever could not book the place once it is free does not queue for it: without a usable pass of the
  -- person's own and without a free trial left. (The block and the person were checked above.) Asked here,
  -- not through booking_refusal(): a SQL function is planned anew on every call, under the session's lock.
  IF v_entry IS NULL AND v_pass_required
     AND NOT EXISTS (SELECT 1 FROM passes p WHERE p.user_id = p_user_id AND p.family_member_id IS NOT DISTINCT FROM p_family_member_id
                       AND pass_usable(p, s.course_id, v_day))
     AND NOT (v_trial_offered
              AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = p_user_id AND b.payment = 'trial' AND b.status <> 'cancelled')) THEN
    RETURN QUERY SELECT 'pass_required', NULL::uuid, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  IF v_entry IS NULL THEN
    -- clock_timestamp(), not now(): now() is the transaction's start, which does not follow the lock order.
    -- Strictly after the last entry of this session: a coarse clock (PGlite's) or a clock set back would
    -- otherwise give two entries the same time, and the random id would then decide their order.
    INSERT INTO session_waitlist (user_id, session_id, family_member_id, added_at)
    VALUES (p_user_id, p_session_id, p_family_member_id, greatest(
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
