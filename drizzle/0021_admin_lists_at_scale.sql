CREATE TABLE "lead_counts" (
	"lead_kind" text NOT NULL,
	"status" text NOT NULL,
	"leads" bigint NOT NULL,
	CONSTRAINT "lead_counts_lead_kind_status_pk" PRIMARY KEY("lead_kind","status")
);
--> statement-breakpoint
CREATE INDEX "auth_user_email_lower_idx" ON "auth_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("date_of_issuing","created_at");--> statement-breakpoint
CREATE INDEX "certificates_user_email_lower_idx" ON "certificates" USING btree (lower("user_email"));--> statement-breakpoint
CREATE INDEX "certificates_user_email_trgm_idx" ON "certificates" USING gin ("user_email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contact_purpose_email_idx" ON "contact_submissions" USING btree ("purpose",lower("email"));--> statement-breakpoint
CREATE INDEX "enrolments_started_idx" ON "enrolments" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_email_lower_idx" ON "payments" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "student_name_trgm_idx" ON "student_master_table" USING gin ("student_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "student_email_trgm_idx" ON "student_master_table" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "student_course_trgm_idx" ON "student_master_table" USING gin ("current_course_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "student_batch_trgm_idx" ON "student_master_table" USING gin ("batch_id" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Hand-written (docs/decisions/0051-admin-lists-at-scale.md): lead_counts follows every lead's kind and status,
-- as payment_totals follows payments (drizzle/0011): a new lead adds one to its (kind, status), a status change moves
-- one, a deletion takes one away; rows are taken in key order. The kind is the trigger's argument.
CREATE FUNCTION lead_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  INSERT INTO lead_counts AS total (lead_kind, status, leads)
  SELECT TG_ARGV[0], change.status, sum(change.leads)
  FROM (
    SELECT OLD.status, -1 WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT NEW.status, 1 WHERE TG_OP IN ('INSERT', 'UPDATE')
  ) AS change (status, leads)
  GROUP BY change.status
  ORDER BY change.status
  ON CONFLICT (lead_kind, status) DO UPDATE SET leads = total.leads + excluded.leads;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION lead_counts_empty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_counts WHERE lead_kind = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lead_counts_follow AFTER INSERT OR DELETE OR UPDATE OF status ON contact_submissions
  FOR EACH ROW EXECUTE FUNCTION lead_counts_follow('contact');
--> statement-breakpoint
CREATE TRIGGER lead_counts_follow AFTER INSERT OR DELETE OR UPDATE OF status ON lead_gen_responses
  FOR EACH ROW EXECUTE FUNCTION lead_counts_follow('certificate');
--> statement-breakpoint
CREATE TRIGGER lead_counts_follow AFTER INSERT OR DELETE OR UPDATE OF status ON quiz_responses
  FOR EACH ROW EXECUTE FUNCTION lead_counts_follow('quiz');
--> statement-breakpoint
CREATE TRIGGER lead_counts_empty AFTER TRUNCATE ON contact_submissions FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_empty('contact');
--> statement-breakpoint
CREATE TRIGGER lead_counts_empty AFTER TRUNCATE ON lead_gen_responses FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_empty('certificate');
--> statement-breakpoint
CREATE TRIGGER lead_counts_empty AFTER TRUNCATE ON quiz_responses FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_empty('quiz');
--> statement-breakpoint
-- The leads already there. Creating the triggers locked the three tables against writers until this migration commits.
INSERT INTO lead_counts (lead_kind, status, leads)
SELECT 'contact', status, count(*) FROM contact_submissions GROUP BY status
UNION ALL
SELECT 'certificate', status, count(*) FROM lead_gen_responses GROUP BY status
UNION ALL
SELECT 'quiz', status, count(*) FROM quiz_responses GROUP BY status;
