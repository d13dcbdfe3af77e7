CREATE TYPE "public"."statement_entry_status" AS ENUM('applied', 'flagged', 'dismissed');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'expired';--> statement-breakpoint
CREATE TABLE "bank_statement_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_ref" text NOT NULL,
	"file_name" text NOT NULL,
	"booked_on" varchar(10),
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"reference" text,
	"debtor_name" text,
	"remittance" text,
	"status" "statement_entry_status" NOT NULL,
	"flag_reason" text,
	"order_id" uuid,
	"note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_entries_entry_ref_unique" UNIQUE("entry_ref")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bank_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_entries_status_idx" ON "bank_statement_entries" USING btree ("status","created_at");