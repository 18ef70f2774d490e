-- A media picture the office marked as decoration: it has no alt text on purpose, so the library does not
-- mark it as missing one. Pictures stored before this column are not decorative.
ALTER TABLE "cms_media" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_media" ADD CONSTRAINT "cms_media_decorative_without_alt" CHECK (not "cms_media"."decorative" or "cms_media"."alt_text" is null);