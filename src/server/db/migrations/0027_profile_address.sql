-- The member's postal address, for invoices (§ 14 UStG names the buyer's address): all three parts or none.
ALTER TABLE "profiles" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "town" text;