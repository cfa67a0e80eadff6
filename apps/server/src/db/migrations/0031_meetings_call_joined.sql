-- When each side of a meeting first joined its built-in call (let into the call's room): the record that
-- the call took place, once both did, which is when it may be rated (issue 35).
ALTER TABLE "meetings" ADD COLUMN "organizer_joined_call_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "attendee_joined_call_at" timestamp with time zone;