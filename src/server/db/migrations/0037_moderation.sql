CREATE TYPE "public"."moderation_case_state" AS ENUM('open', 'decided');--> statement-breakpoint
CREATE TYPE "public"."moderation_decision" AS ENUM('keep', 'request_edit', 'hide', 'suspend');--> statement-breakpoint
CREATE TYPE "public"."moderation_flag_kind" AS ENUM('photo_reused', 'price_outlier', 'microchip_reused', 'new_account_burst');--> statement-breakpoint
CREATE TYPE "public"."moderation_source" AS ENUM('report', 'flag');--> statement-breakpoint
CREATE TYPE "public"."moderation_target_type" AS ENUM('listing', 'kennel', 'review');--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" "moderation_target_type" NOT NULL,
	"target_id" uuid NOT NULL,
	"source" "moderation_source" NOT NULL,
	"flag_kinds" "moderation_flag_kind"[] DEFAULT '{}' NOT NULL,
	"reasons" "listing_report_reason"[] DEFAULT '{}' NOT NULL,
	"flag_details" text,
	"report_count" integer DEFAULT 0 NOT NULL,
	"severity" smallint NOT NULL,
	"state" "moderation_case_state" DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision" "moderation_decision",
	"decision_reason" text
);
--> statement-breakpoint
CREATE TABLE "moderation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"target_type" "moderation_target_type" NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" text,
	"reporter_email" text,
	"locale" text NOT NULL,
	"reason" "listing_report_reason" NOT NULL,
	"text" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kennels" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "perceptual_hash" bigint;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "hash_bands" integer[];--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_target_idx" ON "moderation_cases" USING btree ("target_type","target_id") WHERE "moderation_cases"."state" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("state","severity","opened_at");--> statement-breakpoint
CREATE INDEX "moderation_cases_target_idx" ON "moderation_cases" USING btree ("target_type","target_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_open_account_idx" ON "moderation_reports" USING btree ("target_type","target_id","reporter_id") WHERE "moderation_reports"."is_open" AND "moderation_reports"."reporter_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_open_email_idx" ON "moderation_reports" USING btree ("target_type","target_id","reporter_email") WHERE "moderation_reports"."is_open" AND "moderation_reports"."reporter_email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "moderation_reports_case_idx" ON "moderation_reports" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "listings_breed_price_idx" ON "listings" USING btree ("breed_key","country_code","kind","price_eur_cents") WHERE "listings"."status" = 'active' and "listings"."price_eur_cents" is not null;--> statement-breakpoint
CREATE INDEX "photos_hash_bands_idx" ON "photos" USING gin ("hash_bands");