ALTER TABLE "saved_search_hits" DROP CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_search_hits" DROP CONSTRAINT "saved_search_hits_listing_id_listings_id_fk";
