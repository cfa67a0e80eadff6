CREATE TABLE "metric_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "metric_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"author_profile_id" integer NOT NULL,
	"metric_key" text,
	"period" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_comments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "metric_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "metric_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"invited_by_profile_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "metric_reminders" (
	"tenant_id" uuid NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"period" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_reminders_tenant_id_startup_profile_id_period_pk" PRIMARY KEY("tenant_id","startup_profile_id","period")
);
--> statement-breakpoint
CREATE TABLE "metric_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "metric_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"reviewer_profile_id" integer NOT NULL,
	"message" text NOT NULL,
	"metrics" text[] DEFAULT '{}' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_requests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "metric_reviewers" (
	"tenant_id" uuid NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"reviewer_profile_id" integer NOT NULL,
	"invited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_reviewers_tenant_id_startup_profile_id_reviewer_profile_id_pk" PRIMARY KEY("tenant_id","startup_profile_id","reviewer_profile_id")
);
--> statement-breakpoint
CREATE TABLE "metric_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "metric_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"period" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_types_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "metric_types_key" UNIQUE("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "metric_values" (
	"tenant_id" uuid NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"metric_type_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"value" double precision NOT NULL,
	"note" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"updated_by_profile_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_values_tenant_id_startup_profile_id_metric_type_id_period_start_pk" PRIMARY KEY("tenant_id","startup_profile_id","metric_type_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "metric_comments" ADD CONSTRAINT "metric_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_comments" ADD CONSTRAINT "metric_comments_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_comments" ADD CONSTRAINT "metric_comments_author_fk" FOREIGN KEY ("tenant_id","author_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_invites" ADD CONSTRAINT "metric_invites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_invites" ADD CONSTRAINT "metric_invites_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_reminders" ADD CONSTRAINT "metric_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_reminders" ADD CONSTRAINT "metric_reminders_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_requests" ADD CONSTRAINT "metric_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_requests" ADD CONSTRAINT "metric_requests_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_requests" ADD CONSTRAINT "metric_requests_reviewer_fk" FOREIGN KEY ("tenant_id","reviewer_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_reviewers" ADD CONSTRAINT "metric_reviewers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_reviewers" ADD CONSTRAINT "metric_reviewers_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_reviewers" ADD CONSTRAINT "metric_reviewers_reviewer_fk" FOREIGN KEY ("tenant_id","reviewer_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_types" ADD CONSTRAINT "metric_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_values" ADD CONSTRAINT "metric_values_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_values" ADD CONSTRAINT "metric_values_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_values" ADD CONSTRAINT "metric_values_type_fk" FOREIGN KEY ("tenant_id","metric_type_id") REFERENCES "public"."metric_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metric_comments_startup_idx" ON "metric_comments" USING btree ("tenant_id","startup_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "metric_invites_startup_idx" ON "metric_invites" USING btree ("tenant_id","startup_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "metric_requests_startup_idx" ON "metric_requests" USING btree ("tenant_id","startup_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "metric_reviewers_reviewer_idx" ON "metric_reviewers" USING btree ("tenant_id","reviewer_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "metric_values_portfolio_idx" ON "metric_values" USING btree ("tenant_id","metric_type_id","status","period_start","startup_profile_id","value");