CREATE TABLE "event_registrations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"profile_id" integer,
	"name" text NOT NULL,
	"email" text,
	"response_action" text NOT NULL,
	"time_zone" text NOT NULL,
	"utc_offset" integer DEFAULT 0 NOT NULL,
	"slot_starts_at" timestamp with time zone,
	"slot_ends_at" timestamp with time zone,
	"meeting_agenda" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"location" text,
	"online_link" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"capacity" integer,
	"slot_minutes" integer,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"attending_count" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', left(description, 4000)), 'B')) STORED,
	CONSTRAINT "events_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "events_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "availabilities" (
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"type" text NOT NULL,
	"time_zone" text NOT NULL,
	"hourly_slot_time" integer DEFAULT 30 NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availabilities_tenant_id_profile_id_pk" PRIMARY KEY("tenant_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_ratings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"meeting_id" bigint NOT NULL,
	"profile_id" integer NOT NULL,
	"ratings" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_ratings_once" UNIQUE("tenant_id","meeting_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "mentor_offers" (
	"tenant_id" uuid NOT NULL,
	"mentor_profile_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"topics" text DEFAULT '' NOT NULL,
	"session_minutes" integer DEFAULT 60 NOT NULL,
	"monthly_hours_limit" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_offers_tenant_id_mentor_profile_id_pk" PRIMARY KEY("tenant_id","mentor_profile_id")
);
--> statement-breakpoint
CREATE TABLE "mentor_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mentor_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"meeting_id" bigint NOT NULL,
	"mentor_profile_id" integer NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"topic" text NOT NULL,
	"booked_minutes" integer NOT NULL,
	"mentor_confirmed_at" timestamp with time zone,
	"mentor_minutes" integer,
	"mentor_notes" text,
	"startup_confirmed_at" timestamp with time zone,
	"startup_minutes" integer,
	"startup_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_sessions_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "mentor_sessions_meeting_key" UNIQUE("tenant_id","meeting_id")
);
--> statement-breakpoint
CREATE TABLE "wishlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_profile_id" integer NOT NULL,
	"target_profile_id" integer NOT NULL,
	"user_account_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_entries_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "wishlist_entries_once" UNIQUE("tenant_id","owner_profile_id","target_profile_id")
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "mode" text DEFAULT 'schedule_later' NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "awaiting_profile_id" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_ratings" ADD CONSTRAINT "meeting_ratings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_ratings" ADD CONSTRAINT "meeting_ratings_meeting_fk" FOREIGN KEY ("tenant_id","meeting_id") REFERENCES "public"."meetings"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_ratings" ADD CONSTRAINT "meeting_ratings_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_offers" ADD CONSTRAINT "mentor_offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_offers" ADD CONSTRAINT "mentor_offers_mentor_fk" FOREIGN KEY ("tenant_id","mentor_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD CONSTRAINT "mentor_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD CONSTRAINT "mentor_sessions_meeting_fk" FOREIGN KEY ("tenant_id","meeting_id") REFERENCES "public"."meetings"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD CONSTRAINT "mentor_sessions_mentor_fk" FOREIGN KEY ("tenant_id","mentor_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD CONSTRAINT "mentor_sessions_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_owner_fk" FOREIGN KEY ("tenant_id","owner_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_target_fk" FOREIGN KEY ("tenant_id","target_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_member_key" ON "event_registrations" USING btree ("tenant_id","event_id","profile_id") WHERE "event_registrations"."profile_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_visitor_key" ON "event_registrations" USING btree ("tenant_id","event_id",lower("email")) WHERE "event_registrations"."profile_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_slot_key" ON "event_registrations" USING btree ("tenant_id","event_id","slot_starts_at") WHERE "event_registrations"."slot_starts_at" is not null and "event_registrations"."response_action" <> 'declined';--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("tenant_id","event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_registrations_profile_idx" ON "event_registrations" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("tenant_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "events_public_idx" ON "events" USING btree ("tenant_id","is_public","starts_at");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "mentor_offers_active_idx" ON "mentor_offers" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "mentor_sessions_mentor_idx" ON "mentor_sessions" USING btree ("tenant_id","mentor_profile_id");--> statement-breakpoint
CREATE INDEX "mentor_sessions_startup_idx" ON "mentor_sessions" USING btree ("tenant_id","startup_profile_id");--> statement-breakpoint
CREATE INDEX "wishlist_entries_owner_idx" ON "wishlist_entries" USING btree ("tenant_id","owner_profile_id","created_at");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_awaiting_fk" FOREIGN KEY ("tenant_id","awaiting_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_awaiting_idx" ON "meetings" USING btree ("tenant_id","awaiting_profile_id","status");