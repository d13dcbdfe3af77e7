CREATE TABLE "billing_details" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"vat_number" text,
	"vat_checked" text,
	"address_line" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;