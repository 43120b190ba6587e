CREATE TABLE "enrolment_reminders" (
	"enrolment_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolment_reminders_enrolment_id_due_date_kind_pk" PRIMARY KEY("enrolment_id","due_date","kind")
);
--> statement-breakpoint
ALTER TABLE "enrolment_reminders" ADD CONSTRAINT "enrolment_reminders_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;