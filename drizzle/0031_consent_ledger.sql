CREATE TABLE "consent_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text,
	"email" text,
	"mobile" text,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"given" boolean NOT NULL,
	"source" text NOT NULL,
	"notice_version" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_ledger_user_idx" ON "consent_ledger" USING btree ("user_id","purpose","channel","id");--> statement-breakpoint
CREATE INDEX "consent_ledger_mobile_idx" ON "consent_ledger" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "consent_ledger_email_idx" ON "consent_ledger" USING btree ("email");--> statement-breakpoint
-- The ledger is append-only (docs/decisions/0110-consent-ledger.md): no row is deleted, and the only change allowed
-- is account deletion nulling the person's columns while what was consented, how, when and where stays as it was.
CREATE FUNCTION consent_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.user_id IS NULL AND NEW.email IS NULL AND NEW.mobile IS NULL
    AND (NEW.id, NEW.purpose, NEW.channel, NEW.given, NEW.source, NEW.notice_version, NEW.recorded_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.purpose, OLD.channel, OLD.given, OLD.source, OLD.notice_version, OLD.recorded_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'consent_ledger rows are never changed or deleted (only anonymised)' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_ledger_append_only BEFORE UPDATE OR DELETE ON consent_ledger
  FOR EACH ROW EXECUTE FUNCTION consent_ledger_append_only();
