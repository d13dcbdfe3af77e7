ALTER TABLE "kennels" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "kennels" ADD COLUMN "postcode" text;