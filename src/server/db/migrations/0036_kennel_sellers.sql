CREATE TABLE "kennel_sellers" (
	"kennel_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"legal_name" text,
	"email" text,
	"register_country" text,
	"register_number" text,
	"id_document_key" text,
	"self_certified_at" timestamp with time zone,
	"check_status" text DEFAULT 'not_checked' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kennel_sellers_status_check" CHECK ("kennel_sellers"."status" IN ('trader', 'private'))
);
--> statement-breakpoint
ALTER TABLE "kennel_sellers" ADD CONSTRAINT "kennel_sellers_kennel_id_kennels_id_fk" FOREIGN KEY ("kennel_id") REFERENCES "public"."kennels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kennel_sellers_check_status_idx" ON "kennel_sellers" USING btree ("check_status");