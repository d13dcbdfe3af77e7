-- Keyset paging behind page numbers (src/server/domain/listings/search-page-boundaries.ts)
-- remembers where pages start. A page start is valid only while no write has changed what a
-- search sees: every statement that writes a search column of listings takes the next number
-- of this sequence (sequences neither lock nor roll back, so writers never wait on each other),
-- and a remembered start is used only while the number is still the one it was learned at.
CREATE SEQUENCE "listings_search_generation";--> statement-breakpoint
CREATE FUNCTION "listings_bump_search_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('public.listings_search_generation');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_bump_search_generation_on_write" AFTER INSERT OR DELETE OR TRUNCATE
  ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "listings_bump_search_generation"();--> statement-breakpoint
CREATE TRIGGER "listings_bump_search_generation_on_update" AFTER UPDATE OF status, kind, breed_key,
  sex, birth_date, expected_birth_date, price_amount, price_max_amount, currency, price_eur_cents,
  is_verified_breeder, country_code, region, has_pedigree, microchip, published_at
  ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "listings_bump_search_generation"();
