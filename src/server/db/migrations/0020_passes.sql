CREATE TYPE "public"."booking_payment" AS ENUM('pass', 'trial', 'on_site');--> statement-breakpoint
CREATE TYPE "public"."late_cancellation_policy" AS ENUM('refuse', 'forfeit');--> statement-breakpoint
CREATE TYPE "public"."pass_ledger_kind" AS ENUM('purchase', 'booking', 'cancel_in_time', 'late_cancel', 'no_show', 'studio_cancel', 'expiry', 'correction', 'void');--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'pass';--> statement-breakpoint
CREATE TABLE "pass_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pass_id" uuid NOT NULL,
	"kind" "pass_ledger_kind" NOT NULL,
	"delta" integer NOT NULL,
	"booking_id" uuid,
	"reason" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "pass_ledger_delta_by_kind" CHECK (case "pass_ledger"."kind"
        when 'purchase' then "pass_ledger"."delta" >= 0
        when 'booking' then "pass_ledger"."delta" in (-1, 0)
        when 'cancel_in_time' then "pass_ledger"."delta" in (0, 1)
        when 'studio_cancel' then "pass_ledger"."delta" in (0, 1)
        when 'no_show' then "pass_ledger"."delta" in (0, 1)
        when 'late_cancel' then "pass_ledger"."delta" = 0
        when 'expiry' then "pass_ledger"."delta" <= 0
        when 'void' then "pass_ledger"."delta" <= 0
        else "pass_ledger"."delta" <> 0 end),
	CONSTRAINT "pass_ledger_booking_kinds" CHECK (("pass_ledger"."booking_id" is not null) = ("pass_ledger"."kind" in ('booking', 'cancel_in_time', 'late_cancel', 'no_show', 'studio_cancel'))),
	CONSTRAINT "pass_ledger_correction_reason" CHECK ("pass_ledger"."kind" <> 'correction' or length(trim("pass_ledger"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "pass_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pass_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_pauses_order" CHECK ("pass_pauses"."ends_on" >= "pass_pauses"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"price_id" uuid,
	"product_name" text NOT NULL,
	"pass_type" "pass_type" NOT NULL,
	"course_id" uuid,
	"credits" integer,
	"balance" integer,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"payment_id" uuid,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"sold_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passes_balance_not_negative" CHECK ("passes"."balance" >= 0),
	CONSTRAINT "passes_credits_positive" CHECK ("passes"."credits" is null or "passes"."credits" > 0),
	CONSTRAINT "passes_balance_within_credits" CHECK (("passes"."credits" is null) = ("passes"."balance" is null)),
	CONSTRAINT "passes_validity_order" CHECK ("passes"."valid_until" >= "passes"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment" "booking_payment" DEFAULT 'on_site' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pass_id" uuid;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "pass_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "trial_without_pass" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "late_cancellation" "late_cancellation_policy" DEFAULT 'refuse' NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD COLUMN "no_show_forfeits" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pass_ledger" ADD CONSTRAINT "pass_ledger_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_ledger" ADD CONSTRAINT "pass_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_ledger" ADD CONSTRAINT "pass_ledger_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_pauses" ADD CONSTRAINT "pass_pauses_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_pauses" ADD CONSTRAINT "pass_pauses_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_sold_by_profiles_id_fk" FOREIGN KEY ("sold_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pass_ledger_pass_idx" ON "pass_ledger" USING btree ("pass_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pass_ledger_one_draw_per_booking" ON "pass_ledger" USING btree ("booking_id") WHERE "pass_ledger"."kind" = 'booking';--> statement-breakpoint
CREATE UNIQUE INDEX "pass_ledger_one_settlement_per_booking" ON "pass_ledger" USING btree ("booking_id") WHERE "pass_ledger"."kind" in ('cancel_in_time', 'late_cancel', 'no_show', 'studio_cancel');--> statement-breakpoint
CREATE INDEX "pass_pauses_pass_idx" ON "pass_pauses" USING btree ("pass_id","starts_on");--> statement-breakpoint
CREATE INDEX "passes_user_valid_idx" ON "passes" USING btree ("user_id","valid_until");--> statement-breakpoint
CREATE INDEX "passes_valid_until_idx" ON "passes" USING btree ("valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_trial_per_user" ON "bookings" USING btree ("user_id") WHERE "bookings"."payment" = 'trial' and "bookings"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pass_iff_paid_by_pass" CHECK (("bookings"."pass_id" is not null) = ("bookings"."payment" = 'pass'));--> statement-breakpoint
-- Declared here, not in the Drizzle schema: bookings and passes live in two schema files that would
-- otherwise import each other.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_pass_idx" ON "bookings" USING btree ("pass_id") WHERE "pass_id" IS NOT NULL;--> statement-breakpoint
-- The ledger is the record of what a member's entries went to: rows are only ever added.
CREATE FUNCTION pass_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pass_ledger rows are never changed or deleted' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER pass_ledger_append_only BEFORE UPDATE OR DELETE ON pass_ledger
FOR EACH ROW EXECUTE FUNCTION pass_ledger_append_only();--> statement-breakpoint
-- A pass's balance is the sum of its ledger: it starts at zero (its purchase row adds the entries), and only
-- a ledger row moves it. passes_balance_not_negative then refuses any row that would take it below zero.
CREATE FUNCTION passes_balance_from_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.balance := CASE WHEN NEW.credits IS NULL THEN NULL ELSE 0 END;
  ELSIF NEW.balance IS DISTINCT FROM OLD.balance
        AND current_setting('app.pass_ledger_applying', true) IS DISTINCT FROM NEW.id::text THEN
    RAISE EXCEPTION 'a pass balance changes only through its ledger' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER passes_balance_from_ledger BEFORE INSERT OR UPDATE ON passes
FOR EACH ROW EXECUTE FUNCTION passes_balance_from_ledger();--> statement-breakpoint
CREATE FUNCTION pass_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_unlimited boolean;
BEGIN
  SELECT p.credits IS NULL INTO v_unlimited FROM passes p WHERE p.id = NEW.pass_id;
  IF v_unlimited THEN
    -- An unlimited pass has no balance: its rows are history only.
    IF NEW.delta <> 0 THEN
      RAISE EXCEPTION 'an unlimited pass has no entries to change' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  PERFORM set_config('app.pass_ledger_applying', NEW.pass_id::text, true);
  UPDATE passes SET balance = balance + NEW.delta WHERE id = NEW.pass_id;
  PERFORM set_config('app.pass_ledger_applying', '', true);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER pass_ledger_apply AFTER INSERT ON pass_ledger
FOR EACH ROW EXECUTE FUNCTION pass_ledger_apply();--> statement-breakpoint
-- Whether a pass can pay for a session of `p_course_id` on the Berlin day `p_day`: not cancelled, valid
-- that day, not paused that day, for that course if it is course-bound, and with an entry left. The booking
-- engine and the app's "what will be used" (modules/passes) ask the same question through this function.
CREATE FUNCTION pass_usable(p passes, p_course_id uuid, p_day date) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p.cancelled_at IS NULL
    AND p_day BETWEEN p.valid_from AND p.valid_until
    AND (p.course_id IS NULL OR p.course_id = p_course_id)
    AND (p.balance IS NULL OR p.balance > 0)
    AND NOT EXISTS (SELECT 1 FROM pass_pauses pp WHERE pp.pass_id = p.id AND p_day BETWEEN pp.starts_on AND pp.ends_on)
$$;
