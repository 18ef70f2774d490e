-- The member is told once that a pass runs out within a week and once that its last entry is left; the
-- rest of a pass lapses once, when it has expired (each app server may run the upkeep: the index makes it once).
ALTER TABLE "passes" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "passes" ADD COLUMN "last_entry_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "pass_ledger_one_expiry_per_pass" ON "pass_ledger" USING btree ("pass_id") WHERE "pass_ledger"."kind" = 'expiry';