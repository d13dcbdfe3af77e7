ALTER TABLE "reviews" ADD COLUMN "body_locale" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_locale" text;