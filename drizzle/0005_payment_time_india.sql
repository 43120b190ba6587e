ALTER TABLE "payments" ALTER COLUMN "payment_date" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" drop column "payment_date";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_date" date GENERATED ALWAYS AS ((created_at at time zone 'Asia/Kolkata')::date) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "payment_time" SET DATA TYPE time(0);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "payment_time" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" drop column "payment_time";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_time" time(0) GENERATED ALWAYS AS (date_trunc('second', created_at at time zone 'Asia/Kolkata')::time(0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "student_master_table" ALTER COLUMN "enrollment_date" SET DEFAULT (now() at time zone 'Asia/Kolkata')::date;