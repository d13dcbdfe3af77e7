-- The versions of the kennels' and the ads' public pages (src/public-pages/page-existence.ts).
-- The proxy asks for a page under its version, so each version is rendered once and then served
-- from the cache. A version changes whenever anything its page shows changes: Postgres gives a
-- row a new xmin on each insert and update, so a set of rows changed, gained or lost one exactly
-- when its xmins do. The exchange rates (prices in the visitor's currency) and the day (the
-- dogs' ages) are part of every version. PL/pgSQL, so each connection plans these once; which
-- kennels and ads are public is decided by the callers (get-public-listing.ts,
-- find-public-kennel.ts).
CREATE FUNCTION ad_page_version(p_listing uuid, p_kennel uuid) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN md5(concat_ws('|',
    (SELECT l.xmin::text FROM listings l WHERE l.id = p_listing),
    (SELECT k.xmin::text FROM kennels k WHERE k.id = p_kennel),
    -- Its photos, and its parents.
    (SELECT string_agg(p.xmin::text, ',' ORDER BY p.xmin::text) FROM photos p
      WHERE p.subject_id = p_listing),
    (SELECT string_agg(x.xmin::text, ',' ORDER BY x.xmin::text) FROM listing_parents x
      WHERE x.listing_id = p_listing),
    -- The seller block, the verified badge and the chip check.
    (SELECT string_agg(s.xmin::text, ',' ORDER BY s.xmin::text) FROM kennel_sellers s
      WHERE s.kennel_id = p_kennel),
    (SELECT string_agg(d.xmin::text, ',' ORDER BY d.xmin::text) FROM kennel_verification_decisions d
      WHERE d.kennel_id = p_kennel),
    (SELECT string_agg(c.xmin::text, ',' ORDER BY c.xmin::text) FROM microchip_registry_checks c
      WHERE c.listing_id = p_listing),
    -- A planned litter's waitlist and its places taken (an application waiting for the
    -- breeder shows nothing).
    (SELECT string_agg(w.xmin::text, ',' ORDER BY w.xmin::text) FROM litter_waitlists w
      WHERE w.listing_id = p_listing),
    (SELECT count(*)::text FROM waitlist_applications a
      WHERE a.listing_id = p_listing AND a.state = 'accepted'),
    (SELECT string_agg(r.xmin::text, ',' ORDER BY r.xmin::text) FROM exchange_rates r),
    (now() AT TIME ZONE 'UTC')::date::text));
END $$;
--> statement-breakpoint
CREATE FUNCTION kennel_page_version(p_kennel uuid) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN md5(concat_ws('|',
    (SELECT k.xmin::text FROM kennels k WHERE k.id = p_kennel),
    -- Its breeds, logo and gallery.
    (SELECT string_agg(b.xmin::text, ',' ORDER BY b.xmin::text) FROM kennel_breeds b
      WHERE b.kennel_id = p_kennel),
    (SELECT string_agg(p.xmin::text, ',' ORDER BY p.xmin::text) FROM photos p
      WHERE p.subject_id = p_kennel),
    -- Every ad of the kennel with its photos: the live ones are its cards, and any may be a
    -- review's dog. Photos are looked up ad by ad, through their index.
    (SELECT string_agg(l.xmin::text || ':' || coalesce(
        (SELECT string_agg(p.xmin::text, ',' ORDER BY p.xmin::text) FROM photos p
          WHERE p.subject_id = l.id), ''), ';' ORDER BY l.id)
      FROM listings l WHERE l.kennel_id = p_kennel),
    -- Its reviews, with their authors' names as shown.
    (SELECT string_agg(r.xmin::text, ',' ORDER BY r.xmin::text) FROM reviews r
      WHERE r.kennel_id = p_kennel),
    (SELECT string_agg(u.name, ',' ORDER BY r.id) FROM reviews r JOIN users u ON u.id = r.author_id
      WHERE r.kennel_id = p_kennel),
    -- The seller block and the verified badge.
    (SELECT string_agg(s.xmin::text, ',' ORDER BY s.xmin::text) FROM kennel_sellers s
      WHERE s.kennel_id = p_kennel),
    (SELECT string_agg(d.xmin::text, ',' ORDER BY d.xmin::text) FROM kennel_verification_decisions d
      WHERE d.kennel_id = p_kennel),
    (SELECT string_agg(r.xmin::text, ',' ORDER BY r.xmin::text) FROM exchange_rates r),
    (now() AT TIME ZONE 'UTC')::date::text));
END $$;
