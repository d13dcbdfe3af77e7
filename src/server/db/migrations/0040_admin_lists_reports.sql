-- Custom SQL: the trigram operator class comes from the pg_trgm extension (a PostgreSQL contrib module; PGlite loads it in src/server/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "listing_month_stats" (
	"month" date NOT NULL,
	"breed_key" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"kind" "listing_kind" NOT NULL,
	"published" integer NOT NULL,
	"sold" integer NOT NULL,
	CONSTRAINT "listing_month_stats_month_breed_key_country_code_kind_pk" PRIMARY KEY("month","breed_key","country_code","kind")
);
--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);