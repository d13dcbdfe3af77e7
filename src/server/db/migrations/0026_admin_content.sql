CREATE TYPE "public"."redirect_match" AS ENUM('exact', 'prefix');--> statement-breakpoint
ALTER TYPE "public"."listing_status" ADD VALUE 'hidden';--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "match" "redirect_match" DEFAULT 'exact' NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "hits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "last_hit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;