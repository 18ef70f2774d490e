-- Einstellungen → Warteliste: tell everyone queued of a freed place (the default), or move the first who can
-- book it up in the cancellation's own transaction. ('booking_block' of audit_entity came with migration 0022.)
CREATE TYPE "public"."waitlist_mode" AS ENUM('notify_all', 'auto');--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "waitlist_mode" "waitlist_mode" DEFAULT 'notify_all' NOT NULL;