CREATE TABLE "class_reminder_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_reminders" (
	"session_id" integer NOT NULL,
	"student_email" text NOT NULL,
	"kind" text NOT NULL,
	"session_starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_reminders_session_id_student_email_kind_session_starts_at_pk" PRIMARY KEY("session_id","student_email","kind","session_starts_at")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;