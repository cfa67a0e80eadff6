CREATE TABLE "saved_filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"account_type" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "display_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', display_name), 'A') || setweight(to_tsvector('simple', coalesce(tagline, '')), 'B') || setweight(to_tsvector('simple', coalesce(left(about, 4000), '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_name_idx" ON "saved_filters" USING btree ("tenant_id","profile_id","account_type","name");--> statement-breakpoint
CREATE INDEX "saved_filters_profile_idx" ON "saved_filters" USING btree ("tenant_id","profile_id","updated_at");--> statement-breakpoint
CREATE INDEX "profiles_directory_newest_idx" ON "profiles" USING btree ("tenant_id","account_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "profiles_directory_name_idx" ON "profiles" USING btree ("tenant_id","account_type",lower("display_name") collate "C","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "profiles_directory_popular_idx" ON "profiles" USING btree ("tenant_id","account_type","total_views" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "profiles_directory_trgm_idx" ON "profiles" USING gin ("display_name" gin_trgm_ops) WHERE listed;--> statement-breakpoint
CREATE INDEX "profiles_directory_words_idx" ON "profiles" USING gin ("search_vector") WHERE listed;--> statement-breakpoint
CREATE INDEX "profiles_directory_industries_idx" ON "profiles" USING gin ("industries") WHERE listed;