CREATE TABLE "event_seat_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_seat_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"order_uuid" uuid NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" integer,
	"kind" text NOT NULL,
	"plan_id" integer,
	"event_id" integer,
	"membership_id" bigint,
	"item_name" text NOT NULL,
	"interval" text,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"tax_name" text,
	"tax_percent" real,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"checkout_ref" text,
	"checkout_url" text,
	"payment_ref" text,
	"subscription_ref" text,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"invoice_number" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "payment_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"provider" text,
	"user_id" uuid,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_alerts_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"tenant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_pkey" PRIMARY KEY("tenant_id","provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"order_id" bigint NOT NULL,
	"amount_minor" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"refund_ref" text NOT NULL,
	"by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"unlocks" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"provider_plan_ref" text,
	"provider_plan_terms" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "membership_plans_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"provider" text NOT NULL,
	"subscription_ref" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_end" timestamp with time zone,
	"grace_ends_at" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"event_seats_left" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"provider" text,
	"key_id" text DEFAULT '' NOT NULL,
	"key_secret_sealed" text,
	"webhook_secret_sealed" text,
	"currency" text DEFAULT 'INR' NOT NULL,
	"tax" jsonb,
	"legal_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"invoice_prefix" text DEFAULT 'INV' NOT NULL,
	"next_invoice_number" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ticket_price_minor" integer;--> statement-breakpoint
ALTER TABLE "event_seat_holds" ADD CONSTRAINT "event_seat_holds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seat_holds" ADD CONSTRAINT "event_seat_holds_event_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seat_holds" ADD CONSTRAINT "event_seat_holds_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_alerts" ADD CONSTRAINT "payment_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_fk" FOREIGN KEY ("tenant_id","plan_id") REFERENCES "public"."membership_plans"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_seat_holds_order_key" ON "event_seat_holds" USING btree ("tenant_id","order_uuid");--> statement-breakpoint
CREATE INDEX "event_seat_holds_event_idx" ON "event_seat_holds" USING btree ("tenant_id","event_id","hold_until");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("tenant_id","checkout_ref");--> statement-breakpoint
CREATE INDEX "orders_event_idx" ON "orders" USING btree ("tenant_id","event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_key" ON "orders" USING btree ("tenant_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_key" ON "orders" USING btree ("tenant_id","provider","payment_ref") WHERE "orders"."payment_ref" is not null;--> statement-breakpoint
CREATE INDEX "payment_alerts_tenant_idx" ON "payment_alerts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_ref_key" ON "payment_refunds" USING btree ("tenant_id","refund_ref");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "membership_plans_tenant_idx" ON "membership_plans" USING btree ("tenant_id","status","price_minor");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_live_key" ON "memberships" USING btree ("tenant_id","user_id") WHERE "memberships"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "memberships_subscription_idx" ON "memberships" USING btree ("tenant_id","subscription_ref");--> statement-breakpoint
CREATE INDEX "memberships_period_idx" ON "memberships" USING btree ("status","current_period_end");