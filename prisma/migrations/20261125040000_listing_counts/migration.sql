-- Listing totals and facets kept up to date instead of counted per request (issue 27). At a
-- million products, counting a listing took 0.5 s and collecting its sizes and colours 1.3 to
-- 2.8 s on PostgreSQL: every first request of a listing paid it. Here each (category, size,
-- colour) a product falls under, '' standing for "any", holds how many products it has, so
-- a total is one row and a listing's facets are a few dozen (lib/catalog/products.ts,
-- lib/catalog/facets.ts). Statement triggers keep it, in one grouped upsert per statement;
-- an update that changes no category, size or colour (a stock change at checkout) writes
-- nothing, so checkouts never wait on these rows. Rows that fall to 0 stay, holding 0.

-- CreateTable
CREATE TABLE "ListingCount" (
    "category" TEXT NOT NULL,
    "size" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "products" INTEGER NOT NULL,

    CONSTRAINT "ListingCount_pkey" PRIMARY KEY ("category", "size", "color")
);

-- Every (category, size, colour) key a product counts under: each of its categories and '',
-- each of its sizes and '', its colour lower-cased and ''. Duplicates in its arrays count once.
CREATE FUNCTION "vastra_listing_keys"(categories TEXT[], sizes TEXT[], color TEXT)
    RETURNS TABLE ("category" TEXT, "size" TEXT, "color" TEXT)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
    SELECT c, s, k
    FROM (SELECT DISTINCT unnest(categories || ARRAY['']::TEXT[])) AS cs(c),
         (SELECT DISTINCT unnest(sizes || ARRAY['']::TEXT[])) AS ss(s),
         (SELECT DISTINCT unnest(ARRAY[lower(color), '']::TEXT[])) AS ks(k)
$$;

CREATE FUNCTION "vastra_count_listings"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO "ListingCount" AS t ("category", "size", "color", "products")
        SELECT k."category", k."size", k."color", count(*)
        FROM new_rows p, "vastra_listing_keys"(p."categories", p."sizes", p."color") k
        GROUP BY 1, 2, 3
        ON CONFLICT ("category", "size", "color") DO UPDATE SET "products" = t."products" + EXCLUDED."products";
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO "ListingCount" AS t ("category", "size", "color", "products")
        SELECT k."category", k."size", k."color", -count(*)
        FROM old_rows p, "vastra_listing_keys"(p."categories", p."sizes", p."color") k
        GROUP BY 1, 2, 3
        ON CONFLICT ("category", "size", "color") DO UPDATE SET "products" = t."products" + EXCLUDED."products";
    ELSE
        INSERT INTO "ListingCount" AS t ("category", "size", "color", "products")
        SELECT k."category", k."size", k."color", sum(d.n)
        FROM (
            SELECT n."categories", n."sizes", n."color", 1 AS n FROM new_rows n
            UNION ALL
            SELECT o."categories", o."sizes", o."color", -1 FROM old_rows o
        ) d, "vastra_listing_keys"(d."categories", d."sizes", d."color") k
        GROUP BY 1, 2, 3
        HAVING sum(d.n) <> 0
        ON CONFLICT ("category", "size", "color") DO UPDATE SET "products" = t."products" + EXCLUDED."products";
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "Product_listing_counts_insert" AFTER INSERT ON "Product"
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "vastra_count_listings"();

CREATE TRIGGER "Product_listing_counts_update" AFTER UPDATE ON "Product"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "vastra_count_listings"();

CREATE TRIGGER "Product_listing_counts_delete" AFTER DELETE ON "Product"
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "vastra_count_listings"();

-- The products already there.
INSERT INTO "ListingCount" ("category", "size", "color", "products")
SELECT k."category", k."size", k."color", count(*)
FROM "Product" p, "vastra_listing_keys"(p."categories", p."sizes", p."color") k
GROUP BY 1, 2, 3;
