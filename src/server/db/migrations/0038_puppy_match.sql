CREATE TYPE "public"."dog_coat" AS ENUM('short', 'long', 'low_shedding');--> statement-breakpoint
CREATE TYPE "public"."dog_energy" AS ENUM('calm', 'moderate', 'active');--> statement-breakpoint
CREATE TYPE "public"."dog_experience" AS ENUM('none', 'some', 'experienced');--> statement-breakpoint
CREATE TYPE "public"."dog_size" AS ENUM('small', 'medium', 'large');--> statement-breakpoint
CREATE TYPE "public"."home_type" AS ENUM('flat', 'house', 'farm');--> statement-breakpoint
CREATE TYPE "public"."puppy_offer_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."puppy_request_close_reason" AS ENUM('expired', 'bought', 'by_buyer');--> statement-breakpoint
CREATE TYPE "public"."puppy_request_status" AS ENUM('open', 'paused', 'closed');--> statement-breakpoint
CREATE TYPE "public"."wanted_age" AS ENUM('puppy', 'adult', 'any');--> statement-breakpoint
CREATE TYPE "public"."working_hours" AS ENUM('at_home', 'part_time', 'full_time');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'puppyMatchOffer';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'puppyMatchAccepted';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'puppyMatchListing';--> statement-breakpoint
CREATE TABLE "puppy_buyer_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"home_type" "home_type" NOT NULL,
	"has_garden" boolean NOT NULL,
	"experience" "dog_experience" NOT NULL,
	"has_children" boolean NOT NULL,
	"has_other_pets" boolean NOT NULL,
	"working_hours" "working_hours" NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puppy_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"breeder_id" text NOT NULL,
	"status" "puppy_offer_status" DEFAULT 'pending' NOT NULL,
	"message" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puppy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" "puppy_request_status" DEFAULT 'open' NOT NULL,
	"close_reason" "puppy_request_close_reason",
	"breed_keys" text[] NOT NULL,
	"size" "dog_size",
	"energy" "dog_energy",
	"coat" "dog_coat",
	"sex" "dog_sex",
	"age" "wanted_age" NOT NULL,
	"budget_amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"budget_eur_cents" bigint NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"region" text,
	"travel_km" smallint NOT NULL,
	"wanted_by" date,
	"message" text DEFAULT '' NOT NULL,
	"language" varchar(2) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "puppy_requests_budget_check" CHECK ("puppy_requests"."budget_amount" >= 0),
	CONSTRAINT "puppy_requests_closed_check" CHECK (("puppy_requests"."status" = 'closed') = ("puppy_requests"."close_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "puppy_buyer_profiles" ADD CONSTRAINT "puppy_buyer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puppy_offers" ADD CONSTRAINT "puppy_offers_request_id_puppy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."puppy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puppy_offers" ADD CONSTRAINT "puppy_offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puppy_offers" ADD CONSTRAINT "puppy_offers_breeder_id_users_id_fk" FOREIGN KEY ("breeder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puppy_requests" ADD CONSTRAINT "puppy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "puppy_offers_request_listing_idx" ON "puppy_offers" USING btree ("request_id","listing_id");--> statement-breakpoint
CREATE INDEX "puppy_offers_breeder_idx" ON "puppy_offers" USING btree ("breeder_id","created_at");--> statement-breakpoint
CREATE INDEX "puppy_requests_user_idx" ON "puppy_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "puppy_requests_match_idx" ON "puppy_requests" USING btree ("country_code","budget_eur_cents") WHERE "puppy_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "puppy_requests_expiry_idx" ON "puppy_requests" USING btree ("expires_at") WHERE "puppy_requests"."status" <> 'closed';