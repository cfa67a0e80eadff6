ALTER TABLE "content_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "audience" jsonb DEFAULT '{"scope":"public"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "show_on_profile" boolean DEFAULT false NOT NULL;