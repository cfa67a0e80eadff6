CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"cancel_cutoff_hours" integer DEFAULT 24 NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilities_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "facilities_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "facilities_capacity_check" CHECK ("facilities"."capacity" between 1 and 10000),
	CONSTRAINT "facilities_slot_check" CHECK ("facilities"."slot_minutes" between 5 and 1440)
);
--> statement-breakpoint
CREATE TABLE "facility_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_bookings_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "facility_bookings_time_check" CHECK ("facility_bookings"."ends_at" > "facility_bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "ticket_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"ticket_id" integer NOT NULL,
	"message_id" integer,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_files_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "ticket_issue_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_issue_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_issue_types_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"via" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_messages_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"raised_by_user_id" uuid NOT NULL,
	"profile_id" integer,
	"issue_type_id" integer NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_user_id" uuid,
	"reply_token" text NOT NULL,
	"first_answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reopened_count" integer DEFAULT 0 NOT NULL,
	"rating" smallint,
	"rating_comment" text,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "tickets_reply_token_unique" UNIQUE("reply_token"),
	CONSTRAINT "tickets_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "tickets_number_key" UNIQUE("tenant_id","number")
);
--> statement-breakpoint
CREATE TABLE "ip_request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ip_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"ip_request_id" integer NOT NULL,
	"author_user_id" uuid,
	"from_stage" text,
	"to_stage" text,
	"note" text DEFAULT '' NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ip_request_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ip_request_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"ip_request_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ip_request_files_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "ip_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ip_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"requester_user_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"inventors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stage" text DEFAULT 'submitted' NOT NULL,
	"facilitator_user_id" uuid,
	"application_number" text,
	"filed_on" date,
	"published_for_licensing" boolean DEFAULT false NOT NULL,
	"licensing_summary" text DEFAULT '' NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ip_requests_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "ip_requests_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "milestone_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "milestone_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"program_id" integer,
	"partner_uuid" uuid,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_after_days" integer DEFAULT 30 NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestone_templates_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "milestone_templates_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"template_id" integer,
	"program_id" integer,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"evidence_text" text DEFAULT '' NOT NULL,
	"evidence_url" text,
	"evidence_file_key" text,
	"evidence_file_name" text,
	"completed_at" timestamp with time zone,
	"confirmed_by_user_id" uuid,
	"confirmed_at" timestamp with time zone,
	"reviewer_note" text,
	"overdue_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestones_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "milestones_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_facility_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."facilities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE SET NULL ("profile_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_decided_by_fk" FOREIGN KEY ("tenant_id","decided_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("decided_by_user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_ticket_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."tickets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_message_fk" FOREIGN KEY ("tenant_id","message_id") REFERENCES "public"."ticket_messages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_issue_types" ADD CONSTRAINT "ticket_issue_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."tickets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_author_fk" FOREIGN KEY ("tenant_id","author_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("author_user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_raised_by_fk" FOREIGN KEY ("tenant_id","raised_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE SET NULL ("profile_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_issue_type_fk" FOREIGN KEY ("tenant_id","issue_type_id") REFERENCES "public"."ticket_issue_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_fk" FOREIGN KEY ("tenant_id","assignee_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("assignee_user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_request_events" ADD CONSTRAINT "ip_request_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_request_events" ADD CONSTRAINT "ip_request_events_request_fk" FOREIGN KEY ("tenant_id","ip_request_id") REFERENCES "public"."ip_requests"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_request_events" ADD CONSTRAINT "ip_request_events_author_fk" FOREIGN KEY ("tenant_id","author_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("author_user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_request_files" ADD CONSTRAINT "ip_request_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_request_files" ADD CONSTRAINT "ip_request_files_request_fk" FOREIGN KEY ("tenant_id","ip_request_id") REFERENCES "public"."ip_requests"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_requests" ADD CONSTRAINT "ip_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_requests" ADD CONSTRAINT "ip_requests_requester_fk" FOREIGN KEY ("tenant_id","requester_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_requests" ADD CONSTRAINT "ip_requests_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_requests" ADD CONSTRAINT "ip_requests_facilitator_fk" FOREIGN KEY ("tenant_id","facilitator_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("facilitator_user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_templates" ADD CONSTRAINT "milestone_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_templates" ADD CONSTRAINT "milestone_templates_program_fk" FOREIGN KEY ("tenant_id","program_id") REFERENCES "public"."programs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_templates" ADD CONSTRAINT "milestone_templates_partner_fk" FOREIGN KEY ("tenant_id","partner_uuid") REFERENCES "public"."partners"("tenant_id","uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_templates" ADD CONSTRAINT "milestone_templates_author_fk" FOREIGN KEY ("tenant_id","created_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("created_by_user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_template_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."milestone_templates"("tenant_id","id") ON DELETE SET NULL ("template_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_program_fk" FOREIGN KEY ("tenant_id","program_id") REFERENCES "public"."programs"("tenant_id","id") ON DELETE SET NULL ("program_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_confirmed_by_fk" FOREIGN KEY ("tenant_id","confirmed_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("confirmed_by_user_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilities_list_idx" ON "facilities" USING btree ("tenant_id","active","name");--> statement-breakpoint
CREATE INDEX "facility_bookings_calendar_idx" ON "facility_bookings" USING btree ("tenant_id","facility_id","starts_at");--> statement-breakpoint
CREATE INDEX "facility_bookings_member_idx" ON "facility_bookings" USING btree ("tenant_id","user_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ticket_files_ticket_idx" ON "ticket_files" USING btree ("tenant_id","ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_issue_types_name_idx" ON "ticket_issue_types" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "ticket_messages_thread_idx" ON "ticket_messages" USING btree ("tenant_id","ticket_id","id");--> statement-breakpoint
CREATE INDEX "tickets_queue_idx" ON "tickets" USING btree ("tenant_id","status","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_member_idx" ON "tickets" USING btree ("tenant_id","raised_by_user_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_assignee_idx" ON "tickets" USING btree ("tenant_id","assignee_user_id","status");--> statement-breakpoint
CREATE INDEX "ip_request_events_request_idx" ON "ip_request_events" USING btree ("tenant_id","ip_request_id","id");--> statement-breakpoint
CREATE INDEX "ip_request_files_request_idx" ON "ip_request_files" USING btree ("tenant_id","ip_request_id");--> statement-breakpoint
CREATE INDEX "ip_requests_queue_idx" ON "ip_requests" USING btree ("tenant_id","stage","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ip_requests_profile_idx" ON "ip_requests" USING btree ("tenant_id","profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ip_requests_licensing_idx" ON "ip_requests" USING btree ("tenant_id","kind","updated_at" DESC NULLS LAST) WHERE "ip_requests"."published_for_licensing";--> statement-breakpoint
CREATE INDEX "ip_requests_search_idx" ON "ip_requests" USING gin (("title" || ' ' || "licensing_summary") gin_trgm_ops) WHERE "ip_requests"."published_for_licensing";--> statement-breakpoint
CREATE INDEX "milestone_templates_list_idx" ON "milestone_templates" USING btree ("tenant_id","program_id","partner_uuid");--> statement-breakpoint
CREATE INDEX "milestones_startup_idx" ON "milestones" USING btree ("tenant_id","startup_profile_id","due_on");--> statement-breakpoint
CREATE INDEX "milestones_due_idx" ON "milestones" USING btree ("tenant_id","status","due_on");--> statement-breakpoint
CREATE INDEX "milestones_program_idx" ON "milestones" USING btree ("tenant_id","program_id","status");--> statement-breakpoint
-- Two live bookings of one facility never overlap, whatever runs at once (drizzle cannot state this).
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_no_overlap" EXCLUDE USING gist ("tenant_id" WITH =, "facility_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('pending', 'confirmed'));
