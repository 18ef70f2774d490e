-- Einstellungen → Zahlungsverkehr: the centre as seller and creditor on invoices and direct debits (one row).
CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"town" text NOT NULL,
	"tax_number" text,
	"vat_id" text,
	"creditor_id" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"small_business" boolean DEFAULT false NOT NULL,
	"prenotification_days" integer DEFAULT 14 NOT NULL,
	"invoice_prefix" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_single_row" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_tax_identity" CHECK ("payment_settings"."tax_number" is not null or "payment_settings"."vat_id" is not null),
	CONSTRAINT "payment_settings_prenotification_range" CHECK ("payment_settings"."prenotification_days" between 1 and 60)
);
