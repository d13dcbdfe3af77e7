CREATE TYPE "public"."waitlist_application_state" AS ENUM('applied', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'waitlistApplied';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'waitlistAccepted';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'waitlistDeclined';--> statement-breakpoint
CREATE TABLE "litter_waitlists" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"places" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "litter_waitlists_places_check" CHECK ("litter_waitlists"."places" is null or "litter_waitlists"."places" > 0)
);
--> statement-breakpoint
CREATE TABLE "waitlist_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"state" "waitlist_application_state" DEFAULT 'applied' NOT NULL,
	"message" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"place" smallint,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_applications_place_check" CHECK ("waitlist_applications"."state" <> 'accepted' or "waitlist_applications"."place" is not null)
);
--> statement-breakpoint
ALTER TABLE "litter_waitlists" ADD CONSTRAINT "litter_waitlists_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_applications" ADD CONSTRAINT "waitlist_applications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_applications" ADD CONSTRAINT "waitlist_applications_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_applications_live_idx" ON "waitlist_applications" USING btree ("listing_id","buyer_id") WHERE "waitlist_applications"."state" in ('applied', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_applications_place_idx" ON "waitlist_applications" USING btree ("listing_id","place") WHERE "waitlist_applications"."place" is not null;--> statement-breakpoint
CREATE INDEX "waitlist_applications_buyer_idx" ON "waitlist_applications" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_applications_listing_idx" ON "waitlist_applications" USING btree ("listing_id","created_at");