-- Deep pages without skipping half a million rows (issue 27). A page number is an offset; at
-- a million products a random page by price skipped up to 500,000 index entries (92-134 ms at
-- p95 for its first request), and a deep page of a category walked the whole catalog's index,
-- reading every row to see its categories (/products/shirts?page=2000: 1.9 s).
--
-- Each shop category's products get an index of their own in each order (partial indexes
-- below: lib/catalog/categories.ts lists the categories; a category added there needs its
-- two indexes in a migration of its own). And each listing, the whole catalog ("") or a shop
-- category, is cut in each order into buckets of about the same number of products: each
-- bucket holds the first key of its run of the order and how many products it has. A deep
-- page then starts at its bucket's key and skips at most one bucket (lib/catalog/buckets.ts).
-- The app cuts a listing's buckets (the function below) when a deep page of it first needs
-- them and again when one has grown far past its size; statement triggers keep every
-- bucket's count exact meanwhile, so a page is the same page an offset would read. The
-- orders: "price" by ("pricePaise", "id") ascending; "created" by ("createdAt", "id")
-- ascending, read backwards for newest first. A bucket's first key is its "from…" columns;
-- the first bucket of each listing and order starts below every key.

CREATE TABLE "ListingBucket" (
    "ordering" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "fromPaise" INTEGER,
    "fromCreatedAt" TIMESTAMP(3),
    "fromId" TEXT NOT NULL,
    "products" INTEGER NOT NULL,

    CONSTRAINT "ListingBucket_pkey" PRIMARY KEY ("ordering", "category", "number")
);

-- A product's bucket is the last one starting at or below its key: one probe of these.
CREATE INDEX "ListingBucket_price_idx" ON "ListingBucket"("category", "fromPaise", "fromId") WHERE "ordering" = 'price';
CREATE INDEX "ListingBucket_created_idx" ON "ListingBucket"("category", "fromCreatedAt", "fromId") WHERE "ordering" = 'created';

-- Each shop category's products, in each order.
CREATE INDEX "Product_shirts_createdAt_id_idx" ON "Product"("createdAt", "id") WHERE "categories" @> '{shirts}';
CREATE INDEX "Product_shirts_pricePaise_id_idx" ON "Product"("pricePaise", "id") WHERE "categories" @> '{shirts}';
CREATE INDEX "Product_trousers_createdAt_id_idx" ON "Product"("createdAt", "id") WHERE "categories" @> '{trousers}';
CREATE INDEX "Product_trousers_pricePaise_id_idx" ON "Product"("pricePaise", "id") WHERE "categories" @> '{trousers}';
CREATE INDEX "Product_shoes_createdAt_id_idx" ON "Product"("createdAt", "id") WHERE "categories" @> '{shoes}';
CREATE INDEX "Product_shoes_pricePaise_id_idx" ON "Product"("pricePaise", "id") WHERE "categories" @> '{shoes}';
CREATE INDEX "Product_tops_createdAt_id_idx" ON "Product"("createdAt", "id") WHERE "categories" @> '{tops}';
CREATE INDEX "Product_tops_pricePaise_id_idx" ON "Product"("pricePaise", "id") WHERE "categories" @> '{tops}';
CREATE INDEX "Product_kurtas_createdAt_id_idx" ON "Product"("createdAt", "id") WHERE "categories" @> '{kurtas}';
CREATE INDEX "Product_kurtas_pricePaise_id_idx" ON "Product"("pricePaise", "id") WHERE "categories" @> '{kurtas}';
CREATE INDEX "Product_men_createdAt_id_idx" ON "Product"("createdAt", "id") WHERE "categories" @> '{men}';
CREATE INDEX "Product_men_pricePaise_id_idx" ON "Product"("pricePaise", "id") WHERE "categories" @> '{men}';
CREATE INDEX "Product_women_createdAt_id_idx" ON "Product"("createdAt", "id") WHERE "categories" @> '{women}';
CREATE INDEX "Product_women_pricePaise_id_idx" ON "Product"("pricePaise", "id") WHERE "categories" @> '{women}';

-- The buckets of one listing ('' the whole catalog, else a category), both orders, cut
-- afresh, `size` products each (the last one fewer). The lock makes every product write wait
-- at its trigger until the new buckets are in, and waits for those already past theirs, so
-- the counts are those of the products this sees. The category is written into the queries
-- (format's %L), so that they read its own indexes.
CREATE FUNCTION "vastra_cut_listing_buckets"(size INTEGER, listing TEXT) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    scope TEXT := CASE WHEN listing = '' THEN 'true' ELSE format('"categories" @> ARRAY[%L]', listing) END;
BEGIN
    LOCK TABLE "ListingBucket" IN SHARE ROW EXCLUSIVE MODE;
    DELETE FROM "ListingBucket" WHERE "category" = listing;
    EXECUTE format($cut$
        INSERT INTO "ListingBucket" ("ordering", "category", "number", "fromPaise", "fromId", "products")
        SELECT 'price', %1$L, (n - 1) / %2$s,
               CASE WHEN n = 1 THEN -2147483648 ELSE "pricePaise" END,
               CASE WHEN n = 1 THEN '' ELSE "id" END,
               LEAST(%2$s, total - (n - 1))
        FROM (SELECT "pricePaise", "id", row_number() OVER (ORDER BY "pricePaise", "id") AS n, count(*) OVER () AS total
              FROM "Product" WHERE %3$s) p
        WHERE (n - 1) %% %2$s = 0$cut$, listing, size, scope);
    EXECUTE format($cut$
        INSERT INTO "ListingBucket" ("ordering", "category", "number", "fromCreatedAt", "fromId", "products")
        SELECT 'created', %1$L, (n - 1) / %2$s,
               CASE WHEN n = 1 THEN '-infinity'::TIMESTAMP ELSE "createdAt" END,
               CASE WHEN n = 1 THEN '' ELSE "id" END,
               LEAST(%2$s, total - (n - 1))
        FROM (SELECT "createdAt", "id", row_number() OVER (ORDER BY "createdAt", "id") AS n, count(*) OVER () AS total
              FROM "Product" WHERE %3$s) p
        WHERE (n - 1) %% %2$s = 0$cut$, listing, size, scope);
    -- An empty listing still has one bucket per order, to count what comes.
    INSERT INTO "ListingBucket" ("ordering", "category", "number", "fromPaise", "fromCreatedAt", "fromId", "products")
    SELECT o, listing, 0, CASE WHEN o = 'price' THEN -2147483648 END, CASE WHEN o = 'created' THEN '-infinity'::TIMESTAMP END, '', 0
    FROM unnest(ARRAY['price', 'created']) AS o
    WHERE NOT EXISTS (SELECT 1 FROM "ListingBucket" b WHERE b."ordering" = o AND b."category" = listing);
END
$$;

-- Products written move the counts of their buckets, in each order, in the whole catalog and
-- in each of their categories that has buckets: +1 where one comes in, -1 where one leaves,
-- summed per bucket; a bucket whose sum is 0 is not written (an update that moves no price
-- and no category, such as a stock change at checkout). `moved`: a JSON array of the
-- products' keys and categories, each with its n, +1 or -1.
CREATE FUNCTION "vastra_move_listing_buckets"(moved JSONB) RETURNS void
    LANGUAGE sql
    AS $$
    WITH listed AS (
        SELECT m.*, c.listing
        FROM jsonb_to_recordset(moved) AS m("pricePaise" INTEGER, "createdAt" TIMESTAMP(3), "id" TEXT, "categories" TEXT[], n INTEGER)
        CROSS JOIN LATERAL unnest(array_prepend('', m."categories")) AS c(listing)
    ), placed AS (
        SELECT 'price' AS "ordering", l.listing, b."number", l.n FROM listed l
        CROSS JOIN LATERAL (
            SELECT "number" FROM "ListingBucket"
            WHERE "ordering" = 'price' AND "category" = l.listing AND ("fromPaise", "fromId") <= (l."pricePaise", l."id")
            ORDER BY "fromPaise" DESC, "fromId" DESC LIMIT 1) b
        UNION ALL
        SELECT 'created', l.listing, b."number", l.n FROM listed l
        CROSS JOIN LATERAL (
            SELECT "number" FROM "ListingBucket"
            WHERE "ordering" = 'created' AND "category" = l.listing AND ("fromCreatedAt", "fromId") <= (l."createdAt", l."id")
            ORDER BY "fromCreatedAt" DESC, "fromId" DESC LIMIT 1) b
    ), summed AS (
        SELECT "ordering", listing, "number", sum(n) AS n FROM placed GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    )
    UPDATE "ListingBucket" AS t SET "products" = t."products" + s.n
    FROM summed s WHERE t."ordering" = s."ordering" AND t."category" = s.listing AND t."number" = s."number"
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
        PERFORM "vastra_move_listing_buckets"(jsonb_agg(jsonb_build_object('pricePaise', "pricePaise", 'createdAt', "createdAt", 'id', "id", 'categories', "categories", 'n', 1))) FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM "vastra_move_listing_buckets"(jsonb_agg(jsonb_build_object('pricePaise', "pricePaise", 'createdAt', "createdAt", 'id', "id", 'categories', "categories", 'n', -1))) FROM old_rows;
    ELSE
        PERFORM "vastra_move_listing_buckets"(jsonb_agg(jsonb_build_object('pricePaise', "pricePaise", 'createdAt', "createdAt", 'id', "id", 'categories', "categories", 'n', n)))
        FROM (SELECT "pricePaise", "createdAt", "id", "categories", 1 AS n FROM new_rows
              UNION ALL SELECT "pricePaise", "createdAt", "id", "categories", -1 FROM old_rows) d;
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
