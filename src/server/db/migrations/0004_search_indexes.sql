DROP INDEX "listings_public_date_idx";--> statement-breakpoint
DROP INDEX "listings_breed_date_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "is_verified_breeder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_search_date_idx" ON "listings" USING btree ("status","kind","published_at","id","country_code","sex","has_pedigree","microchip","is_verified_breeder","birth_date","expected_birth_date","price_eur_cents") WHERE "listings"."status" in ('active', 'planned');--> statement-breakpoint
CREATE INDEX "listings_search_breed_date_idx" ON "listings" USING btree ("breed_key","status","kind","published_at","id") WHERE "listings"."status" in ('active', 'planned');--> statement-breakpoint
CREATE INDEX "listings_search_price_asc_idx" ON "listings" USING btree ("status","kind","price_eur_cents","id","country_code","sex","has_pedigree","microchip","is_verified_breeder","birth_date","expected_birth_date") WHERE "listings"."status" in ('active', 'planned');--> statement-breakpoint
CREATE INDEX "listings_search_breed_price_asc_idx" ON "listings" USING btree ("breed_key","status","kind","price_eur_cents","id") WHERE "listings"."status" in ('active', 'planned');--> statement-breakpoint
CREATE INDEX "listings_search_price_desc_idx" ON "listings" USING btree ("status","kind","price_eur_cents" desc nulls last,"id" desc,"country_code","sex","has_pedigree","microchip","is_verified_breeder","birth_date","expected_birth_date") WHERE "listings"."status" in ('active', 'planned');--> statement-breakpoint
CREATE INDEX "listings_search_breed_price_desc_idx" ON "listings" USING btree ("breed_key","status","kind","price_eur_cents" desc nulls last,"id" desc) WHERE "listings"."status" in ('active', 'planned');--> statement-breakpoint
CREATE INDEX "listings_search_age_idx" ON "listings" USING btree ("status","kind",coalesce("birth_date", "expected_birth_date"),"id","country_code","sex","has_pedigree","microchip","is_verified_breeder","birth_date","expected_birth_date","price_eur_cents") WHERE "listings"."status" in ('active', 'planned');--> statement-breakpoint
CREATE INDEX "listings_search_breed_age_idx" ON "listings" USING btree ("breed_key","status","kind",coalesce("birth_date", "expected_birth_date"),"id") WHERE "listings"."status" in ('active', 'planned');--> statement-breakpoint
CREATE INDEX "listings_search_place_idx" ON "listings" USING btree ("country_code",lower("region"),"status","kind","id","region","published_at","price_eur_cents","birth_date","expected_birth_date") WHERE "listings"."status" in ('active', 'planned');--> statement-breakpoint
-- Search reads two derived columns of listings; the database keeps them true for every writer
-- (app, seeds, imports); see src/server/domain/listings/search-query.ts.
-- price_eur_cents: the price in euro cents at the stored exchange rate of the listing's currency.
CREATE FUNCTION "listings_normalize_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_eur_cents := round(NEW.price_amount / (
    SELECT per_eur FROM public.exchange_rates WHERE currency = NEW.currency));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_normalize_price" BEFORE INSERT OR UPDATE OF price_amount, currency, price_eur_cents
  ON "listings" FOR EACH ROW EXECUTE FUNCTION "listings_normalize_price"();--> statement-breakpoint
-- is_verified_breeder: a copy of the kennel's is_verified.
CREATE FUNCTION "listings_copy_kennel_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_verified_breeder := coalesce(
    (SELECT is_verified FROM public.kennels WHERE id = NEW.kennel_id), false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_copy_kennel_verified" BEFORE INSERT OR UPDATE OF kennel_id, is_verified_breeder
  ON "listings" FOR EACH ROW EXECUTE FUNCTION "listings_copy_kennel_verified"();--> statement-breakpoint
CREATE FUNCTION "kennels_spread_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.listings SET is_verified_breeder = NEW.is_verified WHERE kennel_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "kennels_spread_verified" AFTER UPDATE OF is_verified ON "kennels" FOR EACH ROW
  WHEN (OLD.is_verified IS DISTINCT FROM NEW.is_verified) EXECUTE FUNCTION "kennels_spread_verified"();--> statement-breakpoint
UPDATE "listings" SET "is_verified_breeder" = true
  FROM "kennels" WHERE "kennels"."id" = "listings"."kennel_id" AND "kennels"."is_verified";--> statement-breakpoint
-- Statistics for the expressions searches filter on (expression statistics of partial indexes
-- are not used by the planner, which would otherwise guess 0.5% for any age or region).
CREATE STATISTICS "listings_age_date_stats" ON (coalesce("birth_date", "expected_birth_date")) FROM "listings";--> statement-breakpoint
CREATE STATISTICS "listings_region_stats" ON (lower("region")) FROM "listings";
