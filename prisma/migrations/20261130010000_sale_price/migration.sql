-- A sale price below the MRP (issue 43, §3). "pricePaise" stays the MRP; a seller may set
-- "salePricePaise" (above 0, below the MRP) until "saleEndsAt" (null: until they end it).
-- What a shopper pays for a unit, the sale price while it lasts or the MRP, is kept in
-- "sellingPaise" by a trigger, so that sort=price_asc|price_desc reads an index and deep pages
-- keep their buckets (the listing_buckets migration): the price order and the price buckets
-- are now by ("sellingPaise", "id"). The trigger computes it whenever a row is written; a sale
-- whose end has passed is cleared by lib/catalog/sales.ts before any price order is read,
-- which writes the row and so sets it back to the MRP.

ALTER TABLE "Product" ADD COLUMN "salePricePaise" INTEGER,
    ADD COLUMN "saleEndsAt" TIMESTAMP(3),
    ADD COLUMN "sellingPaise" INTEGER NOT NULL DEFAULT 0;

ALTER TABLE "Product" ADD CONSTRAINT "Product_salePricePaise_check"
    CHECK ("salePricePaise" IS NULL OR ("salePricePaise" > 0 AND "salePricePaise" < "pricePaise"));

-- A unit's MRP on an order line ordered on sale; null: not on sale (the MRP is "unitPaise").
-- And the line's shares of the order's discounts, for the sales register: recorded from now
-- on; for the lines before, known where the order had only the 2% (the rest of its price
-- less its amount). Exchange lines (amount 0, made by a return) keep null.
ALTER TABLE "OrderLine" ADD COLUMN "unitMrpPaise" INTEGER,
    ADD COLUMN "discountSharePaise" INTEGER,
    ADD COLUMN "couponSharePaise" INTEGER,
    ADD COLUMN "prepaidSharePaise" INTEGER;

UPDATE "OrderLine" l SET "discountSharePaise" = l."unitPaise" * l."quantity" - l."amountPaise", "couponSharePaise" = 0, "prepaidSharePaise" = 0
FROM "Order" o
WHERE o."id" = l."orderId" AND o."couponDiscountPaise" = 0 AND o."prepaidDiscountPaise" = 0
  AND NOT EXISTS (SELECT 1 FROM "ReturnLine" r WHERE r."newLineId" = l."id");

-- Timestamps are stored in UTC (Prisma's DateTime), so the clock is read in UTC too.
CREATE FUNCTION "vastra_selling_price"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    NEW."sellingPaise" := CASE
        WHEN NEW."salePricePaise" IS NOT NULL AND (NEW."saleEndsAt" IS NULL OR NEW."saleEndsAt" > (now() AT TIME ZONE 'UTC')) THEN NEW."salePricePaise"
        ELSE NEW."pricePaise" END;
    RETURN NEW;
END
$$;

CREATE TRIGGER "Product_selling_price" BEFORE INSERT OR UPDATE ON "Product"
    FOR EACH ROW EXECUTE FUNCTION "vastra_selling_price"();

-- Every product so far has no sale: its selling price is its MRP, the key its price buckets
-- were cut by, so the buckets stay as they are.
UPDATE "Product" SET "sellingPaise" = "pricePaise";

DROP INDEX "Product_pricePaise_id_idx";
CREATE INDEX "Product_sellingPaise_id_idx" ON "Product"("sellingPaise", "id");
DROP INDEX "Product_shirts_pricePaise_id_idx";
CREATE INDEX "Product_shirts_sellingPaise_id_idx" ON "Product"("sellingPaise", "id") WHERE "categories" @> '{shirts}';
DROP INDEX "Product_trousers_pricePaise_id_idx";
CREATE INDEX "Product_trousers_sellingPaise_id_idx" ON "Product"("sellingPaise", "id") WHERE "categories" @> '{trousers}';
DROP INDEX "Product_shoes_pricePaise_id_idx";
CREATE INDEX "Product_shoes_sellingPaise_id_idx" ON "Product"("sellingPaise", "id") WHERE "categories" @> '{shoes}';
DROP INDEX "Product_tops_pricePaise_id_idx";
CREATE INDEX "Product_tops_sellingPaise_id_idx" ON "Product"("sellingPaise", "id") WHERE "categories" @> '{tops}';
DROP INDEX "Product_kurtas_pricePaise_id_idx";
CREATE INDEX "Product_kurtas_sellingPaise_id_idx" ON "Product"("sellingPaise", "id") WHERE "categories" @> '{kurtas}';
DROP INDEX "Product_men_pricePaise_id_idx";
CREATE INDEX "Product_men_sellingPaise_id_idx" ON "Product"("sellingPaise", "id") WHERE "categories" @> '{men}';
DROP INDEX "Product_women_pricePaise_id_idx";
CREATE INDEX "Product_women_sellingPaise_id_idx" ON "Product"("sellingPaise", "id") WHERE "categories" @> '{women}';

-- The next sale to end, and those ended: one probe (lib/catalog/sales.ts).
CREATE INDEX "Product_saleEndsAt_idx" ON "Product"("saleEndsAt");

-- The listing buckets' functions, as the listing_buckets migration made them, keyed by the
-- selling price ("fromPaise" is now a selling price).
CREATE OR REPLACE FUNCTION "vastra_cut_listing_buckets"(size INTEGER, listing TEXT) RETURNS void
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
               CASE WHEN n = 1 THEN -2147483648 ELSE "sellingPaise" END,
               CASE WHEN n = 1 THEN '' ELSE "id" END,
               LEAST(%2$s, total - (n - 1))
        FROM (SELECT "sellingPaise", "id", row_number() OVER (ORDER BY "sellingPaise", "id") AS n, count(*) OVER () AS total
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

CREATE OR REPLACE FUNCTION "vastra_move_listing_buckets"(moved JSONB) RETURNS void
    LANGUAGE sql
    AS $$
    WITH listed AS (
        SELECT m.*, c.listing
        FROM jsonb_to_recordset(moved) AS m("sellingPaise" INTEGER, "createdAt" TIMESTAMP(3), "id" TEXT, "categories" TEXT[], n INTEGER)
        CROSS JOIN LATERAL unnest(array_prepend('', m."categories")) AS c(listing)
    ), placed AS (
        SELECT 'price' AS "ordering", l.listing, b."number", l.n FROM listed l
        CROSS JOIN LATERAL (
            SELECT "number" FROM "ListingBucket"
            WHERE "ordering" = 'price' AND "category" = l.listing AND ("fromPaise", "fromId") <= (l."sellingPaise", l."id")
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

CREATE OR REPLACE FUNCTION "vastra_count_listing_buckets"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    LOCK TABLE "ListingBucket" IN ROW EXCLUSIVE MODE;
    IF NOT EXISTS (SELECT 1 FROM "ListingBucket") THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
        PERFORM "vastra_move_listing_buckets"(jsonb_agg(jsonb_build_object('sellingPaise', "sellingPaise", 'createdAt', "createdAt", 'id', "id", 'categories', "categories", 'n', 1))) FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM "vastra_move_listing_buckets"(jsonb_agg(jsonb_build_object('sellingPaise', "sellingPaise", 'createdAt', "createdAt", 'id', "id", 'categories', "categories", 'n', -1))) FROM old_rows;
    ELSE
        PERFORM "vastra_move_listing_buckets"(jsonb_agg(jsonb_build_object('sellingPaise', "sellingPaise", 'createdAt', "createdAt", 'id', "id", 'categories', "categories", 'n', n)))
        FROM (SELECT "sellingPaise", "createdAt", "id", "categories", 1 AS n FROM new_rows
              UNION ALL SELECT "sellingPaise", "createdAt", "id", "categories", -1 FROM old_rows) d;
    END IF;
    RETURN NULL;
END
$$;
