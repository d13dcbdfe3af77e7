CREATE TYPE "public"."alert_frequency" AS ENUM('instant', 'daily', 'weekly');--> statement-breakpoint
CREATE TABLE "saved_search_hits" (
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"digest_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_hits_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" varchar(80) NOT NULL,
	"frequency" "alert_frequency" NOT NULL,
	"query" text NOT NULL,
	"breed_key" text,
	"currency" varchar(3) NOT NULL,
	"match_breed" text DEFAULT '' NOT NULL,
	"match_country" varchar(2) DEFAULT '' NOT NULL,
	"kinds" "listing_kind"[] NOT NULL,
	"region" text,
	"price_min_eur_cents" bigint,
	"price_max_eur_cents" bigint,
	"sex" "dog_sex",
	"age_min_months" smallint,
	"age_max_months" smallint,
	"pedigree" boolean DEFAULT false NOT NULL,
	"chipped" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_breed_key_breeds_key_fk" FOREIGN KEY ("breed_key") REFERENCES "public"."breeds"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_hits_pending_idx" ON "saved_search_hits" USING btree ("saved_search_id") WHERE "saved_search_hits"."digest_id" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("match_breed","match_country") WHERE "saved_searches"."unsubscribed_at" is null;