ALTER TABLE "enrolments" ADD COLUMN "due_on_override" date;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "due_override_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "due_on" date GENERATED ALWAYS AS (case when due_override_for = last_paid_at and due_on_override is not null then due_on_override
          else (last_paid_at at time zone 'Asia/Kolkata')::date + 30 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "enrolments_owing_due_idx" ON "enrolments" USING btree ("due_on") WHERE "enrolments"."status" = 'active' and "enrolments"."amount_paid" < "enrolments"."fee";