CREATE TABLE "aispot_master" (
	"aispot_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type_of_place" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"pin_zip" text NOT NULL,
	"telephone" text NOT NULL,
	"aispot_email" text NOT NULL,
	"owner_manager_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"price" text NOT NULL,
	"map_link" text,
	"image_url" text,
	"consent" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"ratings" numeric(2, 1),
	"qr_code_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"table_name" text NOT NULL,
	"row_id" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "auth_session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'student' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_session_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"course_name" text NOT NULL,
	"teams_meeting_link" text NOT NULL,
	"meeting_id" text,
	"passcode" text,
	"recurring_schedule" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_email" text NOT NULL,
	"certificate_name" text NOT NULL,
	"certificate_image_link" text NOT NULL,
	"date_of_issuing" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"verification_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_verification_id_unique" UNIQUE("verification_id")
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"additional_details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_gen_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"age" integer,
	"occupation" text NOT NULL,
	"organization" text,
	"city" text,
	"interest_areas" text[] NOT NULL,
	"timeline" text NOT NULL,
	"needs_certificate" text,
	"webinar_attended" boolean DEFAULT false NOT NULL,
	"positive_feedback" text,
	"negative_feedback" text,
	"rating" integer DEFAULT 0 NOT NULL,
	"recommend" boolean DEFAULT false NOT NULL,
	"permission_publish_feedback" boolean DEFAULT false NOT NULL,
	"ref1_name" text NOT NULL,
	"ref1_mobile" text NOT NULL,
	"ref2_name" text NOT NULL,
	"ref2_mobile" text NOT NULL,
	"declaration_text" text NOT NULL,
	"declaration_timestamp" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_rating_range" CHECK ("lead_gen_responses"."rating" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "library" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publication_type" text NOT NULL,
	"category" text,
	"title" text NOT NULL,
	"author_team" text NOT NULL,
	"level" text NOT NULL,
	"pages" integer,
	"file_size_mb" numeric(10, 2),
	"rating" numeric(2, 1),
	"url" text NOT NULL,
	"publication_date" text NOT NULL,
	"license_source" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"contributor" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"access" text DEFAULT 'Anyone' NOT NULL,
	"thumbnail_url" text,
	"github_repo" text,
	"demo_url" text,
	"notes" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_rating_range" CHECK ("library"."rating" IS NULL OR ("library"."rating" >= 0 AND "library"."rating" <= 5))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"course" text NOT NULL,
	"duration" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"provider_amount_paise" integer NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_date" date DEFAULT CURRENT_DATE NOT NULL,
	"payment_time" time DEFAULT LOCALTIME(0) NOT NULL,
	"referred_by_email" text,
	"failure_reason" text,
	"razorpay_payment_id" text,
	"razorpay_order_id" text,
	"payment_method" text DEFAULT 'online' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_razorpay_order_id_unique" UNIQUE("razorpay_order_id"),
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"age" integer NOT NULL,
	"occupation" text NOT NULL,
	"q1" text NOT NULL,
	"q2" text NOT NULL,
	"q3" text NOT NULL,
	"q4" text NOT NULL,
	"q5" text NOT NULL,
	"q6" text NOT NULL,
	"q7" text NOT NULL,
	"q8" text NOT NULL,
	"score" integer NOT NULL,
	"readiness_level" text NOT NULL,
	"aispot_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_score_range" CHECK ("quiz_responses"."score" BETWEEN 8 AND 24)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_master_table" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"session_date" date NOT NULL,
	"session_start_time" time NOT NULL,
	"session_link" text,
	"study_material_link" text,
	"session_title" text,
	"session_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_master_table" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"student_name" text NOT NULL,
	"batch_id" text,
	"current_course_name" text,
	"enrollment_date" date DEFAULT CURRENT_DATE NOT NULL,
	"total_amount_paid" numeric(12, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_master_table_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"mobile_no" text DEFAULT '' NOT NULL,
	"age" integer NOT NULL,
	"occupation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "auth_account" ADD CONSTRAINT "auth_account_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_responses" ADD CONSTRAINT "quiz_responses_aispot_id_aispot_master_aispot_id_fk" FOREIGN KEY ("aispot_id") REFERENCES "public"."aispot_master"("aispot_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aispot_approved_created_idx" ON "aispot_master" USING btree ("is_approved","created_at");--> statement-breakpoint
CREATE INDEX "audit_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "auth_account_user_id_idx" ON "auth_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_id_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verification_identifier_idx" ON "auth_verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "batch_links_batch_active_idx" ON "batch_session_links" USING btree ("batch_id","is_active");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_email","is_active","date_of_issuing");--> statement-breakpoint
CREATE INDEX "contact_created_idx" ON "contact_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "library_type_category_idx" ON "library" USING btree ("publication_type","category","update_date");--> statement-breakpoint
CREATE INDEX "library_update_date_idx" ON "library" USING btree ("update_date");--> statement-breakpoint
CREATE INDEX "payments_email_created_idx" ON "payments" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "payments_referred_by_idx" ON "payments" USING btree ("referred_by_email","payment_status");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "quiz_created_idx" ON "quiz_responses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quiz_spot_created_idx" ON "quiz_responses" USING btree ("aispot_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_batch_date_idx" ON "session_master_table" USING btree ("batch_id","session_date");--> statement-breakpoint
CREATE INDEX "sessions_date_idx" ON "session_master_table" USING btree ("session_date");--> statement-breakpoint
CREATE INDEX "student_batch_idx" ON "student_master_table" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "student_name_idx" ON "student_master_table" USING btree ("student_name");