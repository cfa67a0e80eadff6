CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_profile_id" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"reply_to_id" bigint,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_kind" text,
	"attachment_size" integer,
	"attachment_width" integer,
	"attachment_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "chat_messages_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "chat_messages_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"tenant_id" uuid NOT NULL,
	"conversation_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"last_read_message_id" bigint DEFAULT 0 NOT NULL,
	"last_read_at" timestamp with time zone,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"emailed_up_to" bigint DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_members_pkey" PRIMARY KEY("conversation_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"profile_low" integer,
	"profile_high" integer,
	"team_profile_id" integer,
	"last_message_id" bigint,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "conversations_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_fk" FOREIGN KEY ("tenant_id","conversation_id") REFERENCES "public"."conversations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_fk" FOREIGN KEY ("tenant_id","sender_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_to_fk" FOREIGN KEY ("tenant_id","reply_to_id") REFERENCES "public"."chat_messages"("tenant_id","id") ON DELETE set null ("reply_to_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_fk" FOREIGN KEY ("tenant_id","conversation_id") REFERENCES "public"."conversations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_profile_low_fk" FOREIGN KEY ("tenant_id","profile_low") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_profile_high_fk" FOREIGN KEY ("tenant_id","profile_high") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_team_profile_fk" FOREIGN KEY ("tenant_id","team_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_history_idx" ON "chat_messages" USING btree ("tenant_id","conversation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_members_list_idx" ON "conversation_members" USING btree ("tenant_id","profile_id","last_activity_at" DESC NULLS LAST,"conversation_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_direct_pair_idx" ON "conversations" USING btree ("tenant_id","profile_low","profile_high") WHERE "conversations"."kind" = 'direct';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_team_idx" ON "conversations" USING btree ("tenant_id","team_profile_id") WHERE "conversations"."kind" = 'team';--> statement-breakpoint
-- The unread message count (GET notifications/count, unreadMessageCount) is a sum over the member's rows:
-- a change to them announces the member's user to every server's count cache (see 0021).
CREATE OR REPLACE FUNCTION ventura_chat_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM ventura_announce_counts(
      array(SELECT DISTINCT m.tenant_id || ':' || p.user_id FROM old_rows m
        JOIN profiles p ON p.tenant_id = m.tenant_id AND p.id = m.profile_id LIMIT 101),
      array(SELECT DISTINCT tenant_id FROM old_rows));
  ELSE
    -- Only members whose count changed (a sender's own row moves its read mark, not its count).
    PERFORM ventura_announce_counts(
      array(SELECT DISTINCT m.tenant_id || ':' || p.user_id FROM new_rows m
        JOIN old_rows o ON o.conversation_id = m.conversation_id AND o.profile_id = m.profile_id
        JOIN profiles p ON p.tenant_id = m.tenant_id AND p.id = m.profile_id
        WHERE o.unread_count IS DISTINCT FROM m.unread_count LIMIT 101),
      array(SELECT DISTINCT m.tenant_id FROM new_rows m
        JOIN old_rows o ON o.conversation_id = m.conversation_id AND o.profile_id = m.profile_id
        WHERE o.unread_count IS DISTINCT FROM m.unread_count));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER conversation_members_counts_update AFTER UPDATE ON conversation_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ventura_chat_counts();
--> statement-breakpoint
CREATE TRIGGER conversation_members_counts_delete AFTER DELETE ON conversation_members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ventura_chat_counts();
