CREATE TABLE "batches" (
	"id" text PRIMARY KEY NOT NULL,
	"course" text,
	"start_date" date,
	"schedule" text,
	"capacity" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_capacity_positive" CHECK ("batches"."capacity" is null or "batches"."capacity" > 0)
);
--> statement-breakpoint
CREATE INDEX "batches_active_start_idx" ON "batches" USING btree ("is_active","start_date");--> statement-breakpoint
-- Hand-written backfill (docs/decisions/0045-batches.md): one batch row for every batch id already in use, so no
-- existing student, enrolment, session or session link points at a batch that does not exist. Course: the most common
-- course of the batch's enrolments, else of its students' current course, else its latest session link's course,
-- else null (an admin completes it). Start date: its earliest session. Schedule: its latest active session link's
-- recurring schedule. Capacity: null (no limit until an admin sets one). Safe to run again.
INSERT INTO "batches" ("id", "course", "start_date", "schedule", "capacity", "is_active")
SELECT used.id,
  coalesce(
    (SELECT e.course FROM "enrolments" e WHERE e.batch_id = used.id GROUP BY e.course ORDER BY count(*) DESC, e.course LIMIT 1),
    (SELECT s.current_course_name FROM "student_master_table" s WHERE s.batch_id = used.id AND s.current_course_name IS NOT NULL
      GROUP BY s.current_course_name ORDER BY count(*) DESC, s.current_course_name LIMIT 1),
    (SELECT l.course_name FROM "batch_session_links" l WHERE l.batch_id = used.id ORDER BY l.is_active DESC, l.updated_at DESC, l.id DESC LIMIT 1)
  ),
  (SELECT min(m.session_date) FROM "session_master_table" m WHERE m.batch_id = used.id),
  (SELECT l.recurring_schedule FROM "batch_session_links" l WHERE l.batch_id = used.id AND l.recurring_schedule IS NOT NULL
    ORDER BY l.is_active DESC, l.updated_at DESC, l.id DESC LIMIT 1),
  NULL,
  true
FROM (
  SELECT batch_id AS id FROM "student_master_table" WHERE batch_id IS NOT NULL AND batch_id <> ''
  UNION SELECT batch_id FROM "enrolments" WHERE batch_id IS NOT NULL AND batch_id <> ''
  UNION SELECT batch_id FROM "session_master_table" WHERE batch_id <> ''
  UNION SELECT batch_id FROM "batch_session_links" WHERE batch_id <> ''
) AS used
ON CONFLICT ("id") DO NOTHING;
