CREATE TABLE "microchip_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"microchip" varchar(15) NOT NULL,
	"listing_id" uuid NOT NULL,
	"existing_listing_id" uuid,
	"attempted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "microchip_conflicts" ADD CONSTRAINT "microchip_conflicts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microchip_conflicts" ADD CONSTRAINT "microchip_conflicts_existing_listing_id_listings_id_fk" FOREIGN KEY ("existing_listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microchip_conflicts" ADD CONSTRAINT "microchip_conflicts_attempted_by_users_id_fk" FOREIGN KEY ("attempted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "microchip_conflicts_microchip_idx" ON "microchip_conflicts" USING btree ("microchip");--> statement-breakpoint
CREATE INDEX "microchip_conflicts_created_idx" ON "microchip_conflicts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_live_microchip_idx" ON "listings" USING btree ("microchip") WHERE "listings"."status" in ('active', 'reserved') and "listings"."microchip" is not null;