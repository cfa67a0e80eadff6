CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_key" text,
	"bytes" bigint,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "external_sign_in_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"profile_export_allowed" boolean DEFAULT true NOT NULL,
	"trusted_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"audience_tenant_id" uuid,
	"audience_origin" text,
	"token_hash" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"source_tenant_id" uuid,
	"source_origin" text,
	"source_name" text,
	"share_uuid" uuid,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"keep_in_step" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'linked' NOT NULL,
	"unlinked_by" text,
	"unlinked_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"last_problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_imports_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "profile_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"target_tenant_id" uuid NOT NULL,
	"import_uuid" uuid NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"keep_in_step" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'linked' NOT NULL,
	"unlinked_by" text,
	"unlinked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_shares_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "sso_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"provider_id" integer NOT NULL,
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"subject" text,
	"email" text,
	"name" text,
	"user_id" uuid,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"label" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text,
	"scopes" text DEFAULT 'openid email profile' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"allow_sign_up" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_providers_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "sso_providers_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_sign_in_settings" ADD CONSTRAINT "external_sign_in_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_grants" ADD CONSTRAINT "import_grants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_grants" ADD CONSTRAINT "import_grants_audience_tenant_id_tenants_id_fk" FOREIGN KEY ("audience_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_grants" ADD CONSTRAINT "import_grants_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_imports" ADD CONSTRAINT "profile_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_imports" ADD CONSTRAINT "profile_imports_source_tenant_id_tenants_id_fk" FOREIGN KEY ("source_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_imports" ADD CONSTRAINT "profile_imports_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_imports" ADD CONSTRAINT "profile_imports_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_shares" ADD CONSTRAINT "profile_shares_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_shares" ADD CONSTRAINT "profile_shares_target_tenant_id_tenants_id_fk" FOREIGN KEY ("target_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_shares" ADD CONSTRAINT "profile_shares_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_shares" ADD CONSTRAINT "profile_shares_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_attempts" ADD CONSTRAINT "sso_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_attempts" ADD CONSTRAINT "sso_attempts_provider_fk" FOREIGN KEY ("tenant_id","provider_id") REFERENCES "public"."sso_providers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_attempts" ADD CONSTRAINT "sso_attempts_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("tenant_id","user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_grants_token_idx" ON "import_grants" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "import_grants_user_idx" ON "import_grants" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_imports_share_idx" ON "profile_imports" USING btree ("share_uuid");--> statement-breakpoint
CREATE INDEX "profile_imports_user_idx" ON "profile_imports" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_shares_import_idx" ON "profile_shares" USING btree ("import_uuid");--> statement-breakpoint
CREATE INDEX "profile_shares_profile_idx" ON "profile_shares" USING btree ("tenant_id","profile_id","status");--> statement-breakpoint
CREATE INDEX "profile_shares_user_idx" ON "profile_shares" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_attempts_state_idx" ON "sso_attempts" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_attempts_ticket_idx" ON "sso_attempts" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "sso_attempts_created_idx" ON "sso_attempts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sso_providers_tenant_idx" ON "sso_providers" USING btree ("tenant_id");