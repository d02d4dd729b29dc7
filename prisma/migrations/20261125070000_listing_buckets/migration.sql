-- Deep pages of the whole catalog without skipping half a million rows (issue 27). A page
-- number is an offset; at a million products a random page by price skipped up to 500,000
-- index entries (92-134 ms at p95 for its first request). Here the catalog is cut, in each
-- order, into buckets of about the same number of products: each bucket holds the first key
-- of its run of the order and how many products it has. A page then starts at its bucket's
-- key and skips at most one bucket (lib/catalog/buckets.ts). The app cuts the buckets (the
-- function below) when a deep page first needs them and again when one has grown far past
-- its size; statement triggers keep every bucket's count exact meanwhile, so a page is the
-- same page an offset would read. The orders: "price" by ("pricePaise", "id") ascending;
-- "created" by ("createdAt", "id") ascending, read backwards for newest first. A bucket's
-- first key is its "from…" columns; the first bucket of each order starts below every key.

-- CreateTable
CREATE TABLE "ListingBucket" (
    "ordering" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "fromPaise" INTEGER,
    "fromCreatedAt" TIMESTAMP(3),
    "fromId" TEXT NOT NULL,
    "products" INTEGER NOT NULL,

    CONSTRAINT "ListingBucket_pkey" PRIMARY KEY ("ordering", "number")
);

-- A product's bucket is the last one starting at or below its key: one probe of these.
CREATE INDEX "ListingBucket_price_idx" ON "ListingBucket"("fromPaise", "fromId") WHERE "ordering" = 'price';
CREATE INDEX "ListingBucket_created_idx" ON "ListingBucket"("fromCreatedAt", "fromId") WHERE "ordering" = 'created';

-- The buckets of both orders cut afresh, `size` products each (the last one fewer). The
-- lock makes every product write wait at its trigger until the new buckets are in, and waits
-- for those already past theirs, so the counts are those of the products this sees.
CREATE FUNCTION "vastra_cut_listing_buckets"(size INTEGER) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    total INTEGER;
BEGIN
    LOCK TABLE "ListingBucket" IN SHARE ROW EXCLUSIVE MODE;
    DELETE FROM "ListingBucket";
    SELECT count(*) INTO total FROM "Product";
    INSERT INTO "ListingBucket" ("ordering", "number", "fromPaise", "fromId", "products")
    SELECT 'price', (n - 1) / size,
           CASE WHEN n = 1 THEN -2147483648 ELSE p."pricePaise" END,
           CASE WHEN n = 1 THEN '' ELSE p."id" END,
           LEAST(size, total - (n - 1))
    FROM (SELECT "pricePaise", "id", row_number() OVER (ORDER BY "pricePaise", "id") AS n FROM "Product") p
    WHERE (n - 1) % size = 0;
    INSERT INTO "ListingBucket" ("ordering", "number", "fromCreatedAt", "fromId", "products")
    SELECT 'created', (n - 1) / size,
           CASE WHEN n = 1 THEN '-infinity'::TIMESTAMP ELSE p."createdAt" END,
           CASE WHEN n = 1 THEN '' ELSE p."id" END,
           LEAST(size, total - (n - 1))
    FROM (SELECT "createdAt", "id", row_number() OVER (ORDER BY "createdAt", "id") AS n FROM "Product") p
    WHERE (n - 1) % size = 0;
    -- An empty catalog still has one bucket per order, to count what comes.
    INSERT INTO "ListingBucket" ("ordering", "number", "fromPaise", "fromCreatedAt", "fromId", "products")
    SELECT o, 0, CASE WHEN o = 'price' THEN -2147483648 END, CASE WHEN o = 'created' THEN '-infinity'::TIMESTAMP END, '', 0
    FROM unnest(ARRAY['price', 'created']) AS o
    WHERE total = 0;
END
$$;

-- Products written move the counts of their buckets in each order: +1 where one comes in,
-- -1 where one leaves, summed per bucket; a bucket whose sum is 0 is not written (an update
-- that moves no price, such as a stock change at checkout). `n` is +1 or -1 per product.
CREATE FUNCTION "vastra_move_listing_buckets"(paise INTEGER[], created TIMESTAMP(3)[], ids TEXT[], n INTEGER[]) RETURNS void
    LANGUAGE sql
    AS $$
    WITH moved AS (
        SELECT * FROM unnest(paise, created, ids, n) AS m("pricePaise", "createdAt", "id", n)
    ), placed AS (
        SELECT 'price' AS "ordering", b."number", m.n FROM moved m
        CROSS JOIN LATERAL (
            SELECT "number" FROM "ListingBucket"
            WHERE "ordering" = 'price' AND ("fromPaise", "fromId") <= (m."pricePaise", m."id")
            ORDER BY "fromPaise" DESC, "fromId" DESC LIMIT 1) b
        UNION ALL
        SELECT 'created', b."number", m.n FROM moved m
        CROSS JOIN LATERAL (
            SELECT "number" FROM "ListingBucket"
            WHERE "ordering" = 'created' AND ("fromCreatedAt", "fromId") <= (m."createdAt", m."id")
            ORDER BY "fromCreatedAt" DESC, "fromId" DESC LIMIT 1) b
    ), summed AS (
        SELECT "ordering", "number", sum(n) AS n FROM placed GROUP BY 1, 2 HAVING sum(n) <> 0
    )
    UPDATE "ListingBucket" AS t SET "products" = t."products" + s.n
    FROM summed s WHERE t."ordering" = s."ordering" AND t."number" = s."number"
$$;

-- Until the app first cuts buckets there are none to count in, and a write costs one probe.
-- The lock comes before that probe: a write that found no buckets while a cut was counting
-- would otherwise be in neither the cut's count nor any bucket's. Taken, the cut waits for
-- this write to commit and counts it; or this write waits for the cut and counts in its
-- buckets.
CREATE FUNCTION "vastra_count_listing_buckets"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    LOCK TABLE "ListingBucket" IN ROW EXCLUSIVE MODE;
    IF NOT EXISTS (SELECT 1 FROM "ListingBucket") THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
        PERFORM "vastra_move_listing_buckets"(array_agg("pricePaise"), array_agg("createdAt"), array_agg("id"), array_agg(1)) FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM "vastra_move_listing_buckets"(array_agg("pricePaise"), array_agg("createdAt"), array_agg("id"), array_agg(-1)) FROM old_rows;
    ELSE
        PERFORM "vastra_move_listing_buckets"(array_agg("pricePaise"), array_agg("createdAt"), array_agg("id"), array_agg(n))
        FROM (SELECT "pricePaise", "createdAt", "id", 1 AS n FROM new_rows UNION ALL SELECT "pricePaise", "createdAt", "id", -1 FROM old_rows) d;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "Product_listing_buckets_insert" AFTER INSERT ON "Product"
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "vastra_count_listing_buckets"();

CREATE TRIGGER "Product_listing_buckets_update" AFTER UPDATE ON "Product"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "vastra_count_listing_buckets"();

CREATE TRIGGER "Product_listing_buckets_delete" AFTER DELETE ON "Product"
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "vastra_count_listing_buckets"();
