-- pg_trgm (a trusted extension since PostgreSQL 13: the database owner may create it) for the payment search's
-- trigram indexes; PGlite loads it in app/server/db/client.server.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "audit_row_idx" ON "audit_log" USING btree ("table_name","row_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_events_order_idx" ON "payment_webhook_events" USING btree ("razorpay_order_id");--> statement-breakpoint
CREATE INDEX "webhook_events_payment_idx" ON "payment_webhook_events" USING btree ("razorpay_payment_id");--> statement-breakpoint
CREATE INDEX "payments_without_enrolment_idx" ON "payments" USING btree ("created_at") WHERE "payments"."payment_status" = 'success' and "payments"."enrolment_id" is null;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_course_created_idx" ON "payments" USING btree ("course","created_at");--> statement-breakpoint
CREATE INDEX "payments_currency_created_idx" ON "payments" USING btree ("currency","created_at");--> statement-breakpoint
CREATE INDEX "payments_email_trgm_idx" ON "payments" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "payments_name_trgm_idx" ON "payments" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "payments_provider_payment_trgm_idx" ON "payments" USING gin ("razorpay_payment_id" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "payments_order_trgm_idx" ON "payments" USING gin ("razorpay_order_id" gin_trgm_ops) WITH (fastupdate=false);