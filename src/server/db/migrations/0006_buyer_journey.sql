CREATE TYPE "public"."sandbox_charge_status" AS ENUM('open', 'requires_authentication', 'succeeded', 'failed', 'refunded');--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" text NOT NULL,
	"locale" varchar(5) NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" "sandbox_charge_status" DEFAULT 'open' NOT NULL,
	"failure_code" text,
	"card_last4" varchar(4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_ref" text;