CREATE TYPE "public"."waitlist_pick_state" AS ENUM('waiting', 'choosing', 'picked', 'passed');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'waitlistPickOpen';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'waitlistPicked';--> statement-breakpoint
ALTER TYPE "public"."order_type" ADD VALUE 'waitlist_deposit';--> statement-breakpoint
ALTER TABLE "litter_waitlists" ADD COLUMN "is_deposit_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "litter_waitlists" ADD COLUMN "picks_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "litter_waitlists" ADD COLUMN "picks_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_applications" ADD COLUMN "deposit_order_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_applications" ADD COLUMN "pick_state" "waitlist_pick_state";--> statement-breakpoint
ALTER TABLE "waitlist_applications" ADD COLUMN "pick_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_applications" ADD COLUMN "picked_listing_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_applications" ADD CONSTRAINT "waitlist_applications_deposit_order_id_orders_id_fk" FOREIGN KEY ("deposit_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_applications" ADD CONSTRAINT "waitlist_applications_picked_listing_id_listings_id_fk" FOREIGN KEY ("picked_listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_applications_deposit_order_idx" ON "waitlist_applications" USING btree ("deposit_order_id");--> statement-breakpoint
CREATE INDEX "waitlist_applications_pick_closes_idx" ON "waitlist_applications" USING btree ("pick_closes_at") WHERE "waitlist_applications"."pick_state" = 'choosing';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_applications_one_choosing_idx" ON "waitlist_applications" USING btree ("listing_id") WHERE "waitlist_applications"."pick_state" = 'choosing';