CREATE TABLE "payment_totals" (
	"currency" text NOT NULL,
	"payment_status" text NOT NULL,
	"payments" bigint NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "payment_totals_currency_payment_status_pk" PRIMARY KEY("currency","payment_status")
);
--> statement-breakpoint
-- Every change to a payment's currency, status or amount moves it between rows of payment_totals, in one statement
-- whose rows are taken in key order, so two transactions never wait on each other's rows in opposite orders.
CREATE FUNCTION payment_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.currency = NEW.currency AND OLD.payment_status = NEW.payment_status
     AND OLD.amount = NEW.amount THEN
    RETURN NULL;
  END IF;
  INSERT INTO payment_totals AS total (currency, payment_status, payments, amount)
  SELECT change.currency, change.payment_status, sum(change.payments), sum(change.amount)
  FROM (
    SELECT OLD.currency, OLD.payment_status, -1, -OLD.amount WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT NEW.currency, NEW.payment_status, 1, NEW.amount WHERE TG_OP IN ('INSERT', 'UPDATE')
  ) AS change (currency, payment_status, payments, amount)
  GROUP BY change.currency, change.payment_status
  ORDER BY change.currency, change.payment_status
  ON CONFLICT (currency, payment_status) DO UPDATE
    SET payments = total.payments + excluded.payments, amount = total.amount + excluded.amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_totals_follow AFTER INSERT OR DELETE OR UPDATE OF currency, payment_status, amount ON payments
  FOR EACH ROW EXECUTE FUNCTION payment_totals_follow();
--> statement-breakpoint
CREATE FUNCTION payment_totals_empty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM payment_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_totals_empty AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION payment_totals_empty();
--> statement-breakpoint
-- The payments already there. Creating the trigger locked payments against writers until this migration commits.
INSERT INTO payment_totals (currency, payment_status, payments, amount)
SELECT currency, payment_status, count(*), sum(amount) FROM payments GROUP BY currency, payment_status;
