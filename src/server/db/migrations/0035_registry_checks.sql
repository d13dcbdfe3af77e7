CREATE TABLE "kennel_verification_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kennel_id" uuid NOT NULL,
	"is_verified" boolean NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microchip_registry_checks" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"microchip" varchar(15) NOT NULL,
	"status" text NOT NULL,
	"registry" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "microchip_registry_checks_status_check" CHECK ("microchip_registry_checks"."status" in ('registered', 'not_registered', 'unavailable'))
);
--> statement-breakpoint
ALTER TABLE "kennel_verification_decisions" ADD CONSTRAINT "kennel_verification_decisions_kennel_id_kennels_id_fk" FOREIGN KEY ("kennel_id") REFERENCES "public"."kennels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kennel_verification_decisions" ADD CONSTRAINT "kennel_verification_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microchip_registry_checks" ADD CONSTRAINT "microchip_registry_checks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kennel_verification_decisions_kennel_idx" ON "kennel_verification_decisions" USING btree ("kennel_id","decided_at");--> statement-breakpoint
CREATE INDEX "microchip_registry_checks_not_registered_idx" ON "microchip_registry_checks" USING btree ("checked_at") WHERE "microchip_registry_checks"."status" = 'not_registered';