ALTER TYPE "public"."audit_entity" ADD VALUE 'order';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'mandate';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'collection_run';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'contract_notice';