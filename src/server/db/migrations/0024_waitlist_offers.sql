-- Einstellungen → Warteliste 'Platz anbieten': a freed place is held for the first in line for N minutes.
-- A held place counts against capacity (sessions.held_places, kept equal to the open offers by the trigger
-- below), so nobody else can book it while the offer runs. ('offer' of waitlist_mode is not used in this
-- migration, so adding it inside its transaction is allowed.)
ALTER TYPE "public"."waitlist_mode" ADD VALUE 'offer';--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "waitlist_offer_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD CONSTRAINT "cms_settings_waitlist_offer_range" CHECK ("cms_settings"."waitlist_offer_minutes" between 5 and 1440);--> statement-breakpoint
ALTER TABLE "session_waitlist" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "held_places" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_held_places_non_negative" CHECK ("sessions"."held_places" >= 0);--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_capacity_not_exceeded";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_capacity_not_exceeded" CHECK ("sessions"."current_participants" + "sessions"."held_places" <= "sessions"."max_participants");--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "available_spots";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "available_spots" integer GENERATED ALWAYS AS (max_participants - current_participants - held_places) STORED;--> statement-breakpoint
-- held_places follows the session's open offers whoever writes the waiting list: an offer made, accepted
-- (book_session deletes the entry), declined, lapsed, or the entry removed by the office or a cascade.
CREATE FUNCTION session_waitlist_keep_held_places() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.offer_expires_at IS NOT NULL THEN
    UPDATE sessions SET held_places = held_places - 1 WHERE id = OLD.session_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.offer_expires_at IS NOT NULL THEN
    UPDATE sessions SET held_places = held_places + 1 WHERE id = NEW.session_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER session_waitlist_held_places AFTER INSERT OR DELETE OR UPDATE OF offer_expires_at, session_id ON session_waitlist
  FOR EACH ROW EXECUTE FUNCTION session_waitlist_keep_held_places();--> statement-breakpoint
-- Why this member could not book a place of this session now, or NULL: 'booking_blocked' after too many
-- no-shows, or 'pass_required' when the centre demands a pass they lack and no free trial is left to them.
-- Asked before a member joins a waiting list and before a freed place is offered or given to them.
CREATE FUNCTION booking_refusal(p_user_id text, p_session_id uuid, p_now timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN booking_blocked_until(p_user_id, p_now) IS NOT NULL THEN 'booking_blocked'
    WHEN coalesce(cs.pass_required, false)
      AND NOT EXISTS (SELECT 1 FROM passes p WHERE p.user_id = p_user_id AND pass_usable(p, s.course_id, (s.start_time AT TIME ZONE 'Europe/Berlin')::date))
      AND NOT (coalesce(cs.trial_without_pass, false)
               AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = p_user_id AND b.payment = 'trial' AND b.status <> 'cancelled'))
      THEN 'pass_required'
  END
  FROM sessions s LEFT JOIN cms_settings cs ON cs.id = 1
  WHERE s.id = p_session_id
$$;--> statement-breakpoint
-- book_session of migration 0022, with places held for waiting-list offers: a held place is not free, except
-- to the member it is held for while the offer runs (accepting is booking it); and the no-show block asked
-- only where the centre has one. See migration 0022 for the rest.
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
  v_block_rule boolean := false;
  v_day date;
  v_pass uuid;
  v_balance integer;
  v_payment booking_payment;
  v_own_offer boolean;
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
  SELECT cs.booking_window_days, cs.waitlist_closes_minutes, cs.pass_required, cs.trial_without_pass, cs.no_show_block_after IS NOT NULL
  INTO v_window_days, v_waitlist_closes, v_pass_required, v_trial_offered, v_block_rule
  FROM cms_settings cs WHERE cs.id = 1;
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
  WHERE w.user_id = p_user_id AND w.session_id = p_session_id;

  v_day := (s.start_time AT TIME ZONE 'Europe/Berlin')::date;
  -- A place held for someone's offer is taken; the member holding a running offer takes the one held for them.
  IF s.current_participants + s.held_places - (CASE WHEN v_own_offer THEN 1 ELSE 0 END) < s.max_participants THEN
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
    -- The app announces the new free-spot count right after the commit, batched (modules/bookings/live.ts):
    -- a NOTIFY inside this transaction would hold PostgreSQL's global notify lock through the commit's
    -- WAL flush and serialise every booking of every session. So the trigger of migration 0005 skips it.
    -- Set before the queue entry goes: releasing an offer's held place updates the session row too.
    PERFORM set_config('app.spots_announced_by_app', 'on', true);
    -- Someone from the waiting list who books a freed spot leaves the queue (and an offer's held place with it).
    IF v_entry IS NOT NULL THEN
      DELETE FROM session_waitlist WHERE id = v_entry;
    END IF;
    INSERT INTO bookings (user_id, session_id, status, payment, pass_id) VALUES (p_user_id, p_session_id, 'confirmed', v_payment, v_pass)
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

  -- Whoever could not book the place once it is free does not queue for it.
  IF v_entry IS NULL AND v_pass_required AND booking_refusal(p_user_id, p_session_id, p_now) = 'pass_required' THEN
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
