ALTER TYPE "public"."audit_entity" ADD VALUE 'page';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'post';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'media';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'subscriber';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'newsletter';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'testimonial';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'faq';