CREATE TABLE "throttle_counters" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "throttle_counters_tenant_id_key_window_start_pk" PRIMARY KEY("tenant_id","key","window_start")
);
--> statement-breakpoint
ALTER TABLE "throttle_counters" ADD CONSTRAINT "throttle_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;