ALTER TABLE "cms_settings" ADD COLUMN "cancellation_deadline_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "booking_window_days" integer;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "waitlist_closes_minutes" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD CONSTRAINT "cms_settings_cancellation_deadline_range" CHECK ("cms_settings"."cancellation_deadline_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "cms_settings" ADD CONSTRAINT "cms_settings_booking_window_range" CHECK ("cms_settings"."booking_window_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "cms_settings" ADD CONSTRAINT "cms_settings_waitlist_closes_range" CHECK ("cms_settings"."waitlist_closes_minutes" between 0 and 10080);--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_room_no_overlap" EXCLUDE USING gist ("room_id" WITH =, tstzrange("start_time", "end_time") WITH &&) WHERE ("status" <> 'cancelled' AND "room_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_trainer_no_overlap" EXCLUDE USING gist ("trainer_id" WITH =, tstzrange("start_time", "end_time") WITH &&) WHERE ("status" <> 'cancelled' AND "trainer_id" IS NOT NULL);
