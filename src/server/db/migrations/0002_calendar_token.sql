ALTER TABLE "profiles" ADD COLUMN "calendar_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_calendar_token_unique" ON "profiles" USING btree ("calendar_token");