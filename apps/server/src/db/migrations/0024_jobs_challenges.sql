CREATE TABLE "attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"uploader_profile_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "attachments_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "attachments_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "challenge_participants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenge_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"challenge_id" bigint NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"pitch" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_participants_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"corporate_profile_id" integer NOT NULL,
	"title" text NOT NULL,
	"problem_statement" text NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"rewards" text NOT NULL,
	"eligibility" text NOT NULL,
	"deadline" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', left(problem_statement, 4000)), 'B')) STORED,
	CONSTRAINT "challenges_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "challenges_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "hiring_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hiring_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"about" text,
	"website" text,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hiring_profiles_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"job_id" bigint NOT NULL,
	"applicant_user_id" uuid,
	"applicant_profile_id" integer,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"cover_letter" text,
	"resume" jsonb,
	"upload_token_hash" text,
	"status" text DEFAULT 'applied' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "job_applications_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"hiring_profile_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"employment_type" text NOT NULL,
	"work_mode" text NOT NULL,
	"country_code" text,
	"city" text,
	"salary_min" bigint,
	"salary_max" bigint,
	"salary_currency" text,
	"salary_period" text DEFAULT 'year' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"deadline" date NOT NULL,
	"application_mode" text DEFAULT 'inbuilt' NOT NULL,
	"external_url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', coalesce(city, '')), 'B') || setweight(to_tsvector('simple', left(description, 4000)), 'C')) STORED,
	CONSTRAINT "jobs_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "jobs_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "seeker_resumes" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"resume" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"organizer_profile_id" integer NOT NULL,
	"attendee_profile_id" integer,
	"attendee_name" text NOT NULL,
	"attendee_email" text,
	"job_application_id" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"video_link" text NOT NULL,
	"agenda" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"outcome" text,
	"outcome_note" text,
	"outcome_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "meetings_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_seeker_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institution" text NOT NULL,
	"degree" text,
	"field_of_study" text,
	"start_year" integer,
	"end_year" integer
);
--> statement-breakpoint
CREATE TABLE "job_seeker_experience" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"organization" text,
	"start_date" date,
	"end_date" date,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "job_seeker_profiles" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"headline" text,
	"years_experience" integer,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_employment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_work_modes" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"expected_salary" bigint,
	"notice_period_days" integer
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploader_fk" FOREIGN KEY ("tenant_id","uploader_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_challenge_fk" FOREIGN KEY ("tenant_id","challenge_id") REFERENCES "public"."challenges"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_corporate_fk" FOREIGN KEY ("tenant_id","corporate_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_profiles" ADD CONSTRAINT "hiring_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_profiles" ADD CONSTRAINT "hiring_profiles_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_fk" FOREIGN KEY ("tenant_id","applicant_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_profile_fk" FOREIGN KEY ("tenant_id","applicant_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hiring_profile_fk" FOREIGN KEY ("tenant_id","hiring_profile_id") REFERENCES "public"."hiring_profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_resumes" ADD CONSTRAINT "seeker_resumes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_resumes" ADD CONSTRAINT "seeker_resumes_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_organizer_fk" FOREIGN KEY ("tenant_id","organizer_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_attendee_fk" FOREIGN KEY ("tenant_id","attendee_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_job_application_fk" FOREIGN KEY ("tenant_id","job_application_id") REFERENCES "public"."job_applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_education" ADD CONSTRAINT "job_seeker_education_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_education" ADD CONSTRAINT "job_seeker_education_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_experience" ADD CONSTRAINT "job_seeker_experience_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_experience" ADD CONSTRAINT "job_seeker_experience_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD CONSTRAINT "job_seeker_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD CONSTRAINT "job_seeker_profiles_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_unclaimed_idx" ON "attachments" USING btree ("created_at") WHERE "attachments"."claimed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_participants_once_idx" ON "challenge_participants" USING btree ("tenant_id","challenge_id","startup_profile_id");--> statement-breakpoint
CREATE INDEX "challenge_participants_list_idx" ON "challenge_participants" USING btree ("tenant_id","challenge_id","status","id");--> statement-breakpoint
CREATE INDEX "challenge_participants_startup_idx" ON "challenge_participants" USING btree ("tenant_id","startup_profile_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "challenges_open_idx" ON "challenges" USING btree ("tenant_id","id" DESC NULLS LAST) WHERE "challenges"."status" = 'open';--> statement-breakpoint
CREATE INDEX "challenges_corporate_idx" ON "challenges" USING btree ("tenant_id","corporate_profile_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "challenges_search_idx" ON "challenges" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "challenges_industries_idx" ON "challenges" USING gin ("industries");--> statement-breakpoint
CREATE UNIQUE INDEX "hiring_profiles_profile_idx" ON "hiring_profiles" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_email_idx" ON "job_applications" USING btree ("tenant_id","job_id","email") WHERE "job_applications"."email" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_once_idx" ON "job_applications" USING btree ("tenant_id","job_id","applicant_user_id") WHERE "job_applications"."applicant_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("tenant_id","job_id","status","id");--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("tenant_id","applicant_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("tenant_id","id" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_deadline_idx" ON "jobs" USING btree ("tenant_id","deadline") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_hiring_idx" ON "jobs" USING btree ("tenant_id","hiring_profile_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_skills_idx" ON "jobs" USING gin ("skills");--> statement-breakpoint
CREATE UNIQUE INDEX "seeker_resumes_profile_idx" ON "seeker_resumes" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE INDEX "meetings_organizer_idx" ON "meetings" USING btree ("tenant_id","organizer_profile_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_attendee_idx" ON "meetings" USING btree ("tenant_id","attendee_profile_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_application_idx" ON "meetings" USING btree ("tenant_id","job_application_id");--> statement-breakpoint
CREATE INDEX "job_seeker_education_profile_idx" ON "job_seeker_education" USING btree ("tenant_id","profile_id","position");--> statement-breakpoint
CREATE INDEX "job_seeker_experience_profile_idx" ON "job_seeker_experience" USING btree ("tenant_id","profile_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "job_seeker_profiles_profile_idx" ON "job_seeker_profiles" USING btree ("tenant_id","profile_id");