CREATE TYPE "public"."charge_status" AS ENUM('due', 'in_run', 'collected', 'returned', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."collection_run_status" AS ENUM('created', 'submitted', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."notice_kind" AS ENUM('ordinary', 'extraordinary');--> statement-breakpoint
CREATE TYPE "public"."notice_state" AS ENUM('received', 'confirmed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."order_payment_method" AS ENUM('sepa', 'on_site');--> statement-breakpoint
CREATE TYPE "public"."sequence_type" AS ENUM('FRST', 'RCUR');--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"mandate_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"description" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_on" date NOT NULL,
	"status" charge_status DEFAULT 'due' NOT NULL,
	"run_id" uuid,
	"sequence_type" "sequence_type",
	"end_to_end_id" text,
	"prenotified_at" timestamp with time zone,
	"return_reason" text,
	"return_fee" numeric(10, 2),
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_amount_positive" CHECK ("charges"."amount" > 0),
	CONSTRAINT "charges_run_iff_collecting" CHECK (("charges"."run_id" is not null) = ("charges"."status" in ('in_run', 'collected', 'returned'))),
	CONSTRAINT "charges_return_recorded" CHECK (("charges"."status" = 'returned') = ("charges"."return_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "collection_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"collection_date" date NOT NULL,
	"status" "collection_run_status" DEFAULT 'created' NOT NULL,
	"xml" text NOT NULL,
	"transaction_count" integer NOT NULL,
	"control_sum" numeric(10, 2) NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "collection_runs_count_positive" CHECK ("collection_runs"."transaction_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "contract_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"order_id" uuid,
	"contract_text" text,
	"kind" "notice_kind" NOT NULL,
	"wished_date" date,
	"reason" text,
	"ends_on" date,
	"state" "notice_state" DEFAULT 'received' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"office_note" text,
	CONSTRAINT "contract_notices_names_contract" CHECK ("contract_notices"."order_id" is not null or length(trim("contract_notices"."contract_text")) > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"price_id" uuid,
	"product_name" text NOT NULL,
	"pass_type" "pass_type" NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"payment_method" "order_payment_method" NOT NULL,
	"mandate_id" uuid,
	"pass_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"minimum_term_months" integer,
	"notice_months" integer,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_mandate_iff_sepa" CHECK (("orders"."mandate_id" is not null) = ("orders"."payment_method" = 'sepa')),
	CONSTRAINT "orders_contract_terms" CHECK (("orders"."minimum_term_months" is null) = ("orders"."notice_months" is null))
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reference" text NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"signed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sepa_mandates_reference_format" CHECK ("sepa_mandates"."reference" ~ '^[A-Za-z0-9+?/:().,''-]{1,35}$')
);
--> statement-breakpoint
ALTER TABLE "passes" ADD COLUMN "awaiting_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "hold_passes_after_second_return" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_run_id_collection_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."collection_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_runs" ADD CONSTRAINT "collection_runs_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_notices" ADD CONSTRAINT "contract_notices_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_notices" ADD CONSTRAINT "contract_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_notices" ADD CONSTRAINT "contract_notices_handled_by_profiles_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_payment_unique" ON "charges" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_order_period_unique" ON "charges" USING btree ("order_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_end_to_end_unique" ON "charges" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "charges_due_idx" ON "charges" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "charges_run_idx" ON "charges" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "charges_user_idx" ON "charges" USING btree ("user_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_runs_message_id_unique" ON "collection_runs" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "collection_runs_created_idx" ON "collection_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contract_notices_received_idx" ON "contract_notices" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "contract_notices_order_idx" ON "contract_notices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pass_unique" ON "orders" USING btree ("pass_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_reference_unique" ON "sepa_mandates" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sepa_mandates_user_idx" ON "sepa_mandates" USING btree ("user_id","created_at");--> statement-breakpoint
-- A pass waiting for its payment ('Zahlung ausstehend') cannot pay for a session.
CREATE OR REPLACE FUNCTION pass_usable(p passes, p_course_id uuid, p_day date) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p.cancelled_at IS NULL
    AND NOT p.awaiting_payment
    AND p_day BETWEEN p.valid_from AND p.valid_until
    AND (p.course_id IS NULL OR p.course_id = p_course_id)
    AND (p.balance IS NULL OR p.balance > 0)
    AND NOT EXISTS (SELECT 1 FROM pass_pauses pp WHERE pp.pass_id = p.id AND p_day BETWEEN pp.starts_on AND pp.ends_on)
$$;--> statement-breakpoint
-- A run's file is what the bank got: it is never rewritten, and a run is never deleted.
CREATE FUNCTION collection_runs_keep_file() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'collection runs are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.xml IS DISTINCT FROM OLD.xml OR NEW.message_id IS DISTINCT FROM OLD.message_id
     OR NEW.control_sum IS DISTINCT FROM OLD.control_sum OR NEW.transaction_count IS DISTINCT FROM OLD.transaction_count THEN
    RAISE EXCEPTION 'a collection run''s file never changes' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER collection_runs_keep_file BEFORE UPDATE OR DELETE ON collection_runs
FOR EACH ROW EXECUTE FUNCTION collection_runs_keep_file();
