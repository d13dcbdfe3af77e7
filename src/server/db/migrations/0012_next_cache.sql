CREATE TABLE "next_cache_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"last_modified" bigint NOT NULL,
	"cache_control" jsonb
);
--> statement-breakpoint
CREATE TABLE "next_cache_tags" (
	"tag" text PRIMARY KEY NOT NULL,
	"stale" bigint,
	"expired" bigint
);
--> statement-breakpoint
CREATE INDEX "next_cache_entries_last_modified_idx" ON "next_cache_entries" USING btree ("last_modified");