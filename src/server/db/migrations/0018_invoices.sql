CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TYPE "public"."vat_treatment" AS ENUM('domestic', 'eu_consumer', 'reverse_charge', 'outside_eu');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" "invoice_kind" NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"number" text NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"corrects_invoice_id" uuid,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"service" "order_type" NOT NULL,
	"plan_months" smallint,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat_treatment" "vat_treatment" NOT NULL,
	"locale" varchar(5) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoice_id_invoices_id_fk" FOREIGN KEY ("corrects_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_sequence_idx" ON "invoices" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_corrects_idx" ON "invoices" USING btree ("corrects_invoice_id");