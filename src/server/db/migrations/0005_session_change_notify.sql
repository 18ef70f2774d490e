-- Every change that alters what the timetable shows NOTIFYs 'session_spots' (docs/decisions/0013), whoever
-- makes it: an admin, the session generator, a cancellation or a script (bookings are announced by the app
-- right after they commit, see migration 0004). App servers LISTEN and push
-- free spots to browsers (SSE) and drop their cached week lists. The payload is the session id, or '*'
-- when a course, trainer or room changed and any session may look different.
CREATE OR REPLACE FUNCTION notify_session_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- book_session announces its own changes after commit, batched (see migration 0004).
  IF current_setting('app.spots_announced_by_app', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_LEVEL = 'ROW' THEN
    PERFORM pg_notify('session_spots', COALESCE(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('session_spots', '*');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER courses_notify_change AFTER UPDATE OR DELETE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER trainers_notify_change AFTER UPDATE OR DELETE ON trainers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER rooms_notify_change AFTER UPDATE OR DELETE ON rooms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changed();
