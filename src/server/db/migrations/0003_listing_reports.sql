CREATE TYPE "public"."listing_report_reason" AS ENUM('scam', 'wrong_information', 'animal_welfare', 'duplicate', 'other');--> statement-breakpoint
CREATE TYPE "public"."listing_report_status" AS ENUM('open', 'reviewed', 'dismissed');--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"reporter_id" text,
	"reporter_email" text,
	"reason" "listing_report_reason" NOT NULL,
	"text" text NOT NULL,
	"status" "listing_report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_account_idx" ON "listing_reports" USING btree ("listing_id","reporter_id") WHERE "listing_reports"."status" = 'open' AND "listing_reports"."reporter_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_email_idx" ON "listing_reports" USING btree ("listing_id","reporter_email") WHERE "listing_reports"."status" = 'open' AND "listing_reports"."reporter_email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_reports_status_idx" ON "listing_reports" USING btree ("status","created_at");