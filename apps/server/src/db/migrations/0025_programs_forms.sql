CREATE TABLE "form_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"form_id" integer NOT NULL,
	"field_key" text NOT NULL,
	"uploader_profile_id" integer,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "form_files_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"form_id" integer NOT NULL,
	"profile_id" integer,
	"name" text,
	"email" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "form_submissions_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" text DEFAULT 'members' NOT NULL,
	"account_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"attach_to_profile" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submission_count" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "forms_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "program_application_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"application_id" integer NOT NULL,
	"stage" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"program_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"stage" text DEFAULT 'application' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"average_score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "program_applications_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "program_applications_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "program_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"application_id" integer NOT NULL,
	"key" text NOT NULL,
	"stage" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"file_key" text,
	"file_name" text,
	"file_kind" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "program_documents_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "program_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"application_id" integer NOT NULL,
	"author_user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_notes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "program_reviewers" (
	"tenant_id" uuid NOT NULL,
	"program_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_reviewers_tenant_id_program_id_user_id_pk" PRIMARY KEY("tenant_id","program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "program_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"application_id" integer NOT NULL,
	"reviewer_user_id" uuid NOT NULL,
	"scores" jsonb NOT NULL,
	"total" real NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"family" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"eligibility" text DEFAULT '' NOT NULL,
	"account_types" text[] NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"external_url" text,
	"form_id" integer,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rubric" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"office_profile_id" integer,
	"created_by_user_id" uuid,
	"application_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', code || ' ' || title), 'A') || setweight(to_tsvector('simple', summary || ' ' || left(description, 4000)), 'B')) STORED,
	CONSTRAINT "programs_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "programs_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_form_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_uploader_fk" FOREIGN KEY ("tenant_id","uploader_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_application_events" ADD CONSTRAINT "program_application_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_application_events" ADD CONSTRAINT "program_application_events_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."program_applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_program_fk" FOREIGN KEY ("tenant_id","program_id") REFERENCES "public"."programs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_documents" ADD CONSTRAINT "program_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_documents" ADD CONSTRAINT "program_documents_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."program_applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_notes" ADD CONSTRAINT "program_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_notes" ADD CONSTRAINT "program_notes_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."program_applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_notes" ADD CONSTRAINT "program_notes_author_fk" FOREIGN KEY ("tenant_id","author_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reviewers" ADD CONSTRAINT "program_reviewers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reviewers" ADD CONSTRAINT "program_reviewers_program_fk" FOREIGN KEY ("tenant_id","program_id") REFERENCES "public"."programs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reviewers" ADD CONSTRAINT "program_reviewers_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reviews" ADD CONSTRAINT "program_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reviews" ADD CONSTRAINT "program_reviews_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."program_applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reviews" ADD CONSTRAINT "program_reviews_reviewer_fk" FOREIGN KEY ("tenant_id","reviewer_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_form_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_office_fk" FOREIGN KEY ("tenant_id","office_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_files_unclaimed_idx" ON "form_files" USING btree ("created_at") WHERE "form_files"."claimed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_member_idx" ON "form_submissions" USING btree ("tenant_id","form_id","profile_id") WHERE "form_submissions"."profile_id" is not null;--> statement-breakpoint
CREATE INDEX "form_submissions_list_idx" ON "form_submissions" USING btree ("tenant_id","form_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "form_submissions_profile_idx" ON "form_submissions" USING btree ("tenant_id","profile_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_tenant_code_idx" ON "forms" USING btree ("tenant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "forms_tenant_list_idx" ON "forms" USING btree ("tenant_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "program_application_events_application_idx" ON "program_application_events" USING btree ("tenant_id","application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_applications_once_idx" ON "program_applications" USING btree ("tenant_id","program_id","profile_id");--> statement-breakpoint
CREATE INDEX "program_applications_review_idx" ON "program_applications" USING btree ("tenant_id","program_id","stage","status","submitted_at");--> statement-breakpoint
CREATE INDEX "program_applications_profile_idx" ON "program_applications" USING btree ("tenant_id","profile_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "program_documents_once_idx" ON "program_documents" USING btree ("tenant_id","application_id","key");--> statement-breakpoint
CREATE INDEX "program_notes_application_idx" ON "program_notes" USING btree ("tenant_id","application_id","id");--> statement-breakpoint
CREATE INDEX "program_reviewers_user_idx" ON "program_reviewers" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_reviews_once_idx" ON "program_reviews" USING btree ("tenant_id","application_id","reviewer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_tenant_code_idx" ON "programs" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "programs_published_idx" ON "programs" USING btree ("tenant_id","family","closes_at" DESC NULLS LAST) WHERE "programs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "programs_search_idx" ON "programs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "programs_industries_idx" ON "programs" USING gin ("industries");