CREATE TABLE "pitch_clips" (
	"tenant_id" uuid NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"kind" text NOT NULL,
	"script" text DEFAULT '' NOT NULL,
	"status" text,
	"failure" text,
	"source_key" text,
	"video_key" text,
	"duration_ms" integer,
	"uploaded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pitch_clips_tenant_id_startup_profile_id_topic_id_pk" PRIMARY KEY("tenant_id","startup_profile_id","topic_id"),
	CONSTRAINT "pitch_clips_status_check" CHECK ("pitch_clips"."status" is null or "pitch_clips"."status" in ('processing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "pitch_compiles" (
	"tenant_id" uuid NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"requested_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"video_key" text,
	"poster_key" text,
	"duration_ms" integer,
	"compiled_at" timestamp with time zone,
	CONSTRAINT "pitch_compiles_tenant_id_startup_profile_id_kind_pk" PRIMARY KEY("tenant_id","startup_profile_id","kind"),
	CONSTRAINT "pitch_compiles_status_check" CHECK ("pitch_compiles"."status" in ('none', 'queued', 'compiling', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD COLUMN "seconds" integer;--> statement-breakpoint
-- Pitch topics stored before topics had a suggested length get a minute each.
UPDATE "taxonomy_terms" SET "seconds" = 60 WHERE "kind" = 'pitch-video-topics' AND "parent_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD CONSTRAINT "taxonomy_terms_tenant_id_id_key" UNIQUE("tenant_id","id");--> statement-breakpoint
ALTER TABLE "pitch_clips" ADD CONSTRAINT "pitch_clips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_clips" ADD CONSTRAINT "pitch_clips_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_clips" ADD CONSTRAINT "pitch_clips_topic_fk" FOREIGN KEY ("tenant_id","topic_id") REFERENCES "public"."taxonomy_terms"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_compiles" ADD CONSTRAINT "pitch_compiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_compiles" ADD CONSTRAINT "pitch_compiles_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
