CREATE TABLE "class_attendance" (
	"session_id" integer NOT NULL,
	"student_email" text NOT NULL,
	"user_id" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_attendance_session_id_student_email_pk" PRIMARY KEY("session_id","student_email")
);
--> statement-breakpoint
ALTER TABLE "session_master_table" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
CREATE INDEX "class_attendance_student_idx" ON "class_attendance" USING btree ("student_email");