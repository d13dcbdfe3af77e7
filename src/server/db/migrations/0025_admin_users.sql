ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kennels" ADD COLUMN "kennel_club_number" text;--> statement-breakpoint
ALTER TABLE "kennels" ADD COLUMN "affix" text;--> statement-breakpoint
ALTER TABLE "kennels" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "kennels" ADD COLUMN "verification_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "is_owner_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "kennels_verification_requested_idx" ON "kennels" USING btree ("verification_requested_at") WHERE "kennels"."verification_requested_at" is not null;