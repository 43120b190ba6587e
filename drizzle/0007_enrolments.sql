CREATE TABLE "enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_email" text NOT NULL,
	"user_id" text,
	"course" text NOT NULL,
	"batch_id" text,
	"plan" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"price_per_month" numeric(12, 2) NOT NULL,
	"months_in_plan" integer NOT NULL,
	"months_paid" integer NOT NULL,
	"fee" numeric(12, 2) NOT NULL,
	"amount_paid" numeric(12, 2) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_paid_on" date GENERATED ALWAYS AS ((last_paid_at at time zone 'Asia/Kolkata')::date) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_amounts_not_negative" CHECK ("enrolments"."fee" >= 0 and "enrolments"."amount_paid" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "enrolment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "programme" text;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_one_active_course" ON "enrolments" USING btree (lower("student_email"),"course") WHERE "enrolments"."status" = 'active' and "enrolments"."plan" <> 'session';--> statement-breakpoint
CREATE INDEX "enrolments_student_idx" ON "enrolments" USING btree (lower("student_email"),"status");--> statement-breakpoint
CREATE INDEX "enrolments_user_idx" ON "enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enrolments_due_idx" ON "enrolments" USING btree ("status","last_paid_on");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_enrolment_idx" ON "payments" USING btree ("enrolment_id");