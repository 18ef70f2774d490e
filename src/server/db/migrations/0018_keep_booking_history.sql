-- Booking history is kept: deleting a session that has bookings or waiting-list entries, or a course that
-- still has sessions, is refused instead of cascading. The course service deletes the sessions of a course
-- that never had a booking itself, in the same transaction.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_session_id_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "session_waitlist" DROP CONSTRAINT "session_waitlist_session_id_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_waitlist" ADD CONSTRAINT "session_waitlist_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;