CREATE TABLE "recording_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" integer NOT NULL,
	"batch_id" text NOT NULL,
	"session_title" text NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "recording_notices_due_idx" ON "recording_notices" USING btree ("sent_at","next_attempt_at");