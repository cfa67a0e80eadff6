ALTER TABLE "profiles" ADD COLUMN "type_facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "amount_low" bigint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "amount_high" bigint;--> statement-breakpoint
CREATE INDEX "profiles_directory_facets_idx" ON "profiles" USING gin ("type_facets") WHERE listed;