-- Prices are gross; each product carries its VAT rate for the invoice (19 %, 7 %, or 0 % with the exemption it rests on).
ALTER TABLE "prices" ADD COLUMN "vat_rate" integer DEFAULT 19 NOT NULL;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "vat_exemption_note" text;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_vat_rate" CHECK ("prices"."vat_rate" in (19, 7, 0));--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_vat_exemption_note" CHECK (("prices"."vat_rate" = 0) = ("prices"."vat_exemption_note" is not null));