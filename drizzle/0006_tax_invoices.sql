CREATE TABLE "invoice_sequences" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_state" text,
	"buyer_gstin" text,
	"course" text NOT NULL,
	"payment_reference" text,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"taxable" integer NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"igst" integer NOT NULL,
	"place_of_supply" text,
	"business_legal_name" text NOT NULL,
	"business_address" text NOT NULL,
	"business_state" text,
	"business_gstin" text,
	CONSTRAINT "invoices_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_year_sequence_unique" UNIQUE("financial_year","sequence"),
	CONSTRAINT "invoices_parts_add_up" CHECK ("invoices"."taxable" + "invoices"."cgst" + "invoices"."sgst" + "invoices"."igst" = "invoices"."amount")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;