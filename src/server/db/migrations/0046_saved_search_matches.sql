CREATE TABLE "saved_search_matches" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"saved_search_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
