CREATE TYPE "public"."series_registration_status" AS ENUM('confirmed', 'waitlisted', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."booking_payment" ADD VALUE 'series';--> statement-breakpoint
CREATE TABLE "course_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"trainer_id" uuid,
	"room_id" uuid,
	"capacity" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"vat_rate" integer DEFAULT 19 NOT NULL,
	"vat_exemption_note" text,
	"registration_closes_on" date NOT NULL,
	"is_prevention" boolean DEFAULT false NOT NULL,
	"zpp_id" text,
	"course_leader" text,
	"certificates_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_series_capacity_positive" CHECK ("course_series"."capacity" > 0),
	CONSTRAINT "course_series_price_non_negative" CHECK ("course_series"."price" >= 0),
	CONSTRAINT "course_series_vat_rate" CHECK ("course_series"."vat_rate" in (19, 7, 0)),
	CONSTRAINT "course_series_vat_exemption_note" CHECK (("course_series"."vat_rate" = 0) = ("course_series"."vat_exemption_note" is not null)),
	CONSTRAINT "course_series_prevention_facts" CHECK (not "course_series"."is_prevention" or (length(trim("course_series"."zpp_id")) > 0 and length(trim("course_series"."course_leader")) > 0))
);
--> statement-breakpoint
CREATE TABLE "series_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"family_member_id" uuid,
	"status" "series_registration_status" NOT NULL,
	"payment_id" uuid,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_registrations_confirmed_at" CHECK (("series_registrations"."status" = 'confirmed') <= ("series_registrations"."confirmed_at" is not null)),
	CONSTRAINT "series_registrations_cancelled_at" CHECK (("series_registrations"."status" = 'cancelled') = ("series_registrations"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "certificate_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"registration_id" uuid NOT NULL,
	"replaces_certificate_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "series_certificates_number_shape" CHECK (length("series_certificates"."number") > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_registration_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "replaces_session_id" uuid;--> statement-breakpoint
ALTER TABLE "passes" ADD COLUMN "family_discount_percent" integer;--> statement-breakpoint
ALTER TABLE "course_series" ADD CONSTRAINT "course_series_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_series" ADD CONSTRAINT "course_series_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_series" ADD CONSTRAINT "course_series_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_registrations" ADD CONSTRAINT "series_registrations_series_id_course_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."course_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_registrations" ADD CONSTRAINT "series_registrations_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_registrations" ADD CONSTRAINT "series_registrations_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_registrations" ADD CONSTRAINT "series_registrations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_certificates" ADD CONSTRAINT "series_certificates_registration_id_series_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."series_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_certificates" ADD CONSTRAINT "series_certificates_replaces_certificate_id_series_certificates_id_fk" FOREIGN KEY ("replaces_certificate_id") REFERENCES "public"."series_certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_series_course_idx" ON "course_series" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "series_registrations_one_live_per_person" ON "series_registrations" USING btree ("series_id","user_id",coalesce("family_member_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "series_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "series_registrations_series_idx" ON "series_registrations" USING btree ("series_id","status","registered_at");--> statement-breakpoint
CREATE INDEX "series_registrations_user_idx" ON "series_registrations" USING btree ("user_id","registered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "series_registrations_payment_unique" ON "series_registrations" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "series_certificates_number_unique" ON "series_certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "series_certificates_year_sequence_unique" ON "series_certificates" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "series_certificates_replaces_unique" ON "series_certificates" USING btree ("replaces_certificate_id");--> statement-breakpoint
CREATE INDEX "series_certificates_registration_idx" ON "series_certificates" USING btree ("registration_id","issued_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_registration_id_series_registrations_id_fk" FOREIGN KEY ("series_registration_id") REFERENCES "public"."series_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_series_id_course_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."course_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_replaces_session_id_sessions_id_fk" FOREIGN KEY ("replaces_session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_registration_idx" ON "bookings" USING btree ("series_registration_id") WHERE "bookings"."series_registration_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_series_start_idx" ON "sessions" USING btree ("series_id","start_time") WHERE "sessions"."series_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_replaces_unique" ON "sessions" USING btree ("replaces_session_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_iff_paid_by_series" CHECK (("bookings"."series_registration_id" is not null) = ("bookings"."payment"::text = 'series'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_replacement_in_series" CHECK ("sessions"."replaces_session_id" is null or "sessions"."series_id" is not null);--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_family_discount_percent" CHECK ("passes"."family_discount_percent" is null or "passes"."family_discount_percent" between 1 and 99);--> statement-breakpoint
-- A series' dates are booked only through a registration for the whole series: a single booking or a
-- waiting-list entry for one of them is refused here, whichever path tries it.
CREATE FUNCTION series_session_booked_singly() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.series_registration_id IS NULL AND EXISTS (SELECT 1 FROM sessions s WHERE s.id = NEW.session_id AND s.series_id IS NOT NULL) THEN
    RAISE EXCEPTION 'series_only: session % belongs to a series', NEW.session_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER bookings_series_only BEFORE INSERT ON bookings
FOR EACH ROW EXECUTE FUNCTION series_session_booked_singly();--> statement-breakpoint
-- A series has one waiting list of its own (waitlisted registrations), none per date.
CREATE FUNCTION series_session_waitlisted_singly() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM sessions s WHERE s.id = NEW.session_id AND s.series_id IS NOT NULL) THEN
    RAISE EXCEPTION 'series_only: session % belongs to a series', NEW.session_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER session_waitlist_series_only BEFORE INSERT ON session_waitlist
FOR EACH ROW EXECUTE FUNCTION series_session_waitlisted_singly();--> statement-breakpoint
-- Certificates are issued documents: a correction is a new certificate replacing the old one.
CREATE FUNCTION series_certificates_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'series certificates are never changed or deleted' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER series_certificates_immutable BEFORE UPDATE OR DELETE ON series_certificates
FOR EACH ROW EXECUTE FUNCTION series_certificates_immutable();
