CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" text NOT NULL,
	"title" text NOT NULL,
	"brief" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"rubric" jsonb NOT NULL,
	"pass_mark" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_pass_mark_not_negative" CHECK ("assignments"."pass_mark" >= 0)
);
--> statement-breakpoint
CREATE TABLE "batch_instructors" (
	"batch_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_instructors_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" text NOT NULL,
	"author_user_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "completion_rules" (
	"course" text PRIMARY KEY NOT NULL,
	"min_attendance_percent" integer DEFAULT 75 NOT NULL,
	"require_required_assignments" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hand_in_files" (
	"hand_in_id" uuid PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hand_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"student_user_id" text NOT NULL,
	"student_email" text NOT NULL,
	"version" integer NOT NULL,
	"link" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"scores" jsonb,
	"score" integer,
	"feedback" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "hand_ins_one_version" UNIQUE("assignment_id","student_user_id","version"),
	CONSTRAINT "hand_ins_something_handed_in" CHECK ("hand_ins"."link" is not null or "hand_ins"."file_name" is not null)
);
--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_on_completion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_instructors" ADD CONSTRAINT "batch_instructors_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_instructors" ADD CONSTRAINT "batch_instructors_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_announcements" ADD CONSTRAINT "class_announcements_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_in_files" ADD CONSTRAINT "hand_in_files_hand_in_id_hand_ins_id_fk" FOREIGN KEY ("hand_in_id") REFERENCES "public"."hand_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_ins" ADD CONSTRAINT "hand_ins_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_batch_idx" ON "assignments" USING btree ("batch_id","due_at");--> statement-breakpoint
CREATE INDEX "batch_instructors_user_idx" ON "batch_instructors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_announcements_batch_idx" ON "class_announcements" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "hand_ins_student_idx" ON "hand_ins" USING btree ("student_user_id","assignment_id","version");--> statement-breakpoint
CREATE INDEX "hand_ins_queue_idx" ON "hand_ins" USING btree ("submitted_at") WHERE "hand_ins"."status" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_per_completion" ON "certificates" USING btree (lower("user_email"),"batch_id") WHERE "certificates"."issued_on_completion";