CREATE TABLE "corporate_profiles" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_type" text,
	"headcount" text,
	"founded_year" integer,
	"engagement_modes" text[] DEFAULT '{}'::text[] NOT NULL,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"focus_areas" text,
	"startup_stages" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "individual_profiles" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_profiles" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"founded_year" integer,
	"fund_size" bigint,
	"representative_name" text,
	"representative_designation" text,
	"representative_email" text,
	"representative_phone" text,
	"representative_linkedin" text,
	"funding_stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"investment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"ticket_min" bigint,
	"ticket_max" bigint,
	"geographies" text[] DEFAULT '{}'::text[] NOT NULL,
	"portfolio" text[] DEFAULT '{}'::text[] NOT NULL,
	"providing_funding" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_profiles" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"years_experience" integer,
	"mentorship_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"engagement_type" text,
	"hours_per_month" integer,
	"availability_note" text
);
--> statement-breakpoint
CREATE TABLE "partner_profiles" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_type" text,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"support_offered" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_office_profiles" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organisation_kind" text
);
--> statement-breakpoint
CREATE TABLE "service_provider_profiles" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"founded_year" integer,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"pricing_model" text,
	"maturity_stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"startup_offer" text
);
--> statement-breakpoint
CREATE TABLE "startup_advisors" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"designation" text,
	"organization" text,
	"linkedin" text
);
--> statement-breakpoint
CREATE TABLE "startup_commitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"organization" text,
	"kind" text,
	"start_date" date,
	"end_date" date,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "startup_founders" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"designation" text,
	"email" text,
	"linkedin" text,
	"bio" text
);
--> statement-breakpoint
CREATE TABLE "startup_profiles" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"legal_name" text,
	"registration_number" text,
	"founded_year" integer,
	"team_size" integer,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_models" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivery_models" text[] DEFAULT '{}'::text[] NOT NULL,
	"mentorship_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_stage" text,
	"product_name" text,
	"product_description" text,
	"product_url" text,
	"demo_video_url" text,
	"funding_stage" text,
	"revenue_band" text,
	"raising_funds" boolean DEFAULT false NOT NULL,
	"funding_raised" bigint,
	"funding_ask" bigint,
	"pitch_deck_url" text,
	"government_grants" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "tagline" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "industries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "linkedin" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "social_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "approval_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "approval_message" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "newsletter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_profiles" ADD CONSTRAINT "corporate_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_profiles" ADD CONSTRAINT "corporate_profiles_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_profiles" ADD CONSTRAINT "individual_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_profiles" ADD CONSTRAINT "individual_profiles_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_office_profiles" ADD CONSTRAINT "program_office_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_office_profiles" ADD CONSTRAINT "program_office_profiles_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provider_profiles" ADD CONSTRAINT "service_provider_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provider_profiles" ADD CONSTRAINT "service_provider_profiles_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_advisors" ADD CONSTRAINT "startup_advisors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_advisors" ADD CONSTRAINT "startup_advisors_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_commitments" ADD CONSTRAINT "startup_commitments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_commitments" ADD CONSTRAINT "startup_commitments_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_founders" ADD CONSTRAINT "startup_founders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_founders" ADD CONSTRAINT "startup_founders_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD CONSTRAINT "startup_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD CONSTRAINT "startup_profiles_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_profiles_profile_idx" ON "corporate_profiles" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "individual_profiles_profile_idx" ON "individual_profiles" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investor_profiles_profile_idx" ON "investor_profiles" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_profiles_profile_idx" ON "mentor_profiles" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_profiles_profile_idx" ON "partner_profiles" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_once_a_day_idx" ON "profile_views" USING btree ("tenant_id","profile_id","viewer_key","day");--> statement-breakpoint
CREATE INDEX "profile_views_recent_idx" ON "profile_views" USING btree ("tenant_id","profile_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "program_office_profiles_profile_idx" ON "program_office_profiles" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_provider_profiles_profile_idx" ON "service_provider_profiles" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE INDEX "startup_advisors_profile_idx" ON "startup_advisors" USING btree ("tenant_id","profile_id","position");--> statement-breakpoint
CREATE INDEX "startup_commitments_profile_idx" ON "startup_commitments" USING btree ("tenant_id","profile_id","position");--> statement-breakpoint
CREATE INDEX "startup_founders_profile_idx" ON "startup_founders" USING btree ("tenant_id","profile_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "startup_profiles_profile_idx" ON "startup_profiles" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE INDEX "startup_profiles_raising_idx" ON "startup_profiles" USING btree ("tenant_id","raising_funds");--> statement-breakpoint
CREATE INDEX "profiles_tenant_status_idx" ON "profiles" USING btree ("tenant_id","approval_status","account_type");--> statement-breakpoint
UPDATE "tenants" SET "settings" = "settings" || '{"profile_settings": {"public_profiles": "everyone", "private_fields_to": "connections", "upload_max_bytes": 524288}}'::jsonb WHERE NOT ("settings" ? 'profile_settings');
--> statement-breakpoint
-- A counted view is not a change to who a session belongs to: it must not drop the holder's cached sessions.
DROP TRIGGER "profiles_identity_changed" ON "profiles";--> statement-breakpoint
CREATE TRIGGER profiles_identity_changed AFTER UPDATE ON profiles
  FOR EACH ROW WHEN (OLD.total_views IS NOT DISTINCT FROM NEW.total_views) EXECUTE FUNCTION ventura_identity_changed();--> statement-breakpoint
CREATE TRIGGER profiles_identity_deleted AFTER DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION ventura_identity_changed();
